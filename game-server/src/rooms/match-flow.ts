import type { Client } from "@colyseus/core";
import type { Delayed } from "@colyseus/timer";
import {
  canRejoin,
  dropsLeft,
  endPoolBySplit,
  isPoolOver,
  manualSplitAllowed,
  nextDealsDeal,
  nextPoolDeal,
  poolEntries,
  prizePool,
  recordDealsDeal,
  recordPoolDeal,
  rejoin,
  remainingPlayers,
  splitByDrops,
  splitEqually,
  startDeals,
  startPool,
  type DealResults,
  type DealsMatch,
  type MatchEvent,
  type PoolMatch,
  type PrizeShare,
  type Seat,
} from "@rummy/shared-rules";
import { rupees } from "../services/tables/kinds.ts";
import { buyRejoin, closeTable, settleMatch, standUp, walletUserOf } from "../services/tables/money.ts";
import { updateTable } from "../services/tables/repository.ts";
import { notifyPlayer } from "../services/realtime/publish.ts";
import { markPlaying, recordTableResult } from "../services/tournaments/director-repository.ts";
import { dealsStandings, poolStandings, tieBreakKeys, tieToBreak, type SeatStanding } from "../services/tournaments/round-standings.ts";
import type { ClientMessage } from "./messages.ts";
import type { KindFlow, TableFlow } from "./table-flow.ts";
import type { SeatSlot, TableRoom } from "./table-room.ts";

type Match = PoolMatch | DealsMatch;
/**
 * The match as persisted with its table: also which deal it last recorded (crash recovery) and,
 * at a tournament pool table, the deal that eliminated each seat (its finishing order).
 */
type StoredMatch = Match & { readonly lastDealId?: string | null; readonly eliminatedIn?: Record<string, number>; readonly tieKeys?: Record<string, number[]> };

/** What a tournament round table tells its players when its match is over (PROTOCOL.md `table_result`). */
interface TableResult {
  readonly iTournamentId: string;
  readonly round: number;
  readonly tableNo: number;
  readonly final: boolean;
  readonly qualifiers: number;
  readonly standings: { seat: Seat; name: string; rank: number; chips: number; qualified: boolean }[];
}

interface SplitVote {
  readonly kind: "auto" | "manual";
  readonly seats: Seat[];
  readonly accepted: Set<Seat>;
}

/**
 * Pool and deals rummy: a match of deals at one table, progressed by `shared-rules` (pool.ts,
 * deals.ts). The room persists the match after every deal, offers rejoins and splits between
 * deals, and pays the prize through the wallet when the match ends. A match starts once every
 * seat is taken and connected.
 *
 * At a tournament round table (`room.tournament`) the seats are the drawn players, the match
 * starts when they are all connected or when the seat wait is over (a no-show is auto-played and
 * auto-dropped by the deal's timeouts), there is no rejoin, split or prize, and the end of the
 * match reports the table's finishing order to the director (`recordTableResult`).
 */
export class MatchFlow implements KindFlow {
  private match: Match | null = null;
  private rejoinOffers = new Set<Seat>();
  private split: SplitVote | null = null;
  private offerTimer: Delayed | undefined;
  /** The prizes once paid, told to the table when it closes. */
  private matchOver: { match: ReturnType<MatchFlow["publicMatch"]>; prizes: { seat: Seat; name: string; amount: number }[]; prizePool: number } | null = null;
  /** The deal last recorded in the match: a deal resumed after a crash, or retried, counts once. */
  private recordedDeal: string | null = null;
  /** Tournament pool tables: seat -> the deal number that eliminated it. */
  private eliminatedIn: Record<string, number> = {};
  /** Tournament tables: the tie-breaker deals played after the match (round-standings.ts `TieKeys`). */
  private tieKeys: Record<string, number[]> = {};
  private tableResult: TableResult | null = null;
  private seatWaitTimer: Delayed | undefined;

  constructor(
    private readonly room: TableRoom,
    private readonly flow: TableFlow,
  ) {}

