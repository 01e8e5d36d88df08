/**
 * The confirmations: drop (stating its cost), declare (with the rules' verdict on the groups
 * first, so a wrong show is never a surprise), leave, and the keyboard help.
 */
import { useAtomValue } from "jotai";
import { cardGroups, findCard, handCards, withoutCard } from "../model/hand.ts";
import { KEY_HELP } from "../model/keyboard.ts";
import { stake } from "../model/stake.ts";
import { arrangementAtom, dialogAtom, hintsAtom, viewAtom } from "../model/table-store.ts";
import { CardChip, CardGroups } from "./CardChip.tsx";
import { useController } from "./controller-context.ts";
import { FairnessPanel } from "./FairnessPanel.tsx";
import { Modal } from "./Modal.tsx";

function DropDialog() {
  const controller = useController();
  const view = useAtomValue(viewAtom);
  const hints = useAtomValue(hintsAtom);
  if (!view || !hints) return null;
  const kind = view.hasDrawn ? "middle drop" : "first drop";
  const cost = hints.dropCost(view.hasDrawn);
  const money = view.info.pointValue ? ` (${stake(cost * view.info.pointValue, view.info.practice)})` : "";
  return (
    <Modal
      title="Drop this deal?"
      onClose={() => controller.closeDialog()}
      actions={
        <>
          <button type="button" onClick={() => controller.closeDialog()} data-autofocus>
            Keep playing
          </button>
          <button type="button" className="gt-danger" onClick={() => controller.confirmDrop()}>
            Drop for {cost} points
          </button>
        </>
      }
    >
      <p>
        A {kind} costs <strong>{cost} points</strong>
        {money}. You will be out of this deal.
      </p>
    </Modal>
  );
}

function DeclareDialog({ finishId }: { finishId: string }) {
  const controller = useController();
  const view = useAtomValue(viewAtom);
  const hints = useAtomValue(hintsAtom);
  const arrangement = useAtomValue(arrangementAtom);
  const finish = findCard(arrangement, finishId);
  if (!view || !hints || !finish) return null;
  const rest = withoutCard(arrangement, finishId);
  const groups = cardGroups(rest);
  const verdict = hints.declaration(groups, handCards(rest).map((c) => c.card));
  return (
    <Modal
      title="Declare?"
      wide
      onClose={() => controller.closeDialog()}
      actions={
        <>
          <button type="button" onClick={() => controller.closeDialog()} data-autofocus={verdict.valid ? undefined : true}>
            Cancel
          </button>
          <button type="button" className={verdict.valid ? "gt-accent" : "gt-danger"} onClick={() => controller.confirmDeclare()} data-autofocus={verdict.valid ? true : undefined}>
            {verdict.valid ? "Declare" : "Declare anyway"}
          </button>
        </>
      }
    >
      <p>
        Finish card: <CardChip card={finish.card} joker={hints.isJoker(finish.card)} />
      </p>
      <p>
        Your groups: <CardGroups groups={groups} isJoker={hints.isJoker} />
      </p>
      {verdict.valid ? (
        <p className="gt-ok">These groups make a valid declaration.</p>
      ) : (
        <p className="gt-warn" role="alert">
          This looks like a wrong show: {verdict.problem}. A wrong show costs {view.rules.wrongShow} points and puts you out of the deal.
        </p>
      )}
    </Modal>
  );
}

function LeaveDialog() {
  const controller = useController();
  const view = useAtomValue(viewAtom);
  const inDeal = view?.phase === "play" && view.mySeat !== null && view.seats[view.mySeat]?.status === "playing";
  return (
    <Modal
      title="Leave the table?"
      onClose={() => controller.closeDialog()}
      actions={
        <>
          <button type="button" onClick={() => controller.closeDialog()} data-autofocus>
            Stay
          </button>
          <button type="button" className="gt-danger" onClick={() => void controller.leave()}>
            Leave table
          </button>
        </>
      }
    >
      <p>{inDeal ? "You are in a deal: leaving now counts as a drop, and its points are taken." : "Your chips go back to your wallet."}</p>
    </Modal>
  );
}

/** Played "1 h 5 min" or "45 min". */
function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
}

/** The reality check: time played and the session's net result, with Continue and Take a break (leave). */
function RealityCheckDialog({ playedMinutes, net }: { playedMinutes: number; net: number }) {
  const controller = useController();
  const result = net === 0 ? "₹0" : `${net > 0 ? "+" : "−"}${stake(Math.abs(net), false)}`;
  return (
    <Modal
      title="Reality check"
      onClose={() => controller.closeDialog()}
      actions={
        <>
          <button type="button" onClick={() => controller.closeDialog()} data-autofocus>
            Continue
          </button>
          <button type="button" className="gt-danger" onClick={() => void controller.leave()}>
            Take a break
          </button>
        </>
      }
    >
      <p data-testid="reality-check">
        You have been playing for <strong>{duration(playedMinutes)}</strong>. Your net result this session: <strong>{result}</strong>.
      </p>
    </Modal>
  );
}

function HelpDialog() {
  const controller = useController();
  return (
    <Modal title="Keyboard" actions={<button type="button" onClick={() => controller.closeDialog()}>Close</button>} onClose={() => controller.closeDialog()}>
      <dl className="gt-keys">
        {KEY_HELP.map(([keys, what]) => (
          <div key={keys}>
            <dt>{keys}</dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <p>With the mouse or a finger: tap cards to select them, drag them between groups, drag one onto the open deck to discard it or onto the finish slot to declare.</p>
    </Modal>
  );
}

export function Dialogs() {
  const dialog = useAtomValue(dialogAtom);
  switch (dialog?.type) {
    case "drop":
      return <DropDialog />;
    case "declare":
      return <DeclareDialog finishId={dialog.finishId} />;
    case "leave":
      return <LeaveDialog />;
    case "help":
      return <HelpDialog />;
    case "fairness":
      return <FairnessPanel />;
    case "realityCheck":
      return <RealityCheckDialog playedMinutes={dialog.playedMinutes} net={dialog.net} />;
    default:
      return null;
  }
}
