/**
 * What just happened at the table, found by comparing two views: the moments drive the sounds
 * and the screen reader's announcements. Working from views rather than protocol events keeps
 * them right after a reconnect too (a reconnect yields one view, and nothing is announced twice).
 */
import { formatCard, type Card } from "@rummy/shared-rules";
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

const SUIT_WORDS: Readonly<Record<string, string>> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const RANK_WORDS: Readonly<Record<string, string>> = { A: "ace", J: "jack", Q: "queen", K: "king" };

/** A card in words for screen readers: "7 of hearts", "printed joker". */
export function cardWords(card: Card): string {
  const text = formatCard(card);
  if (text === "JK") return "printed joker";
  const rank = text.slice(0, -1);
  const suit = text.slice(-1);
  return `${RANK_WORDS[rank] ?? rank} of ${SUIT_WORDS[suit] ?? suit}`;
}

export function describeMoment(view: TableView, m: Moment): string {
  const name = (seat: number) => (seat === view.mySeat ? "You" : (seatOf(view, seat)?.name ?? `Seat ${seat + 1}`));
  switch (m.type) {
    case "deal":
      return `Deal ${m.dealNumber} is dealt.`;
    case "my-turn":
      return "Your turn: pick a card from the closed or the open deck.";
    case "turn":
      return `${name(m.seat)}'s turn.`;
    case "drew":
      return m.from === "open" && m.card !== null
        ? `${name(m.seat)} picked the ${cardWords(m.card)} from the open deck.`
        : `${name(m.seat)} picked from the closed deck${m.card !== null && m.seat === view.mySeat ? `: the ${cardWords(m.card)}` : ""}.`;
    case "discarded":
      return `${name(m.seat)} discarded the ${cardWords(m.card)}.`;
    case "dropped":
      return `${name(m.seat)} dropped.`;
    case "wrong-show":
      return `${name(m.seat)} made a wrong show.`;
    case "declared":
      return `${name(m.seat)} declared.`;
    case "results":
      return m.won === true ? "You won the deal." : "The deal is over: see the results.";
  }
}