  restore(): void {
    const stored = (this.room.table.match as StoredMatch | null) ?? null;
    this.match = stored;
    this.recordedDeal = stored?.lastDealId ?? null;
    this.eliminatedIn = stored?.eliminatedIn ?? {};
    this.tieKeys = stored?.tieKeys ?? {};
    if (this.match) this.syncScores();
    // A round table reopened after its match ended (the process died before the table closed):
    // the result is reported again (a no-op when it went in) and the table closes.
    if (this.room.tournament && this.over() && !this.pendingTieBreak() && !this.room.deal) {
      this.room.clock.setTimeout(() => void this.room.enqueue(async () => {
        if (this.room.deal || this.room.state.phase === "finished") return;
        await this.reportResult();
        await this.finish();
      }), 0);
    }
    // A round table starts on its own time: at the end of the seat wait the match begins anyway.
    if (this.room.tournament && !this.match) this.armSeatWait();
  }

  /**
   * The room clock may fire a timer early (it adds whole ticks, and a busy loop makes them long),
   * so the wait is checked against the wall clock and armed again until it is really over.
   */
  private armSeatWait(): void {
    this.seatWaitTimer?.clear();
    if (this.match) return;
    const wait = this.seatWaitEndsAt() - Date.now();
    if (wait <= 0) {
      void this.room.enqueue(async () => this.flow.seatsChanged());
      return;
    }
    this.seatWaitTimer = this.room.clock.setTimeout(() => this.armSeatWait(), wait + 20);
  }

  private seatWaitEndsAt(): number {
    return this.room.table.createdAt.getTime() + this.room.timing("seatWaitMs");
  }

  private async persist(match: Match, lastDealId: string | null = this.recordedDeal): Promise<void> {
    const stored: StoredMatch = { ...match, lastDealId, ...(this.room.tournament ? { eliminatedIn: this.eliminatedIn, tieKeys: this.tieKeys } : {}) };
    await updateTable(this.room.platform.db, this.room.table.id, { match: stored });
  }

  private waitingOnPlayers(): boolean {
    return this.rejoinOffers.size > 0 || this.split !== null;
  }

  nextDeal(): { seats: Seat[]; firstSeat: Seat | null } | null {
    const room = this.room;
    if (this.waitingOnPlayers()) return null;
    if (!this.match) {
      const slots = [...room.seats.values()];
      const everyone = slots.every((s) => s.row.isBot || s.client);
      const waitOver = room.tournament !== null && Date.now() >= this.seatWaitEndsAt();
      const ready = slots.length === room.table.maxPlayers && (everyone || waitOver);
      return ready ? { seats: slots.map((s) => s.row.seat).sort((a, b) => a - b), firstSeat: null } : null;
    }
    if (this.over()) {
      const tie = this.pendingTieBreak();
      return tie ? { seats: tie, firstSeat: null } : null;
    }
    const next = this.match.kind === "pool" ? nextPoolDeal(this.match) : nextDealsDeal(this.match);
    return { seats: next.seats, firstSeat: next.firstSeat };
  }

  private over(): boolean {
    const m = this.match;
    return m !== null && (m.kind === "pool" ? isPoolOver(m) : m.winner !== null);
  }

  async dealStarted(seats: Seat[], firstSeat: Seat): Promise<void> {
    if (this.match) return;
    const room = this.room;
    const match = room.table.rummyType === "pool" ? startPool(room.rules, seats, firstSeat) : startDeals(room.rules, seats, firstSeat, room.table.dealsCount ?? undefined);
    await this.persist(match);
    this.match = match;
    this.syncScores();
    this.seatWaitTimer?.clear();
    if (room.tournament) await markPlaying(room.platform.db, room.table.id);
  }

