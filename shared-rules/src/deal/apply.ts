/**
 * The one transition of a deal: `apply(state, action, ctx)` returns the next state and the
 * events it caused, or a typed error with the state untouched. The room, the bots, the replay
 * tool and the tests all drive a deal through it.
 */
import { isCard } from "../card.ts";
import { applyDeclare, applyMeld } from "./declare.ts";
import { assertDealInvariants } from "./invariants.ts";
import { applyAutoDrop, applyDiscard, applyDraw, applyDrop, applyLeave } from "./play.ts";
import { dealError } from "./seats.ts";
import { applyTimeout } from "./timeout.ts";
import type { DealAction, DealCtx, DealState, DealStep } from "./types.ts";

/** Actions come from the network through the room; a malformed one is a value, not a crash. */
function malformed(action: DealAction): string | null {
  const a = action as unknown as Record<string, unknown>;
  if (a.type !== "timeout" && (typeof a.seat !== "number" || !Number.isInteger(a.seat))) return "seat must be an integer";
  if (a.type === "draw" && a.from !== "closed" && a.from !== "open") return "from must be closed or open";
  if (a.type === "discard" && !isCard(a.card)) return "card must be a card code";
  if (a.type === "declare" && !isCard(a.finish)) return "finish must be a card code";
  return null;
}

function dispatch(state: DealState, action: DealAction, ctx: DealCtx): DealStep {
  switch (action.type) {
    case "draw":
      return applyDraw(state, action, ctx);
    case "discard":
      return applyDiscard(state, action, ctx);
    case "drop":
      return applyDrop(state, action, ctx);
    case "auto_drop":
      return applyAutoDrop(state, action);
    case "declare":
      return applyDeclare(state, action, ctx);
    case "meld":
      return applyMeld(state, action, ctx);
    case "leave":
      return applyLeave(state, action, ctx);
    case "timeout":
      return applyTimeout(state, ctx);
    default:
      return dealError("deal/bad_action", `unknown action ${JSON.stringify((action as { type?: unknown }).type)}`);
  }
}

export function apply(state: DealState, action: DealAction, ctx: DealCtx): DealStep {
  if (!Number.isFinite(ctx.now)) throw new Error("apply: ctx.now must be a finite time in ms");
  if (typeof action !== "object" || action === null) return dealError("deal/bad_action", "an action is an object");
  const problem = malformed(action);
  if (problem) return dealError("deal/bad_action", problem);
  const step = dispatch(state, action, ctx);
  if (step.ok) assertDealInvariants(step.state);
  return step;
}
