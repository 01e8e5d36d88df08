/**
 * The game window's entry (web/game.html, which the server sends for `/game?sAuthToken=…&sTableId=…`):
 * the table and nothing of the site around it — no router, no home page, no logged-in shell
 * (app/game-window.tsx). It asks the room for the seat and fetches this device's Pixi renderer at
 * once, while the table's chunk (preloaded by game.html) is still arriving, so matchmaking and
 * the downloads overlap. The site's entry (main.tsx) loads this module too when it is handed a
 * table URL (`npm run dev`, or a build without game.html).
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { GameWindow, loadTable, Opening } from "./app/game-window.tsx";
import { languageReady } from "./app/language.ts";
import { reserveSeatEarly } from "./features/game-table/net/early-join.ts";
import { chooseRenderer } from "./features/game-table/scene/renderer-choice.ts";
import { loadRenderer } from "./features/game-table/scene/renderer-loader.ts";
import { tableEntryOf } from "./features/game-table/table-url.ts";
import { afterFirstScreen, expectFirstScreen } from "./shared/first-screen.ts";
import { settled } from "./shared/lazy-page.ts";
import "./app/global.css";

const root = document.getElementById("root");
if (!root) throw new Error("game.html has no #root element");
const entry = tableEntryOf(window.location);

if (!entry) {
  // Not a table's URL after all: the site's home page.
  window.location.replace("/");
} else {
  // The table's first draw says when background work (the player channel) may start.
  expectFirstScreen();
  if (!(import.meta.env.DEV && entry.tableId.startsWith("sandbox"))) reserveSeatEarly(entry.tableId, entry.authToken, entry.privateCode);
  const table = settled([loadTable()]);
  void loadRenderer(chooseRenderer());
  // A browser whose WebGL has not been probed yet draws this table with the canvas renderer and
  // probes once the table is drawn, for its next tables (the probe's code is fetched then too).
  afterFirstScreen(() => void import("./features/game-table/scene/webgl-probe.ts").then((m) => m.probeRendererWhenIdle()));
  // English is ready at once; Hindi waits for its catalogues so nothing flashes in English. The
  // window says "Joining" until the table's code has run, then renders the table in one pass: a
  // lazy component that suspended would commit its fallback and render the table again in
  // slices, with a frame between each (shared/lazy-page.ts).
  // (languageReady's own callback runs before Promise.all's, so "Joining" never replaces the table.)
  const reactRoot = createRoot(root);
  void languageReady.then(() => reactRoot.render(<Opening />));
  void Promise.all([languageReady, table]).then(() => {
    reactRoot.render(
      <StrictMode>
        <GameWindow entry={entry} />
      </StrictMode>,
    );
  });
}
