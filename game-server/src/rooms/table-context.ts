import type { Client } from "@colyseus/core";
import type ClockTimer from "@colyseus/timer";
import type { DealAction, DealEvent, DealResults, RuleSet, Seat } from "@rummy/shared-rules";
import type { TablePorts } from "../platform/ports.ts";
import type { TABLE_DEFAULTS, TableOptions } from "../services/tables/options.ts";
import type { TableRow } from "../services/tables/repository.ts";
import type { TournamentTableInfo } from "../services/tournaments/round-tables.ts";
import type { DealRunner } from "./deal-runner.ts";
import type { SeatSlot } from "./seat-tenure.ts";
import type { TableState } from "./table-state.ts";
import type { TableSeats } from "./table-seats.ts";

/**
 * What the room's parts (TableFlow, the kind flows, bots, reality checks, results) see of one
 * table: the leaf every part depends on, so that no part imports the room and the room imports
 * its parts (no cycle). `TableRoom` is the one implementation.
 */

export interface TableContext {
  readonly roomId: string;
  /** The platform's ports, from `onCreate`'s options (`defineRooms`), never from a static. */
  readonly platform: TablePorts;
  table: TableRow;
  readonly options: TableOptions;
  readonly rules: RuleSet;
  /** A tournament round table's tournament (null at every other table). */
  readonly tournament: TournamentTableInfo | null;
  readonly seats: TableSeats;
  readonly state: TableState;
  readonly clock: ClockTimer;
  deal: DealRunner | null;
  timing<K extends keyof typeof TABLE_DEFAULTS>(key: K): number;
  enqueue(work: () => Promise<void>): Promise<void>;
  /** Every connected client, seated or watching (a notice worded per player goes to each). */
  readonly clients: readonly Client[];
  broadcast(type: string, message?: unknown): void;
  broadcastPatch(): boolean;
  sendError(client: Client, code: string, message: string, type?: string): void;
  disconnect(): Promise<unknown>;
  /** Applies a deal action; a refusal goes to `client` alone and changes nothing. */
  act(action: DealAction, client?: Client): Promise<boolean>;
  /** Projects the deal into the synced state and sends each seat the events it may see. */
  publish(events: readonly DealEvent[]): void;
  dealTimerClear(): void;
  endDeal(): void;
}

/** What a kind flow asks of the table's flow. */
export interface FlowHooks {
  seatsChanged(): void;
  clearTimers(): void;
}

/**
 * Points tables (`PointsFlow`) settle money after every deal; pool and deals tables (`MatchFlow`)
 * after the match. `TableFlow` runs either the same way.
 */
export interface KindFlow {
  /** The seats (and first player) of the next deal, or null when it cannot start yet. */
  nextDeal(): { seats: Seat[]; firstSeat: Seat | null } | null;
  /** A deal is about to start with these seats (a match begins with its first deal). */
  dealStarted(seats: Seat[], firstSeat: Seat): Promise<void>;
  /** Money and match bookkeeping for a settled deal; returns per-seat money deltas in paise. */
  settle(dealId: string, results: DealResults): Promise<Map<Seat, bigint>>;
  /** After results are out: stand up leavers and go on, wait for players, or close the table. */
  afterResults(): Promise<"next" | "closed" | "waiting">;
  handle(slot: SeatSlot, client: Client, type: "rejoin" | "split", data: unknown): Promise<void>;
  leave(slot: SeatSlot): Promise<void>;
  /** The table was restored after a restart. */
  restore(): void;
}
