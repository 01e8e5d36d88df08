/**
 * What a game window starts before anything else has run (imported first by GameRoute and by the
 * game window's entry, src/game.tsx): the seat reservation, so matchmaking overlaps the table's
 * downloads, and the fetch of this device's Pixi renderer (the server's game.html has already
 * asked for the table's own chunks with module preloads, see web/vite.config.ts).
 */
import { reserveSeatEarly } from "./net/early-join.ts";
import { chooseRenderer } from "./scene/renderer-choice.ts";
import { loadRenderer } from "./scene/renderer-loader.ts";

export function isTableUrl(params: URLSearchParams): boolean {
  return Boolean(params.get("sAuthToken") && params.get("sTableId"));
}

if (typeof window !== "undefined" && window.location.pathname === "/game" && isTableUrl(new URLSearchParams(window.location.search))) {
  const params = new URLSearchParams(window.location.search);
  const tableId = params.get("sTableId") ?? "";
  if (!(import.meta.env.DEV && tableId.startsWith("sandbox"))) reserveSeatEarly(tableId, params.get("sAuthToken") ?? "", params.get("sPrivateCode"));
  void loadRenderer(chooseRenderer());
}