  async settle(dealId: string, results: DealResults): Promise<Map<Seat, bigint>> {
    const match = this.match;
    if (!match) throw new Error("a match deal settled with no match");
    if (this.over()) return this.settleTieBreak(dealId, results);
    let events: MatchEvent[] = [];
    if (this.recordedDeal !== dealId) {
      const recorded = match.kind === "pool" ? recordPoolDeal(match, results) : recordDealsDeal(match, results);
      for (const e of recorded.events) if (e.type === "eliminated") this.eliminatedIn = { ...this.eliminatedIn, [String(e.seat)]: recorded.match.dealsPlayed };
      await this.persist(recorded.match, dealId);
      this.match = recorded.match;
      this.recordedDeal = dealId;
      events = recorded.events;
      this.syncScores();
      this.broadcastMatch(events);
    }
    if (this.over()) return this.room.tournament ? this.reportOrBreakTie() : this.payPrizes();
    this.openOffers(events);
    return new Map();
  }

  /** Score, chips and elimination of every seat, from the match. */
  private syncScores(): void {
    const match = this.match;
    if (!match) return;
    for (const p of match.players) {
      const view = this.room.seatState(p.seat);
      if (!view) continue;
      if (match.kind === "pool") {
        const pp = p as PoolMatch["players"][number];
        view.score = pp.score;
        if (pp.eliminated) view.status = "eliminated";
        else if (view.status === "eliminated") view.status = "waiting";
      } else {
        view.score = (p as DealsMatch["players"][number]).chips;
      }
    }
  }

  /** The synced scores first, then the message, so a client never reads a score older than the event. */
  private broadcastMatch(events: MatchEvent[]): void {
    this.room.broadcastPatch();
    this.room.broadcast("match", { events, match: this.publicMatch() });
  }

  publicMatch() {
    const m = this.match;
    if (!m) return null;
    if (m.kind === "pool") {
      return { kind: m.kind, dealsPlayed: m.dealsPlayed, players: m.players, winner: m.winner, splitBetween: m.splitBetween, entries: poolEntries(m) };
    }
    return { kind: m.kind, dealsPlayed: m.dealsPlayed, dealsCount: m.dealsCount, players: m.players, winner: m.winner, tieBreak: m.tieBreak };
  }

  /** Rejoin offers to eliminated humans who may still buy back in; the auto split when offered. */
  private openOffers(events: MatchEvent[]): void {
    const match = this.match;
    // A tournament table has no rejoin (no money at the table) and no split (places, not prizes).
    if (!match || match.kind !== "pool" || this.room.tournament) return;
    const deadline = Date.now() + this.room.timing("offerMs");
    for (const e of events) {
      if (e.type !== "eliminated") continue;
      const slot = this.room.seats.get(e.seat);
      if (!slot || slot.row.isBot || slot.leaving || canRejoin(match, e.seat) !== null) continue;
      this.rejoinOffers.add(e.seat);
      slot.client?.send("rejoin_offer", { seat: e.seat, nTableFee: rupees(this.room.table.entryFeePaise), score: Math.max(...remainingPlayers(match).map((p) => p.score)) + 1, deadline });
    }
    if (events.some((e) => e.type === "split_offered")) this.openSplit("auto", deadline);
    if (this.waitingOnPlayers()) this.armOfferTimer();
  }

  private openSplit(kind: SplitVote["kind"], deadline: number): SplitVote | null {
    const match = this.match;
    if (!match || match.kind !== "pool") return null;
    const seats = remainingPlayers(match).map((p) => p.seat);
    const accepted = new Set(seats.filter((s) => this.room.seats.get(s)?.row.isBot));
    this.split = { kind, seats, accepted };
    const shares = this.splitShares(kind);
    this.room.broadcast("split_offer", { kind, seats, deadline, shares: shares.map((s) => ({ seat: s.seat, amount: rupees(s.paise) })) });
    return this.split;
  }

  private armOfferTimer(): void {
    this.offerTimer?.clear();
    this.offerTimer = this.room.clock.setTimeout(() => void this.room.enqueue(() => this.closeOffers()), this.room.timing("offerMs"));
  }

  /** Unanswered offers lapse: a rejoin is declined, a split is refused; play goes on. */
  private async closeOffers(): Promise<void> {
    this.offerTimer?.clear();
    this.offerTimer = undefined;
    if (this.rejoinOffers.size > 0) this.room.broadcast("rejoin_closed", { seats: [...this.rejoinOffers] });
    this.rejoinOffers.clear();
    if (this.split) this.room.broadcast("split_result", { accepted: false });
    this.split = null;
    this.flow.seatsChanged();
  }

