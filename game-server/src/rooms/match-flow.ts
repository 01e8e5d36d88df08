import type { Client } from "@colyseus/core";
import {
  matchOver,
  matchPrizes,
  matchSeats,
  nextMatchDeal,
  paidIn,
  publicMatch,
  recordMatchDeal,
  startMatch,
  type DealResults,
  type Match,
  type MatchEvent,
  type Seat,
  type SplitKind,
} from "@rummy/shared-rules";
import { rupees } from "../services/tables/kinds.ts";
import { closeTable, settleMatch, standUp, walletUserOf } from "../services/tables/stakes.ts";
import { updateTable } from "../services/tables/repository.ts";
import type { ClientMessage } from "./messages.ts";
import type { MatchHost } from "./match-host.ts";
import { MatchOffers } from "./match-offers.ts";
import type { SeatSlot } from "./seat-tenure.ts";
import type { FlowHooks, KindFlow, TableContext } from "./table-context.ts";
import { TournamentMatch, type TournamentRecord } from "./tournament-match.ts";
import type { MatchMessage, ServerMessage } from "@rummy/shared-rules/contract/room";
import { roomNoticeText } from "../services/i18n/room-refusals-hi.ts";
import { languageOf } from "./client-language.ts";
import { sendTogether } from "./send-together.ts";

/** The match as persisted with its table: also which deal it last recorded (crash recovery) and, at a round table, its tournament record. */
type StoredMatch = Match & TournamentRecord & { readonly lastDealId?: string | null };

/**
 * Pool and deals rummy: a match of deals at one table, moved on by `shared-rules` (match.ts: one
 * transition shape for both kinds). The flow persists the match after every deal, offers rejoins
 * and splits between deals (`MatchOffers`), and pays the prize through the wallet when the match
 * ends. A match starts once every seat is taken and connected. At a tournament round table the
 * match is the tournament's (`TournamentMatch`): no rejoin, split or prize, a finishing order.
 */
export class MatchFlow implements KindFlow, MatchHost {
  match: Match | null = null;
  private readonly offers = new MatchOffers(this);
  private readonly tour: TournamentMatch | null;
  /** The prizes once paid, told to the table when it closes. */
  private matchOver: { match: ReturnType<typeof publicMatch> | null; prizes: { seat: Seat; name: string; amount: number }[]; prizePool: number } | null = null;
  /** The deal last recorded in the match: a deal resumed after a crash, or retried, counts once. */
  private recordedDeal: string | null = null;

  constructor(
    readonly room: TableContext,
    private readonly flow: FlowHooks,
  ) {
    this.tour = room.tournament ? new TournamentMatch(room, () => flow.seatsChanged()) : null;
  }

  restore(): void {
    const stored = (this.room.table.match as StoredMatch | null) ?? null;
    this.match = stored;
    this.recordedDeal = stored?.lastDealId ?? null;
    if (this.match) this.syncScores();
    this.tour?.restore(stored, this.match !== null);
    // A round table reopened after its match ended (the process died before the table closed):
    // the result is reported again (a no-op when it went in) and the table closes.
    const match = this.match;
    if (this.tour && match && this.over() && !this.tour.pendingTieBreak(match, true) && !this.room.deal) {
      const tour = this.tour;
      this.room.clock.setTimeout(() => void this.room.enqueue(async () => {
        if (this.room.deal || this.room.state.phase === "finished") return;
        await tour.reportResult(match);
        await this.finish();
      }), 0);
    }
  }

  private async persist(match: Match, lastDealId: string | null = this.recordedDeal): Promise<void> {
    const stored: StoredMatch = { ...match, lastDealId, ...(this.tour ? this.tour.record() : {}) };
    await updateTable(this.room.platform.db, this.room.table.id, { match: stored });
  }

  async commit(match: Match, events: MatchEvent[], lastDealId: string | null = this.recordedDeal): Promise<void> {
    await this.persist(match, lastDealId);
    this.match = match;
    this.recordedDeal = lastDealId;
    this.syncScores();
    // The synced scores first, then the message, so a client never reads a score older than the event.
    sendTogether(this.room.clients, () => {
      this.room.broadcastPatch();
      this.room.broadcast("match", { events, match: publicMatch(match) } satisfies MatchMessage);
    });
  }

  seatsChanged(): void {
    this.flow.seatsChanged();
  }

  nextDeal(): { seats: Seat[]; firstSeat: Seat | null } | null {
    const room = this.room;
    if (this.offers.open) return null;
    if (!this.match) {
      const slots = [...room.seats.values()];
      const everyone = slots.every((s) => s.row.isBot || s.client);
      const ready = slots.length === room.table.maxPlayers && (everyone || this.tour?.seatWaitOver() === true);
      return ready ? { seats: slots.map((s) => s.row.seat).sort((a, b) => a - b), firstSeat: null } : null;
    }
    if (this.over()) {
      const tie = this.tour?.pendingTieBreak(this.match, true) ?? null;
      return tie ? { seats: tie, firstSeat: null } : null;
    }
    return nextMatchDeal(this.match);
  }

  private over(): boolean {
    return this.match !== null && matchOver(this.match);
  }

  async dealStarted(seats: Seat[], firstSeat: Seat): Promise<void> {
    if (this.match) return;
    const room = this.room;
    const match = startMatch(room.rules, seats, firstSeat, room.table.dealsCount);
    await this.persist(match);
    this.match = match;
    this.syncScores();
    await this.tour?.started();
  }

