/**
 * The game window's root (web/game.html, src/game-main.tsx): the table, and what it keeps of the
 * site's root layout — the player channel (a tournament's next round and its Take Seat,
 * going-to-start toasts, a logout elsewhere), the session's end (a 401 goes to /), the account's
 * language, and the toasts. No router, home page or shell.
 */
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { TABLE } from "../features/game-table/i18n/index.ts";
import type { TableEntry } from "../features/game-table/table-url.ts";
import { lazyPage } from "../shared/lazy-page.ts";
import { usePlayerChannel } from "../shared/realtime/use-player-channel.ts";
import { Toaster } from "../shared/ui/toaster.tsx";
import { useAccountLanguage } from "./language.ts";
import { useSessionProblems } from "./session-problems.ts";

/**
 * The table's chunk (game.html preloads it; game-main.tsx asks for it as the window opens and
 * renders the window once it has run, so the table renders in one pass: shared/lazy-page.ts).
 */
const GameTablePage = lazyPage(() => import("../features/game-table/game-table-page.tsx"));
export const loadTable = () => GameTablePage.preload();

/** Until the table's chunk has run (its own stylesheet comes with it, so the style is inline). */
export function Opening() {
  const { t } = useTranslation(TABLE);
  return <div style={{ position: "fixed", inset: 0, zIndex: 1000, background: "#0a2219", color: "#e8f3ee", display: "grid", placeItems: "center", font: "16px system-ui, sans-serif" }}>{t("status.joining")}</div>;
}

const goHome = () => window.location.replace("/");

export function GameWindow({ entry }: { entry: TableEntry }) {
  usePlayerChannel();
  useSessionProblems(goHome);
  useAccountLanguage();
  return (
    <>
      <Suspense fallback={<Opening />}>
        <GameTablePage entry={entry} />
      </Suspense>
      <Toaster />
    </>
  );
}
