/**
 * The game window's own entry (game.html, sent for `/game?sAuthToken=…&sTableId=…`): the table
 * alone, without the router, the home page or the logged-in shell, which the app's entry carries
 * and a phone would otherwise download, compile and run before the table's first frame.
 */
import "./features/game-table/table-start.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { GameApp } from "./app/game-app.tsx";
import { languageReady } from "./app/language.ts";
import "./app/global.css";

const root = document.getElementById("root");
if (!root) throw new Error("game.html has no #root element");
// As in main.tsx: Hindi waits for its catalogues so nothing flashes in English.
void languageReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <GameApp />
    </StrictMode>,
  ),
);
