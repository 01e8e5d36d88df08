import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { languageReady } from "./app/language.ts";
import { tableEntryOf } from "./features/game-table/table-url.ts";
import "./app/global.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
if (tableEntryOf(window.location)) {
  // A game window served the site's page (`npm run dev`, or a build without game.html): the
  // table's own entry takes over.
  void import("./game-main.tsx");
} else {
  // English is ready at once; Hindi waits for its catalogues so nothing flashes in English.
  void languageReady.then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
