/**
 * Whether an intent makes sense now, and if not, why, in the player's words. These are hints
 * from the view and `shared-rules` so that a button can be disabled with a reason; the room
 * checks every intent again and its refusal is shown as it comes.
 */
import type { RuleHints } from "./hints.ts";
import type { Card } from "@rummy/shared-rules";
import type { PlayerSeat, TableView } from "./types.ts";

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
  if (!isMyTurn(view)) return "Wait for your turn.";
  if (view.turn?.drawnFrom) return "You have picked a card: discard one, or declare.";
  if (from === "closed") return view.closedCount > 0 ? null : "The closed deck is empty.";
  const top = view.openTop;
  if (top === null) return "The open deck is empty.";
  if (hints?.isJoker(top) && !view.openIsFirstCard) return "A joker cannot be picked from the open deck.";
  return null;
}

/** Null when `card` may be discarded (or put in the finish slot) now. */
export function discardProblem(view: TableView, card: Card | null): string | null {
  if (!isMyTurn(view)) return "Wait for your turn.";
  if (!view.turn?.drawnFrom) return "Pick a card from the closed or the open deck first.";
  if (card === null) return "Select one card.";
  if (view.turn.drawnFrom === "open" && view.turn.drawnCard === card) {
    return "A card picked from the open deck cannot be discarded in the same turn.";
  }
  return null;
}

export function dropProblem(view: TableView): string | null {
  if (view.phase !== "play" || !amPlaying(view)) return "You are not in this deal.";
  if (!isMyTurn(view)) return "You can drop on your turn, or tick Auto drop to drop when it comes.";
  if (view.turn?.drawnFrom) return "A drop comes before picking a card: discard or declare now.";
  return null;
}

export function canSetAutoDrop(view: TableView): boolean {
  return view.phase === "play" && amPlaying(view) && !isMyTurn(view);
}

export function mustMeld(view: TableView): boolean {
  return view.phase === "meld" && amPlaying(view) && mySeatOf(view)?.melded === false;
}