  async afterResults(): Promise<"next" | "closed" | "waiting"> {
    if (this.over() && this.pendingTieBreak()) return "next";
    if (this.over()) {
      await this.finish();
      return "closed";
    }
    return this.waitingOnPlayers() ? "waiting" : "next";
  }

  async handle(slot: SeatSlot, client: Client, type: "rejoin" | "split", data: unknown): Promise<void> {
    if (type === "rejoin") return this.answerRejoin(slot, client, (data as ClientMessage<"rejoin">).accept);
    return this.answerSplit(slot, client, (data as ClientMessage<"split">).action);
  }

  private async answerRejoin(slot: SeatSlot, client: Client, accept: boolean): Promise<void> {
    const seat = slot.row.seat;
    const match = this.match;
    if (!this.rejoinOffers.has(seat) || !match || match.kind !== "pool" || this.room.deal) {
      return this.room.sendError(client, "match/rejoin_closed", "There is no rejoin offer for you now.", "rejoin");
    }
    this.rejoinOffers.delete(seat);
    if (accept) {
      const rejoins = (match.players.find((p) => p.seat === seat)?.rejoins ?? 0) + 1;
      const refused = await buyRejoin(this.room.platform, this.room.table, slot.row, rejoins);
      if (refused) {
        this.room.sendError(client, refused.code, refused.message, "rejoin");
      } else {
        const step = rejoin(match, seat);
        if (!step.ok) this.room.sendError(client, step.error.code, step.error.message, "rejoin");
        else {
          await this.persist(step.match);
          this.match = step.match;
          this.syncScores();
          this.broadcastMatch(step.events);
        }
      }
    }
    if (!this.waitingOnPlayers()) await this.closeOffers();
  }

  private async answerSplit(slot: SeatSlot, client: Client, action: ClientMessage<"split">["action"]): Promise<void> {
    const seat = slot.row.seat;
    const match = this.match;
    if (this.room.tournament) return this.room.sendError(client, "match/split_not_allowed", "A tournament table has no split.", "split");
    if (!match || match.kind !== "pool" || this.room.deal) return this.room.sendError(client, "match/split_not_allowed", "A split can only be agreed between deals.", "split");
    if (action === "propose") {
      // Not while an eliminated player may still buy back in: the split's seats would change.
      if (this.split || this.rejoinOffers.size > 0 || !manualSplitAllowed(match) || !remainingPlayers(match).some((p) => p.seat === seat)) {
        return this.room.sendError(client, "match/split_not_allowed", "A split is not open at this point of the match.", "split");
      }
      this.openSplit("manual", Date.now() + this.room.timing("offerMs"))?.accepted.add(seat);
      this.room.broadcast("split_vote", { seat, accepted: true });
      this.armOfferTimer();
      return this.maybeAgreed(client);
    }
    if (!this.split || !this.split.seats.includes(seat)) return this.room.sendError(client, "match/split_not_allowed", "There is no split to answer.", "split");
    if (action === "reject") {
      this.room.broadcast("split_vote", { seat, accepted: false });
      return this.closeOffers();
    }
    this.split.accepted.add(seat);
    this.room.broadcast("split_vote", { seat, accepted: true });
    return this.maybeAgreed(client);
  }

  /** Every seat of the open split has accepted (bots always do): the match ends and pays out. */
  private async maybeAgreed(client: Client): Promise<void> {
    const split = this.split;
    const match = this.match;
    if (!split || !match || match.kind !== "pool" || !split.seats.every((s) => split.accepted.has(s))) return;
    const ended = endPoolBySplit(match);
    if (!ended.ok) return this.room.sendError(client, ended.error.code, ended.error.message, "split");
    await this.persist(ended.match);
    this.match = ended.match;
    this.split = null;
    this.offerTimer?.clear();
    this.offerTimer = undefined;
    this.broadcastMatch(ended.events);
    const deltas = await this.payPrizes(split.kind);
    this.room.broadcast("split_result", { accepted: true, shares: [...deltas].map(([s, paise]) => ({ seat: s, amount: rupees(paise) })) });
    await this.finish();
  }

