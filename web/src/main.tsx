import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { languageReady } from "./app/language.ts";
import "./app/global.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// English is ready at once; Hindi waits for its catalogues so nothing flashes in English.
void languageReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