  async settle(dealId: string, results: DealResults): Promise<Map<Seat, bigint>> {
    const match = this.match;
    if (!match) throw new Error("a match deal settled with no match");
    if (this.over()) return this.settleTieBreak(match, dealId, results);
    let events: MatchEvent[] = [];
    if (this.recordedDeal !== dealId) {
      const recorded = recordMatchDeal(match, results);
      this.tour?.recorded(recorded.match, recorded.events);
      await this.commit(recorded.match, recorded.events, dealId);
      events = recorded.events;
    }
    const now = this.match as Match;
    if (this.over()) return this.tour ? this.tour.reportOrBreakTie(now) : this.payPrizes("auto");
    this.offers.offer(events);
    return new Map();
  }

  /** A tie-breaker deal after a round table's match: it orders the tied seats, chips unchanged. */
  private async settleTieBreak(match: Match, dealId: string, results: DealResults): Promise<Map<Seat, bigint>> {
    const tour = this.tour;
    if (!tour) throw new Error("a deal settled after the match was over");
    if (this.recordedDeal !== dealId) {
      await tour.recordTieBreak(results, () => this.persist(match, dealId));
      this.recordedDeal = dealId;
    }
    return tour.reportOrBreakTie(match);
  }

  /** Score (pool points or deals chips) and elimination of every seat, from the match. */
  private syncScores(): void {
    if (!this.match) return;
    for (const p of matchSeats(this.match)) {
      const view = this.room.seats.view(p.seat);
      if (!view) continue;
      view.score = p.score;
      if (p.eliminated) view.status = "eliminated";
      else if (view.status === "eliminated") view.status = "waiting";
    }
  }

  async afterResults(): Promise<"next" | "closed" | "waiting"> {
    if (this.over() && this.tour?.pendingTieBreak(this.match, true)) return "next";
    if (this.over()) {
      await this.finish();
      return "closed";
    }
    return this.offers.open ? "waiting" : "next";
  }

  async handle(slot: SeatSlot, client: Client, type: "rejoin" | "split", data: unknown): Promise<void> {
    if (type === "rejoin") return this.offers.answerRejoin(slot, client, (data as ClientMessage<"rejoin">).accept);
    return this.offers.answerSplit(slot, client, (data as ClientMessage<"split">).action);
  }

  private walletUser(seat: Seat): string {
    const slot = this.room.seats.get(seat);
    if (!slot) throw new Error(`seat ${seat} has no seat row`);
    return walletUserOf(slot.row);
  }

  async payPrizes(splitKind: SplitKind): Promise<Map<Seat, bigint>> {
    const match = this.match;
    if (!match) throw new Error("no match to pay");
    const { table, rules, seats } = this.room;
    const { pool, shares } = matchPrizes(match, table.entryFeePaise, rules.rakePercent, splitKind);
    await settleMatch(this.room.platform, table, String(match.dealsPlayed), paidIn(match, table.entryFeePaise), shares, pool, (seat) => this.walletUser(seat));
    this.matchOver = {
      match: publicMatch(match),
      prizes: shares.map((s) => ({ seat: s.seat, name: seats.get(s.seat)?.row.name ?? "", amount: rupees(s.paise) })),
      prizePool: rupees(pool.prizePaise),
    };
    return new Map(shares.map((s) => [s.seat, s.paise]));
  }

  /**
   * The match is over and paid: `match_over` (after the last deal's results), every seat stands
   * up with what its escrow holds now, and the table closes.
   */
  async finish(): Promise<void> {
    const room = this.room;
    if (this.matchOver) room.broadcast("match_over", this.matchOver satisfies ServerMessage<"match_over">);
    if (this.tour?.result) room.broadcast("table_result", this.tour.result);
    this.tour?.stop();
    this.flow.clearTimers();
    const slots = [...room.seats.values()];
    await Promise.all(slots.map((slot) => standUp(room.platform, room.table, slot.row)));
    for (const slot of slots) room.seats.stand(slot.row.seat, false);
    await closeTable(room.platform, room.table, "closed");
    room.state.phase = "finished";
    room.broadcast("closed", { reason: "match_over" } satisfies ServerMessage<"closed">);
    room.clock.setTimeout(() => void room.disconnect(), 2000);
  }

  /** Before the match: stand up with the entry fee back. During it: out at every deal (drops) until eliminated. */
  async leave(slot: SeatSlot): Promise<void> {
    const room = this.room;
    if (room.tournament) {
      // The seat is the player's place in the tournament: it stays, played and dropped for them.
      const message = roomNoticeText(languageOf(slot.client), "You stay in the tournament: your seat is dropped every deal until this table's match ends.");
      slot.client?.send("leaving", { seat: slot.row.seat, afterDeal: false, message } satisfies ServerMessage<"leaving">);
      return;
    }
    if (!this.match) {
      const returned = await standUp(room.platform, room.table, slot.row);
      slot.client?.send("stood_up", { seat: slot.row.seat, nChips: rupees(returned) } satisfies ServerMessage<"stood_up">);
      room.seats.stand(slot.row.seat);
      if (room.seats.humans().length === 0) {
        // The last human left before the match: the table closes, and its bot fill with it.
        this.flow.clearTimers();
        for (const s of [...room.seats.values()]) {
          await standUp(room.platform, room.table, s.row);
          room.seats.stand(s.row.seat, false);
        }
        await closeTable(room.platform, room.table, "closed");
        room.state.phase = "finished";
        room.clock.setTimeout(() => void room.disconnect(), 1000);
      }
      return;
    }
    this.offers.withdraw(slot.row.seat);
    const message = roomNoticeText(languageOf(slot.client), "You are out of the match; your entry fee stays in the prize pool.");
    slot.client?.send("leaving", { seat: slot.row.seat, afterDeal: false, message } satisfies ServerMessage<"leaving">);
  }
}
