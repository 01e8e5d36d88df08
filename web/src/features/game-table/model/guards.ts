/**
 * Whether an intent makes sense now, and if not, why, in the player's words. These are hints
 * from the view and `shared-rules` so that a button can be disabled with a reason; the room
 * checks every intent again and its refusal is shown as it comes.
 */
import type { RuleHints } from "./hints.ts";
import type { Card } from "@rummy/shared-rules";
import type { PlayerSeat, TableView } from "./types.ts";

/** Why an intent is refused, in the player's words (the catalogue's `reasons` translates them). */
export const GUARD_REASONS = {
  wait: "Wait for your turn.",
  picked: "You have picked a card: discard one, or declare.",
  closedEmpty: "The closed deck is empty.",
  openEmpty: "The open deck is empty.",
  openJoker: "A joker cannot be picked from the open deck.",
  pickFirst: "Pick a card from the closed or the open deck first.",
  selectOne: "Select one card.",
  openDiscard: "A card picked from the open deck cannot be discarded in the same turn.",
  notInDeal: "You are not in this deal.",
  dropOnTurn: "You can drop on your turn, or tick Auto drop to drop when it comes.",
  dropBeforePick: "A drop comes before picking a card: discard or declare now.",
} as const;

export function mySeatOf(view: TableView): PlayerSeat | null {
  return view.mySeat === null ? null : (view.seats[view.mySeat] ?? null);
}

export function amPlaying(view: TableView): boolean {
  return mySeatOf(view)?.status === "playing";
}

export function isMyTurn(view: TableView): boolean {
  return view.phase === "play" && view.turn !== null && view.turn.seat === view.mySeat && amPlaying(view);
}

export function hasDrawnThisTurn(view: TableView): boolean {
  return isMyTurn(view) && view.turn?.drawnFrom !== null;
}

/** Null when the player may pick from `from` now, else the reason not to. */
export function drawProblem(view: TableView, hints: RuleHints | null, from: "closed" | "open"): string | null {
  if (!isMyTurn(view)) return GUARD_REASONS.wait;
  if (view.turn?.drawnFrom) return GUARD_REASONS.picked;
  if (from === "closed") return view.closedCount > 0 ? null : GUARD_REASONS.closedEmpty;
  const top = view.openTop;
  if (top === null) return GUARD_REASONS.openEmpty;
  if (hints?.isJoker(top) && !view.openIsFirstCard) return GUARD_REASONS.openJoker;
  return null;
}

/** Null when `card` may be discarded (or put in the finish slot) now. */
export function discardProblem(view: TableView, card: Card | null): string | null {
  if (!isMyTurn(view)) return GUARD_REASONS.wait;
  if (!view.turn?.drawnFrom) return GUARD_REASONS.pickFirst;
  if (card === null) return GUARD_REASONS.selectOne;
  if (view.turn.drawnFrom === "open" && view.turn.drawnCard === card) {
    return GUARD_REASONS.openDiscard;
  }
  return null;
}

export function dropProblem(view: TableView): string | null {
  if (view.phase !== "play" || !amPlaying(view)) return GUARD_REASONS.notInDeal;
  if (!isMyTurn(view)) return GUARD_REASONS.dropOnTurn;
  if (view.turn?.drawnFrom) return GUARD_REASONS.dropBeforePick;
  return null;
}

export function canSetAutoDrop(view: TableView): boolean {
  return view.phase === "play" && amPlaying(view) && !isMyTurn(view);
}

export function mustMeld(view: TableView): boolean {
  return view.phase === "meld" && amPlaying(view) && mySeatOf(view)?.melded === false;
}
