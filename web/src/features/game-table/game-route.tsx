/**
 * The `/game` route. SPEC.md: `/game` without a table is the home page; with `sAuthToken` and
 * `sTableId` it is the game popup, whose PixiJS code is a separate chunk loaded only here. The
 * built server sends the game popup its own entry instead (game.html, src/game.tsx); this route
 * serves it on the Vite dev server and after a navigation inside the app.
 */
import "./table-start.ts";
import { lazy, Suspense, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { isTableUrl } from "./table-start.ts";

const loadTable = () => import("./game-table-page.tsx");
const GameTablePage = lazy(loadTable);

// Where the app's entry serves /game (the Vite dev server; the built server sends game.html, the
// table's own entry), the table's chunk is fetched while the app shell is still starting, beside
// the seat reservation and the renderer that table-start.ts has asked for.
if (typeof window !== "undefined" && window.location.pathname === "/game" && isTableUrl(new URLSearchParams(window.location.search))) void loadTable();

export function GameRoute({ fallback }: { fallback: ReactNode }) {
  const [params] = useSearchParams();
  if (!isTableUrl(params)) return <>{fallback}</>;
  return (
    <Suspense fallback={<div style={{ position: "fixed", inset: 0, zIndex: 1000, background: "#0a2219", color: "#e8f3ee", display: "grid", placeItems: "center", font: "16px system-ui, sans-serif" }}>Opening the table…</div>}>
      <GameTablePage params={params} />
    </Suspense>
  );
}
