import type { Client } from "@colyseus/core";
import type { DealState } from "@rummy/shared-rules";
import { rupees } from "../services/tables/kinds.ts";
import type { TableRow } from "../services/tables/repository.ts";
import type { TournamentTableInfo } from "../services/tournaments/round-tables.ts";
import { CardState, TableState, TournamentState, type SeatState } from "./table-state.ts";

/**
 * Copies a deal's public facts into the synced state and each hand into its seat's private
 * `hand`. Only `viewFor`-level facts are copied: the closed deck contributes its length, nothing
 * else, and hands go into `@view()` fields that only their owners' views contain.
 */

/** `wall` turns a deal-clock instant into wall-clock ms for clients. */
export function projectDeal(state: TableState, deal: DealState, wall: (dealMs: number) => number, clientOf: (seat: number) => Client | undefined): void {
  state.commitment = deal.commitment;
  state.phase = deal.phase === "settled" ? "results" : deal.phase;
  state.turnSeat = deal.turn ? deal.turn.seat : -1;
  state.turnNumber = deal.turn ? deal.turn.number : 0;
  state.turnEndsAt = deal.turn ? wall(deal.turn.turnEndsAt) : 0;
  state.deadline = deal.turn ? wall(deal.turn.deadline) : 0;
  state.drawnFrom = deal.turn?.drawn?.from ?? "";
  const top = deal.open[deal.open.length - 1];
  state.openCard = top ?? -1;
  state.openCount = deal.open.length;
  state.closedCount = deal.closed.length;
  state.cutJoker = deal.cut;
  state.declarer = deal.meld ? deal.meld.declarer : -1;
  state.meldDeadline = deal.meld ? wall(deal.meld.deadline) : 0;
  for (const s of deal.seats) {
    const seat = state.seats.get(String(s.seat));
    if (!seat) continue;
    seat.status = s.status;
    seat.dropped = s.status === "dropped";
    seat.handCount = s.hand.length;
    seat.bankMs = s.bankMs;
    seat.missedTurns = s.missedTurns;
    seat.melded = deal.phase === "meld" && s.groups !== null && s.status === "playing";
    syncHand(seat, s.hand, clientOf(s.seat));
  }
}

/**
 * Makes `seat.hand` hold exactly `cards`, in their order, using only three edits: a changed
 * `code` on an entry, `pop` at the end and `push`. Every card added is added to the owner's view:
 * a card pushed into a `@view()` array after the array entered the view is not synced otherwise
 * (research/stack.md section 2).
 *
 * No `splice`: with @colyseus/schema 3.0.76, removing an entry from the middle of a `@view()`
 * array is decoded wrongly by a client whose view received the array's entries after they were
 * first encoded (every reconnection, and every table resumed by crash recovery): the client keeps
 * the old length and duplicates a neighbour, so a reloaded player saw 15 cards after their first
 * discard. `projection.test.ts` decodes as such a client does.
 */
export function syncHand(seat: SeatState, cards: readonly number[], client: Client | undefined): void {
  const hand = seat.hand;
  const kept = Math.min(hand.length, cards.length);
  for (let i = 0; i < kept; i++) {
    const entry = hand.at(i) as CardState;
    const code = cards[i] as number;
    if (entry.code !== code) entry.code = code;
  }
  while (hand.length > cards.length) hand.pop();
  for (let i = kept; i < cards.length; i++) {
    const card = new CardState();
    card.code = cards[i] as number;
    hand.push(card);
    client?.view?.add(card);
  }
}

/** A client (re)entering: its view gets its seat and every card already in its hand. */
export function grantHand(seat: SeatState, client: Client): void {
  client.view?.add(seat);
  seat.hand.forEach((card) => client.view?.add(card));
}

export function clearDeal(state: TableState): void {
  state.turnSeat = -1;
  state.turnNumber = 0;
  state.turnEndsAt = 0;
  state.deadline = 0;
  state.drawnFrom = "";
  state.openCard = -1;
  state.openCount = 0;
  state.closedCount = 0;
  state.cutJoker = -1;
  state.declarer = -1;
  state.meldDeadline = 0;
  state.seats.forEach((seat) => {
    seat.hand.clear();
    seat.handCount = 0;
    seat.melded = false;
    seat.dropped = false;
    seat.missedTurns = 0;
    if (seat.status !== "eliminated" && seat.status !== "left") seat.status = "waiting";
  });
}

/** The synced state of a table before its first deal: what it is and, at a round table, its tournament. */
export function initialTableState(t: TableRow, info: TournamentTableInfo | null): TableState {
  const s = new TableState();
  s.tableId = t.id;
  s.rummyType = t.rummyType;
  s.gameType = t.gameType;
  s.variant = t.variantId;
  s.isPrivate = t.privateCode !== null;
  s.maxPlayers = t.maxPlayers;
  s.tablePoint = t.rummyType === "pool" ? (t.poolLimit ?? 101) : t.rummyType === "deal" ? (t.dealsCount ?? 2) : rupees(t.pointValuePaise);
  s.tableFee = rupees(t.entryFeePaise);
  if (info) {
    const ts = new TournamentState();
    ts.id = info.id;
    ts.name = info.name;
    ts.round = info.round;
    ts.rounds = info.rounds;
    ts.deals = info.deals;
    ts.tableNo = info.tableNo;
    ts.qualifiers = info.qualifiers;
    s.tournament = ts;
  }
  return s;
}

/** A deal event with its deal-clock instants (turn end, deadline, meld deadline) as wall-clock ms. */
export function toWallClock<E extends { type: string }>(event: E, wall: (dealMs: number) => number): E {
  const e = event as E & { turnEndsAt?: number; deadline?: number; meldDeadline?: number };
  if (e.type === "turn" && e.turnEndsAt !== undefined && e.deadline !== undefined) return { ...e, turnEndsAt: wall(e.turnEndsAt), deadline: wall(e.deadline) };
  if (e.type === "declared" && e.meldDeadline !== undefined) return { ...e, meldDeadline: wall(e.meldDeadline) };
  return event;
}
