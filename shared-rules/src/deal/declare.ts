/**
 * Declaring and the meld phase. A declaration is made on one's turn after drawing: one card goes
 * face down to the finish slot and the rest is submitted as groups. A valid one wins the deal
 * and opens the meld phase, in which every other seat still playing submits its own groups
 * within `meldSeconds`; an invalid one is a wrong show: `wrongShow` points and out of the hand,
 * while play goes on.
 */
import { isCard, type Card } from "../card.ts";
import { judgeDeclaration } from "./judge.ts";
import { checkOnTurn } from "./play.ts";
import { settleDeal } from "./results.ts";
import { finishTurn } from "./turn.ts";
import { dealError, findSeat, playingSeats, sameCards, updateSeat, withoutCard } from "./seats.ts";
import type { DealAction, DealCtx, DealError, DealState, DealStep } from "./types.ts";

/** Groups must be non-empty lists of card codes that together are exactly `hand`. */
function checkGroups(groups: unknown, hand: readonly Card[]): { ok: false; error: DealError } | Card[][] {
  if (!Array.isArray(groups) || groups.length === 0 || groups.length > hand.length) {
    return dealError("deal/bad_groups", `submit 1 to ${hand.length} groups`);
  }
  for (const group of groups as unknown[]) {
    if (!Array.isArray(group) || group.length === 0 || !group.every(isCard)) {
      return dealError("deal/bad_groups", "every group is a non-empty list of cards");
    }
  }
  const copy = (groups as Card[][]).map((g) => [...g]);
  if (!sameCards(hand, copy.flat())) return dealError("deal/groups_mismatch", "the groups must hold exactly the cards in your hand");
  return copy;
}

export function applyDeclare(state: DealState, action: Extract<DealAction, { type: "declare" }>, ctx: DealCtx): DealStep {
  const failed = checkOnTurn(state, action.seat, ctx.now);
  if (failed) return failed;
  const drawn = state.turn?.drawn;
  if (!drawn) return dealError("deal/must_draw_first", "draw a card before declaring");
  const hand = findSeat(state, action.seat)?.hand ?? [];
  const rest = withoutCard(hand, action.finish);
  if (!rest) return dealError("deal/card_not_in_hand", "the finish card is not in your hand");
  // The finish slot is a discard made face down, so the same-card rule applies to it.
  if (drawn.from === "open" && drawn.card === action.finish) {
    return dealError("deal/cannot_discard_open_pick", "a card picked from the open deck cannot be the finish card in the same turn");
  }
  const groups = checkGroups(action.groups, rest);
  if (!Array.isArray(groups)) return groups;
  const verdict = judgeDeclaration(state.rules, state.cut, groups, rest);
  if (!verdict.valid) {
    const points = state.rules.wrongShow;
    const shown = updateSeat(state, action.seat, { status: "wrong_show", groups, missedTurns: 0 });
    const next = finishTurn(shown, ctx.now);
    return { ok: true, state: next.state, events: [{ type: "wrong_show", seat: action.seat, points, reason: verdict.reason }, ...next.events] };
  }
  const declared = updateSeat(state, action.seat, { status: "declared", hand: rest, groups, missedTurns: 0 });
  const meldDeadline = ctx.now + state.rules.meldSeconds * 1000;
  const next: DealState = { ...declared, phase: "meld", finish: action.finish, turn: null, meld: { declarer: action.seat, deadline: meldDeadline } };
  const waitingFor = playingSeats(next).map((s) => s.seat);
  return { ok: true, state: next, events: [{ type: "declared", seat: action.seat, meldDeadline, waitingFor }] };
}

export function applyMeld(state: DealState, action: Extract<DealAction, { type: "meld" }>, ctx: DealCtx): DealStep {
  const s = findSeat(state, action.seat);
  if (!s) return dealError("deal/unknown_seat", `seat ${action.seat} is not in this deal`);
  if (state.phase !== "meld" || !state.meld) return dealError("deal/not_in_phase", `the deal is in its ${state.phase} phase`);
  if (s.status !== "playing") return dealError("deal/not_melding", "only players still in the hand submit melds");
  if (s.groups) return dealError("deal/already_melded", "your groups are already submitted");
  if (ctx.now >= state.meld.deadline) return dealError("deal/turn_expired", "the meld phase's time is up");
  const groups = checkGroups(action.groups, s.hand);
  if (!Array.isArray(groups)) return groups;
  const melded = updateSeat(state, action.seat, { groups });
  const events = [{ type: "melded", seat: action.seat } as const];
  if (playingSeats(melded).some((p) => !p.groups)) return { ok: true, state: melded, events };
  const settled = settleDeal(melded, "declaration", state.meld.declarer);
  return { ok: true, state: settled.state, events: [...events, ...settled.events] };
}
