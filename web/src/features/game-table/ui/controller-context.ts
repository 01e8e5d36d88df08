/** The table controller for the DOM overlays (the Pixi scene receives it as a prop). */
import { createContext, useContext } from "react";
import type { TableController } from "../model/controller.ts";

export const ControllerContext = createContext<TableController | null>(null);

export function useController(): TableController {
  const controller = useContext(ControllerContext);
  if (!controller) throw new Error("useController outside the game table");
  return controller;
}
