import type { Db } from "@rummy/db";
import type { DealAction, DealLogEntry } from "@rummy/shared-rules";
import { dealLog, insertDealEvents } from "./repository.ts";

/**
 * The action log's writer. Every accepted action is appended to `deal_events` before its effects
 * are broadcast (DESIGN.md "Games"), so the append is on the path of every move. Appends from all
 * tables of the process are group-committed: while a batch is in flight the next appends queue
 * and then go together as one multi-row INSERT (one round trip, one commit). Under load the log
 * keeps up with hundreds of moves a second, and a slow commit delays one batch instead of a queue
 * of single rows. A batch the database refuses is retried row by row, so a bad row (a sequence
 * number already taken) fails its own table only.
 */
export interface LogRow {
  readonly dealId: string;
  readonly seq: number;
  readonly nowMs: number;
  readonly action: DealAction;
}

interface Pending {
  readonly row: LogRow;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/** Batches in flight at once (connections the log uses), and rows per INSERT. */
const MAX_IN_FLIGHT = 2;
const MAX_BATCH = 200;

export class DealLogWriter {
  private readonly queue: Pending[] = [];
  private inFlight = 0;

  constructor(private db: Db) {}

  /**
   * Gives the log its own connections, so the appends on the path of every move never wait behind
   * wallet transactions for a connection of the shared pool (rooms/index.ts, at boot).
   */
  useDatabase(db: Db): void {
    this.db = db;
  }

  /**
   * One deal's log as committed, on the log's connections: what a room reads to catch up when an
   * append failed without saying whether it committed (DealRunner.catchUp).
   */
  read(dealId: string): Promise<DealLogEntry[]> {
    return dealLog(this.db, dealId);
  }

  append(row: LogRow): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.inFlight++;
      void this.write(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async write(batch: Pending[]): Promise<void> {
    try {
      await insertDealEvents(this.db, batch.map((p) => p.row));
      for (const p of batch) p.resolve();
    } catch (error) {
      if (batch.length === 1) return batch[0]?.reject(error);
      for (const p of batch) {
        await insertDealEvents(this.db, [p.row]).then(p.resolve, p.reject);
      }
    }
  }
}
