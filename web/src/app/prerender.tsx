/**
 * Build time only (web/vite.config.ts, prerenderHome): the home page as a visitor's first render
 * draws it, as static HTML for index.html, so a phone paints it before the entry script arrives.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { applyLanguage, type Language } from "../shared/i18n/i18n.ts";
import "./language.ts";
import { HomePage } from "../features/pages/home/home-page.tsx";
import { PublicLayout } from "./public-layout.tsx";

export async function renderHome(language: Language): Promise<string> {
  await applyLanguage(language);
  const router = createMemoryRouter([{ path: "/", element: <PublicLayout />, children: [{ index: true, element: <HomePage onPlay={() => undefined} /> }] }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}
