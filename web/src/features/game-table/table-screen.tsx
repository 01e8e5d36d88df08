/**
 * The table screen: the Pixi canvas underneath, the DOM overlays on top (buttons, dialogs,
 * results, notices, connection state), the keyboard, and the test hook.
 */
import { useEffect } from "react";
import { useAfterFirstScreen } from "../../shared/first-screen.ts";
import type { TableController } from "./model/controller.ts";
import { keyToAction } from "./model/keyboard.ts";
import { TableCanvas } from "./scene/table-canvas.tsx";
import type { Motion } from "./scene/motion.ts";
import { installTestHook } from "./test-hook.ts";
import { ActionBar } from "./ui/action-bar.tsx";
import { ControllerContext } from "./ui/controller-context.ts";
import { useLater } from "./ui/deferred.ts";
import { FeltBackground } from "./ui/felt-background.tsx";
import { MeldPanel } from "./ui/meld-panel.tsx";
import { ConnectionOverlay, LiveRegion, Notices, RotateHint, WaitingBanner } from "./ui/status-layers.tsx";
import { TopBar } from "./ui/top-bar.tsx";
import { TurnTicker } from "./ui/turn-ticker.tsx";
import { HandSummary } from "./ui/hand-summary.tsx";

function closeWindow(): void {
  window.close();
  // A window the script did not open stays open: go to the lobby instead.
  setTimeout(() => window.location.assign("/lobby"), 300);
}

export function TableScreen({ controller, motion }: { controller: TableController; motion: Motion }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof HTMLElement ? e.target : null;
      const inDialog = document.querySelector(".gt-root [role=dialog], .gt-root [role=alertdialog]") !== null;
      const action = keyToAction({ key: e.key, shiftKey: e.shiftKey, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey, targetTag: target?.tagName ?? "BODY", inDialog });
      if (!action) return;
      e.preventDefault();
      controller.handleKey(action);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [controller]);

  useEffect(() => installTestHook(controller, motion), [controller, motion]);
  // Results, prompts, dialogs and the tournament header arrive after the first frame.
  const later = useLater();
  // The hand in words for screen readers (a translated sentence per card) renders once the table
  // is drawn, not on the way to the first frame.
  const drawn = useAfterFirstScreen();

  return (
    <ControllerContext.Provider value={controller}>
      <div className="gt-root">
        <FeltBackground />
        <TableCanvas controller={controller} motion={motion} />
        <TopBar />
        {later ? <later.TournamentLayer /> : null}
        <WaitingBanner />
        <ActionBar />
        <MeldPanel />
        <Notices />
        {later ? (
          <>
            <later.ResultsDialog />
            <later.MatchPrompts />
            <later.Dialogs />
          </>
        ) : null}
        <ConnectionOverlay onClose={closeWindow} />
        {drawn ? <HandSummary /> : null}
        <LiveRegion />
        <TurnTicker />
        <RotateHint />
      </div>
    </ControllerContext.Provider>
  );
}
