import type { Delayed } from "@colyseus/timer";
import type { DealResults, Match, MatchEvent, Seat } from "@rummy/shared-rules";
import { notifyPlayer } from "../services/realtime/publish.ts";
import { markPlaying } from "../services/tournaments/entry-repository.ts";
import { recordTableResult } from "../services/tournaments/director-repository.ts";
import { matchStandings, tieBreakKeys, tieToBreak, type SeatStanding } from "../services/tournaments/round-standings.ts";
import type { TableContext } from "./table-context.ts";
import type { ServerMessage, TableResultMessage } from "@rummy/shared-rules/contract/room";

/** What a round table keeps with its match: the deal that eliminated each pool seat, and the tie-breaker deals. */
export interface TournamentRecord {
  readonly eliminatedIn?: Record<string, number>;
  readonly tieKeys?: Record<string, number[]>;
}

/**
 * A tournament round table's match: the seats are the drawn players, the match starts when they
 * are all connected or when the seat wait is over (a no-show is auto-played and auto-dropped by
 * the deal's timeouts), there is no rejoin, split or prize, a tie that decides who goes on is
 * played off, and the end of the match reports the table's finishing order to the director.
 */
export class TournamentMatch {
  private eliminatedIn: Record<string, number> = {};
  private tieKeys: Record<string, number[]> = {};
  private seatWaitTimer: Delayed | undefined;
  private matchStarted = false;
  /** What the table tells its players when its match is over (PROTOCOL.md `table_result`). */
  result: TableResultMessage | null = null;

  constructor(
    private readonly room: TableContext,
    /** The seat wait is over: the table may start its match. */
    private readonly waitOver: () => void,
  ) {}

  restore(stored: TournamentRecord | null, started: boolean): void {
    this.eliminatedIn = stored?.eliminatedIn ?? {};
    this.tieKeys = stored?.tieKeys ?? {};
    this.matchStarted = started;
    // A round table starts on its own time: at the end of the seat wait the match begins anyway.
    if (!started) this.armSeatWait();
  }

  record(): TournamentRecord {
    return { eliminatedIn: this.eliminatedIn, tieKeys: this.tieKeys };
  }

  /**
   * The room clock may fire a timer early (it adds whole ticks, and a busy loop makes them long),
   * so the wait is checked against the wall clock and armed again until it is really over.
   */
  private armSeatWait(): void {
    this.seatWaitTimer?.clear();
    if (this.matchStarted) return;
    const wait = this.seatWaitEndsAt() - Date.now();
    if (wait <= 0) {
      void this.room.enqueue(async () => this.waitOver());
      return;
    }
    this.seatWaitTimer = this.room.clock.setTimeout(() => this.armSeatWait(), wait + 20);
  }

  seatWaitOver(): boolean {
    return Date.now() >= this.seatWaitEndsAt();
  }

  private seatWaitEndsAt(): number {
    return this.room.table.createdAt.getTime() + this.room.timing("seatWaitMs");
  }

  async started(): Promise<void> {
    this.matchStarted = true;
    this.seatWaitTimer?.clear();
    await markPlaying(this.room.platform.db, this.room.table.id);
  }

  stop(): void {
    this.seatWaitTimer?.clear();
  }

  /** A recorded deal's eliminations, in the deal number that made them (the finishing order). */
  recorded(match: Match, events: MatchEvent[]): void {
    for (const e of events) if (e.type === "eliminated") this.eliminatedIn = { ...this.eliminatedIn, [String(e.seat)]: match.dealsPlayed };
  }

  private standings(match: Match): SeatStanding[] {
    return matchStandings(match, this.eliminatedIn, this.tieKeys);
  }

  /** The seats of the tie-breaker deal still owed at this table's end (`over`: the match is), or null. */
  pendingTieBreak(match: Match | null, over: boolean): Seat[] | null {
    const info = this.room.tournament;
    if (!info || !match || !over) return null;
    return tieToBreak(this.standings(match), info.qualifiers, info.final);
  }

  /** A tie that decides who goes on (or a place at the final) is played off; otherwise the result is reported. */
  async reportOrBreakTie(match: Match): Promise<Map<Seat, bigint>> {
    const tie = this.pendingTieBreak(match, true);
    if (!tie) return this.reportResult(match);
    this.room.broadcast("tie_break", { seats: tie, final: this.room.tournament?.final ?? false } satisfies ServerMessage<"tie_break">);
    return new Map();
  }

  /**
   * A tie-breaker deal after the match orders the tied seats (winner first, then fewer points),
   * chips unchanged; `persist` stores the keys with the match (they are kept only once stored).
   */
  async recordTieBreak(results: DealResults, persist: () => Promise<void>): Promise<void> {
    const keys = { ...this.tieKeys };
    for (const [seat, key] of tieBreakKeys(results)) keys[String(seat)] = [...(keys[String(seat)] ?? []), key];
    const before = this.tieKeys;
    this.tieKeys = keys;
    await persist().catch((error: unknown) => {
      this.tieKeys = before;
      throw error;
    });
  }

  /**
   * The match is over: its finishing order goes to the director, once (a retried or resumed
   * settlement writes nothing new). No money moves at the table.
   */
  async reportResult(match: Match): Promise<Map<Seat, bigint>> {
    const room = this.room;
    const info = room.tournament;
    if (!info) throw new Error("no tournament match to report");
    const standings = this.standings(match);
    const rows = standings.map((s) => {
      const userId = room.seats.get(s.seat)?.row.userId;
      if (!userId) throw new Error(`seat ${s.seat} of round table ${room.table.id} has no player`);
      return { userId, rank: s.rank, chips: s.chips };
    });
    // The first report tells each player their rank on their own channel (best effort; the rows are the truth).
    if (await recordTableResult(room.platform.db, room.table.id, rows)) {
      for (const r of rows) notifyPlayer(r.userId, { type: "tournamentRoundResult", iTournamentId: info.id, nRound: info.round, nRank: r.rank });
    }
    this.result = {
      iTournamentId: info.id,
      round: info.round,
      tableNo: info.tableNo,
      final: info.final,
      qualifiers: info.qualifiers,
      standings: standings.map((s) => ({ seat: s.seat, name: room.seats.get(s.seat)?.row.name ?? "", rank: s.rank, chips: s.chips, qualified: !info.final && s.rank <= info.qualifiers })),
    };
    return new Map();
  }
}
