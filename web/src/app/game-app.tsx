/**
 * The game window as its own entry (src/game.tsx): the table with what the app's root layout gives
 * every page (root-layout.tsx) that a table uses, without the router. A session problem loads `/`;
 * the player channel opens once the page is idle, as everywhere (its tournament progress reaches
 * a tournament table); the account's language applies; the loader and toasts show.
 */
import GameTablePage from "../features/game-table/game-table-page.tsx";
import { usePlayerChannel } from "../shared/realtime/use-player-channel.ts";
import { FullScreenLoader } from "../shared/ui/loader.tsx";
import { Toaster } from "../shared/ui/toaster.tsx";
import { useAccountLanguage } from "./language.ts";
import { useSessionProblems } from "./session-problems.ts";

/** The game window never changes its URL: its query is read once. */
const params = new URLSearchParams(window.location.search);

const loadHome = () => window.location.replace("/");

/** `goHome`: how a session problem leaves for `/` (a new page; tests pass their own). */
export function GameApp({ goHome = loadHome }: { goHome?: () => void }) {
  useSessionProblems(goHome, true);
  usePlayerChannel();
  useAccountLanguage();
  return (
    <>
      <GameTablePage params={params} />
      <FullScreenLoader />
      <Toaster />
    </>
  );
}
