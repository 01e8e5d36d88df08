import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { languageReady } from "./app/language.ts";
import { firstScreenCode } from "./app/routes.tsx";
import { tableEntryOf } from "./features/game-table/table-url.ts";
import "./app/global.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
if (tableEntryOf(window.location)) {
  // A game window served the site's page (`npm run dev`, or a build without game.html): the
  // table's own entry takes over.
  void import("./game-main.tsx");
} else {
  // English is ready at once; Hindi waits for its catalogues so nothing flashes in English. A saved
  // session's first screen renders once its code has run, in one pass (app/routes.tsx).
  void Promise.all([languageReady, firstScreenCode]).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