  /** A split by drops when a player asked for it, an equal split when the system offered it. */
  private splitShares(kind: SplitVote["kind"]): PrizeShare[] {
    const match = this.match as PoolMatch;
    const pool = prizePool(this.room.table.entryFeePaise, poolEntries(match), this.room.rules.rakePercent);
    const players = remainingPlayers(match).map((p) => ({ seat: p.seat, score: p.score, dropsLeft: dropsLeft(match.rules, p.score) }));
    return kind === "manual" ? splitByDrops(pool.prizePaise, this.room.table.entryFeePaise, players) : splitEqually(pool.prizePaise, players);
  }

  /** What each seat paid into the prize pool: one entry fee, plus one per pool rejoin. */
  private paidIn(): Map<Seat, bigint> {
    const match = this.match;
    const fee = this.room.table.entryFeePaise;
    const paid = new Map<Seat, bigint>();
    for (const p of match?.players ?? []) paid.set(p.seat, fee * BigInt(1 + ("rejoins" in p ? p.rejoins : 0)));
    return paid;
  }

  private walletUser(seat: Seat): string {
    const slot = this.room.seats.get(seat);
    if (!slot) throw new Error(`seat ${seat} has no seat row`);
    return walletUserOf(slot.row);
  }

  private async payPrizes(splitKind: SplitVote["kind"] = "auto"): Promise<Map<Seat, bigint>> {
    const match = this.match;
    if (!match) throw new Error("no match to pay");
    const entries = match.kind === "pool" ? poolEntries(match) : match.players.length;
    const pool = prizePool(this.room.table.entryFeePaise, entries, this.room.rules.rakePercent);
    let shares: PrizeShare[];
    if (match.kind === "pool" && match.splitBetween) shares = this.splitShares(splitKind);
    else shares = [{ seat: match.winner as Seat, paise: pool.prizePaise }];
    await settleMatch(this.room.platform, this.room.table, String(match.dealsPlayed), this.paidIn(), shares, pool, (seat) => this.walletUser(seat));
    this.matchOver = {
      match: this.publicMatch(),
      prizes: shares.map((s) => ({ seat: s.seat, name: this.room.seats.get(s.seat)?.row.name ?? "", amount: rupees(s.paise) })),
      prizePool: rupees(pool.prizePaise),
    };
    return new Map(shares.map((s) => [s.seat, s.paise]));
  }

  /** The table's finishing order as it stands (tournament tables, once the match is over). */
  private standings(): SeatStanding[] {
    const match = this.match;
    if (!match) return [];
    return match.kind === "pool" ? poolStandings(match, this.eliminatedIn, this.tieKeys) : dealsStandings(match, this.tieKeys);
  }

  /** The seats of the tie-breaker deal still owed at this tournament table's end, or null. */
  private pendingTieBreak(): Seat[] | null {
    const info = this.room.tournament;
    if (!info || !this.over()) return null;
    return tieToBreak(this.standings(), info.qualifiers, info.final);
  }

  /** A tie that decides who goes on (or a place at the final) is played off; otherwise the result is reported. */
  private async reportOrBreakTie(): Promise<Map<Seat, bigint>> {
    const tie = this.pendingTieBreak();
    if (!tie) return this.reportResult();
    this.room.broadcast("tie_break", { seats: tie, final: this.room.tournament?.final ?? false });
    return new Map();
  }

