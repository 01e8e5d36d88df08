/**
 * What just happened at the table, found by comparing two views: the moments drive the sounds
 * and the screen reader's announcements. Working from views rather than protocol events keeps
 * them right after a reconnect too (a reconnect yields one view, and nothing is announced twice).
 * `moment-words.ts` puts them into the player's language.
 */
import type { Card } from "@rummy/shared-rules";
import type { PlayerSeat, TableView } from "./types.ts";

export type Moment =
  | { readonly type: "deal"; readonly dealNumber: number }
  | { readonly type: "my-turn" }
  | { readonly type: "turn"; readonly seat: number }
  | { readonly type: "drew"; readonly seat: number; readonly from: "closed" | "open"; readonly card: Card | null }
  | { readonly type: "discarded"; readonly seat: number; readonly card: Card }
  | { readonly type: "dropped"; readonly seat: number }
  | { readonly type: "wrong-show"; readonly seat: number }
  | { readonly type: "declared"; readonly seat: number }
  | { readonly type: "results"; readonly won: boolean | null };

function seatOf(view: TableView, seat: number): PlayerSeat | null {
  return view.seats[seat] ?? null;
}

function statusMoments(prev: TableView, next: TableView): Moment[] {
  const out: Moment[] = [];
  for (const s of next.seats) {
    if (!s) continue;
    const before = seatOf(prev, s.seat)?.status;
    if (before === s.status) continue;
    if (s.status === "dropped") out.push({ type: "dropped", seat: s.seat });
    if (s.status === "wrong_show") out.push({ type: "wrong-show", seat: s.seat });
    if (s.status === "declared") out.push({ type: "declared", seat: s.seat });
  }
  return out;
}

export function momentsBetween(prev: TableView | null, next: TableView): Moment[] {
  if (!prev || prev.dealId !== next.dealId) {
    return next.dealId && next.phase === "play" && prev ? [{ type: "deal", dealNumber: next.dealNumber }] : [];
  }
  const out: Moment[] = [];
  const pt = prev.turn;
  const nt = next.turn;
  if (nt && pt && nt.seat === pt.seat && nt.number === pt.number && !pt.drawnFrom && nt.drawnFrom) {
    out.push({ type: "drew", seat: nt.seat, from: nt.drawnFrom, card: nt.drawnCard });
  }
  const top = next.openTop;
  const topChanged = top !== prev.openTop || next.openCount > prev.openCount;
  if (pt && top !== null && topChanged && (!nt || nt.number !== pt.number)) {
    out.push({ type: "discarded", seat: pt.seat, card: top });
  }
  out.push(...statusMoments(prev, next));
  if (nt && (!pt || pt.number !== nt.number)) {
    out.push(nt.seat === next.mySeat ? { type: "my-turn" } : { type: "turn", seat: nt.seat });
  }
  if (!prev.results && next.results) {
    out.push({ type: "results", won: next.mySeat === null ? null : next.results.winner === next.mySeat });
  }
  return out;
}
