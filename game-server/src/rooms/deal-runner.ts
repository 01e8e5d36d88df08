import { randomUUID } from "node:crypto";
import {
  apply,
  replayDeal,
  startDeal,
  type DealAction,
  type DealError,
  type DealEvent,
  type DealSetup,
  type DealState,
  type RuleSet,
  type Seat,
} from "@rummy/shared-rules";
import { recordTiming, timed } from "../services/timings.ts";
import type { DealLogWriter } from "../services/tables/deal-log.ts";
import { dealLog, insertDeal, type DealRow, type StoredSetup } from "../services/tables/repository.ts";

/** The database the tables service reads and writes deals with (rooms never name the db package). */
type Db = Parameters<typeof insertDeal>[0];

/**
 * One deal as the room runs it: the `shared-rules` state, its position in the action log and the
 * deal clock. Every accepted action is appended to `deal_events` before the caller may broadcast
 * anything (DESIGN.md "Games").
 *
 * The deal clock is wall time minus `offsetMs`. It is 0 for a deal that never stopped; a deal
 * resumed after a crash continues from the instant of its last logged action, so the downtime
 * is not charged to the player on turn and the replay sees one continuous clock.
 */
export class DealRunner {
  private constructor(
    private readonly log: DealLogWriter,
    /** The `deals` row id. */
    readonly id: string,
    readonly number: number,
    /** What the deal was dealt from, kept to replay the log when the room must catch up with it. */
    private readonly setup: DealSetup,
    private current: DealState,
    private seq: number,
    private readonly offsetMs: number,
  ) {}

  /**
   * True after an append that failed: its commit may have landed anyway (a connection dropped
   * after COMMIT, a timeout), so the log may hold an action this state does not. The room brings
   * the deal up to its log (`catchUp`) before it applies anything else.
   */
  private unsure = false;

  get behind(): boolean {
    return this.unsure;
  }

  get state(): DealState {
    return this.current;
  }

  /** The deal clock (`ctx.now`). */
  now(): number {
    return Date.now() - this.offsetMs;
  }

  /** A deal-clock instant as wall-clock ms, for clients and timers. */
  wall(dealMs: number): number {
    return dealMs + this.offsetMs;
  }

  /** Seconds until `seat`'s turn deadline (at least 5) while it is on turn; null otherwise. */
  secondsLeftOnTurn(seat: Seat): number | null {
    const turn = this.current.turn;
    if (!turn || turn.seat !== seat) return null;
    return Math.max(5, Math.ceil((this.wall(turn.deadline) - Date.now()) / 1000));
  }

  static async start(
    db: Db,
    log: DealLogWriter,
    input: {
      tableId: string;
      number: number;
      rules: RuleSet;
      seats: Seat[];
      firstSeat: Seat;
      seedHex: string;
      decks: number;
      players: Record<string, string | null>;
      /** The label the shuffle uses; the row id unless the non-production seed hook fixes decks. */
      shuffleLabel?: string;
    },
  ): Promise<{ runner: DealRunner; events: DealEvent[] }> {
    const id = randomUUID();
    const setup: DealSetup = {
      rules: input.rules,
      dealId: input.shuffleLabel ?? id,
      seedHex: input.seedHex,
      seats: input.seats,
      firstSeat: input.firstSeat,
      now: Date.now(),
      decks: input.decks,
    };
    const started = startDeal(setup);
    const { seedHex, ...stored } = setup;
    await insertDeal(db, { id, tableId: input.tableId, number: input.number, setup: stored, seedHex, commitment: started.state.commitment, players: input.players });
    return { runner: new DealRunner(log, id, input.number, setup, started.state, 0, 0), events: started.events };
  }

  /**
   * Rebuilds a deal from its row and log. Returns null when the log does not replay cleanly (a
   * logged action refused, or the machine throwing): such a deal is voided, never guessed at.
   */
  static async resume(db: Db, logWriter: DealLogWriter, row: DealRow): Promise<DealRunner | null> {
    const entries = await dealLog(db, row.id);
    const setup: DealSetup = { ...(row.setup as StoredSetup), seedHex: row.seedHex };
    try {
      const replay = replayDeal(setup, entries);
      if (replay.steps.some((s) => !s.ok)) return null;
      const lastNow = entries.length > 0 ? (entries[entries.length - 1]?.now ?? setup.now) : setup.now;
      return new DealRunner(logWriter, row.id, row.number, setup, replay.state, entries.length, Date.now() - lastNow);
    } catch {
      return null;
    }
  }

  /** Applies one action: an error value changes nothing; an accepted action is logged, then kept. */
  async act(action: DealAction): Promise<{ ok: true; events: DealEvent[] } | { ok: false; error: DealError }> {
    const now = this.now();
    const at = performance.now();
    const step = apply(this.current, action, { now });
    recordTiming("rules_apply", performance.now() - at);
    if (!step.ok) return step;
    if (this.unsure) throw new Error(`deal ${this.id}: the log may hold actions this room has not applied; catch up first`);
    try {
      await timed("log_insert", () => this.log.append({ dealId: this.id, seq: this.seq + 1, nowMs: now, action }));
    } catch (error) {
      this.unsure = true;
      throw error;
    }
    this.seq += 1;
    this.current = step.state;
    return { ok: true, events: step.events };
  }

  /**
   * After a failed append: re-reads the log and replays it from the deal's setup with
   * `shared-rules`, as `resume` does, so the state is the log's truth again. Returns the events of
   * the actions the log held beyond this state (they are still to be published), or null when it
   * held none (the failed append did not commit). Throws while the log cannot be read; the deal
   * stays behind and the room tries again later.
   */
  async catchUp(): Promise<DealEvent[] | null> {
    if (!this.unsure) return null;
    const entries = await this.log.read(this.id);
    if (entries.length === this.seq) {
      this.unsure = false;
      return null;
    }
    const replay = replayDeal(this.setup, entries);
    // An action this room applied is in the log it wrote; a log that does not replay is a broken invariant.
    if (entries.length < this.seq || replay.steps.some((s) => !s.ok)) throw new Error(`deal ${this.id}: the log (${entries.length} actions) does not replay past action ${this.seq}`);
    const events = replay.steps.slice(this.seq).flatMap((s) => (s.ok ? s.events : []));
    this.current = replay.state;
    this.seq = entries.length;
    this.unsure = false;
    return events;
  }
}