  /** A tie-breaker deal after the match: it orders the tied seats (winner first, then fewer points), chips unchanged. */
  private async settleTieBreak(dealId: string, results: DealResults): Promise<Map<Seat, bigint>> {
    const match = this.match;
    if (!match || !this.room.tournament) throw new Error("a deal settled after the match was over");
    if (this.recordedDeal !== dealId) {
      const keys = { ...this.tieKeys };
      for (const [seat, key] of tieBreakKeys(results)) keys[String(seat)] = [...(keys[String(seat)] ?? []), key];
      const before = this.tieKeys;
      this.tieKeys = keys;
      await this.persist(match, dealId).catch((error: unknown) => {
        this.tieKeys = before;
        throw error;
      });
      this.recordedDeal = dealId;
    }
    return this.reportOrBreakTie();
  }

  /**
   * A round table's match is over: its finishing order goes to the director, once (a retried or
   * resumed settlement writes nothing new). No money moves at the table.
   */
  private async reportResult(): Promise<Map<Seat, bigint>> {
    const match = this.match;
    const info = this.room.tournament;
    if (!match || !info) throw new Error("no tournament match to report");
    const standings = this.standings();
    const rows = standings.map((s) => {
      const userId = this.room.seats.get(s.seat)?.row.userId;
      if (!userId) throw new Error(`seat ${s.seat} of round table ${this.room.table.id} has no player`);
      return { userId, rank: s.rank, chips: s.chips };
    });
    // The first report tells each player their rank on their own channel (best effort; the rows are the truth).
    if (await recordTableResult(this.room.platform.db, this.room.table.id, rows)) {
      for (const r of rows) notifyPlayer(r.userId, { type: "tournamentRoundResult", iTournamentId: info.id, nRound: info.round, nRank: r.rank });
    }
    this.tableResult = {
      iTournamentId: info.id,
      round: info.round,
      tableNo: info.tableNo,
      final: info.final,
      qualifiers: info.qualifiers,
      standings: standings.map((s) => ({ seat: s.seat, name: this.room.seats.get(s.seat)?.row.name ?? "", rank: s.rank, chips: s.chips, qualified: !info.final && s.rank <= info.qualifiers })),
    };
    return new Map();
  }

  /**
   * The match is over and paid: `match_over` (after the last deal's results), every seat stands
   * up with what its escrow holds now, and the table closes.
   */
  private async finish(): Promise<void> {
    const room = this.room;
    if (this.matchOver) room.broadcast("match_over", this.matchOver);
    if (this.tableResult) room.broadcast("table_result", this.tableResult);
    this.seatWaitTimer?.clear();
    const slots = [...room.seats.values()];
    await Promise.all(slots.map((slot) => standUp(room.platform, room.table, slot.row)));
    for (const slot of slots) room.removeSeat(slot.row.seat, false);
    await closeTable(room.platform, room.table, "closed");
    this.flow.clearTimers();
    room.state.phase = "finished";
    room.broadcast("closed", { reason: "match_over" });
    room.clock.setTimeout(() => void room.disconnect(), 2000);
  }

  /** Before the match: stand up with the entry fee back. During it: out at every deal (drops) until eliminated. */
  async leave(slot: SeatSlot): Promise<void> {
    const room = this.room;
    if (room.tournament) {
      // The seat is the player's place in the tournament: it stays, played and dropped for them.
      slot.client?.send("leaving", { seat: slot.row.seat, afterDeal: false, message: "You stay in the tournament: your seat is dropped every deal until this table's match ends." });
      return;
    }
    if (!this.match) {
      const returned = await standUp(room.platform, room.table, slot.row);
      slot.client?.send("stood_up", { seat: slot.row.seat, nChips: rupees(returned) });
      room.removeSeat(slot.row.seat);
      if (![...room.seats.values()].some((s) => !s.row.isBot)) {
        for (const s of [...room.seats.values()]) {
          await standUp(room.platform, room.table, s.row);
          room.removeSeat(s.row.seat, false);
        }
        await closeTable(room.platform, room.table, "closed");
        room.state.phase = "finished";
        room.clock.setTimeout(() => void room.disconnect(), 1000);
      }
      return;
    }
    this.rejoinOffers.delete(slot.row.seat);
    slot.client?.send("leaving", { seat: slot.row.seat, afterDeal: false, message: "You are out of the match; your entry fee stays in the prize pool." });
  }
}
