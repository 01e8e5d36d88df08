/**
 * The `/game` route. SPEC.md: `/game` without a table is the home page; with `sAuthToken` and
 * `sTableId` it is the game popup, whose PixiJS code is a separate chunk loaded only here.
 */
import { lazy, Suspense, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { reserveSeatEarly } from "./net/early-join.ts";
import { chooseRenderer } from "./scene/renderer-choice.ts";
import { loadRenderer } from "./scene/renderer-loader.ts";

const loadTable = () => import("./game-table-page.tsx");
const GameTablePage = lazy(loadTable);

function isTableUrl(params: URLSearchParams): boolean {
  return Boolean(params.get("sAuthToken") && params.get("sTableId"));
}

// A game window starts fetching the table's chunk and this device's Pixi renderer while the app
// shell is still starting (the server's /game page has already asked for the table's chunks
// with module preloads, see web/vite.config.ts).
// It also asks the room for the seat now, so matchmaking overlaps those downloads.
if (typeof window !== "undefined" && window.location.pathname === "/game" && isTableUrl(new URLSearchParams(window.location.search))) {
  const params = new URLSearchParams(window.location.search);
  const tableId = params.get("sTableId") ?? "";
  if (!(import.meta.env.DEV && tableId.startsWith("sandbox"))) reserveSeatEarly(tableId, params.get("sAuthToken") ?? "", params.get("sPrivateCode"));
  void loadTable();
  void loadRenderer(chooseRenderer());
}

export function GameRoute({ fallback }: { fallback: ReactNode }) {
  const [params] = useSearchParams();
  if (!isTableUrl(params)) return <>{fallback}</>;
  return (
    <Suspense fallback={<div style={{ position: "fixed", inset: 0, zIndex: 1000, background: "#0a2219", color: "#e8f3ee", display: "grid", placeItems: "center", font: "16px system-ui, sans-serif" }}>Opening the table…</div>}>
      <GameTablePage />
    </Suspense>
  );
}
