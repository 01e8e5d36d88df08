/**
 * Toss and seating (RULES.md "Turns"). Each player gets one card; the highest plays first and
 * seats follow toss order; the suit breaks ties S > H > D > C. The toss uses one 52-card pack
 * without jokers, so no two players can hold the same card and the order is always total. Ranks
 * count Ace low (A = 1 up to K = 13), the usual reading of "highest card" in Indian rummy tosses.
 */
import { formatCard, rankOf, suitIndexOf, type Card } from "../card.ts";
import { shuffled, type SeedHex } from "../shuffle.ts";
import type { Seat } from "../deal/types.ts";

export const TOSS_PURPOSE = "toss";

export interface TossResult {
  /** The card each player drew, by the index the room gave the player (joining order). */
  readonly cards: Card[];
  /** Player indices from the highest toss card down: seat i of the table goes to order[i]. */
  readonly order: number[];
}

/** Orders toss cards: higher rank first, then suit S > H > D > C. */
export function compareToss(a: Card, b: Card): number {
  return rankOf(b) - rankOf(a) || suitIndexOf(a) - suitIndexOf(b);
}

/** The toss for `players` players, drawn from the table's seed under its own purpose. */
export function toss(seedHex: SeedHex, tossId: string, players: number): TossResult {
  if (!Number.isInteger(players) || players < 2 || players > 52) throw new Error(`a toss needs 2..52 players, got ${players}`);
  const pack = Array.from({ length: 52 }, (_, c) => c);
  const cards = shuffled(pack, seedHex, tossId, TOSS_PURPOSE).slice(0, players);
  const order = cards.map((_, i) => i).sort((a, b) => compareToss(cards[a] as Card, cards[b] as Card));
  return { cards, order };
}

export function describeToss(result: TossResult): string[] {
  return result.order.map((player, seat) => `seat ${seat}: player ${player} (${formatCard(result.cards[player] as Card)})`);
}

/**
 * The first player of the next deal: the next seat clockwise (ascending, wrapping) after the
 * previous deal's first player, among the seats taking part. With no previous deal, the toss
 * winner's seat plays first.
 */
export function firstSeatForDeal(previousFirst: Seat | null, seatsInPlay: readonly Seat[], tossWinnerSeat: Seat = 0): Seat {
  const seats = [...seatsInPlay].sort((a, b) => a - b);
  if (seats.length === 0) throw new Error("no seats in play");
  if (previousFirst === null) return seats.includes(tossWinnerSeat) ? tossWinnerSeat : (seats[0] as Seat);
  return seats.find((s) => s > previousFirst) ?? (seats[0] as Seat);
}
