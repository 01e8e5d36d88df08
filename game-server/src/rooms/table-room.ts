import { Room, ServerError, type AuthContext, type Client } from "@colyseus/core";
import { eventFor, type DealAction, type DealEvent, type RuleSet, type Seat } from "@rummy/shared-rules";
import type { RoomPorts, TablePorts } from "../platform/ports.ts";
import type { PlayerIdentity } from "../services/auth/sessions.ts";
import { rulesFor } from "../services/tables/kinds.ts";
import { effectiveTableOptions, TABLE_DEFAULTS, type TableOptions } from "../services/tables/options.ts";
import { findTable, playingDeal, seatedSeats, type TableRow } from "../services/tables/repository.ts";
import { localTables } from "../services/tables/registry.ts";
import { tournamentTableInfo, type TournamentTableInfo } from "../services/tournaments/round-tables.ts";
import type { DealRunner } from "./deal-runner.ts";
import { DeadlineTimer } from "./deadline-timer.ts";
import { actOrRefuse, claimTable, LogCatchUp, logTimeoutRetry, STORAGE_DOWN, STORAGE_RETRY_MS, STORAGE_UNSURE_MESSAGE } from "./log-outage.ts";
import { roomRefusalText } from "../services/i18n/room-refusals-hi.ts";
import { CLIENT_MESSAGE_TYPES, clientMessages, dealActionOf, type ClientMessageType } from "./messages.ts";
import { clearDeal, initialTableState, projectDeal, toWallClock } from "./projection.ts";
import { ClientBuckets } from "./rate-limit.ts";
import { RealityChecks } from "./reality-check.ts";
import { authenticate, type TokenCheck } from "./room-auth.ts";
import type { TableContext } from "./table-context.ts";
import { TableFlow } from "./table-flow.ts";
import { TableSeats } from "./table-seats.ts";
import type { TableState } from "./table-state.ts";
import { recordTiming } from "../services/timings.ts";
import { sendTogether } from "./send-together.ts";
import type { EventsMessage, ServerMessage } from "@rummy/shared-rules/contract/room";

/** Messages per second a client may send, and the burst it may save up (PROTOCOL.md "Limits"). */
const MESSAGES_PER_SECOND = 5;
const MESSAGE_BURST = 15;
const NOT_SEATED = "You do not hold a seat at this table.";
const NO_DEAL = "No deal is being played.";

/** The creator's table id, and the ports `defineRooms` passes (Colyseus merges them into `onCreate`'s options). */
export interface TableRoomOptions extends RoomPorts {
  readonly tableId: string;
}

/**
 * One table: a thin adapter between clients and the `shared-rules` deal machine. It validates a
 * message, turns it into a deal action and applies it through the DealRunner (which logs the
 * action before anything else), then projects the new state and sends each client the events it
 * may see. What the table does around deals (start, settle, next deal, matches, bots, leaving)
 * is `TableFlow`; the seats and their chips are `TableSeats`.
 */
export class TableRoom extends Room<TableState> implements TableContext {
  platform!: TablePorts;
  table!: TableRow;
  options!: TableOptions;
  rules!: RuleSet;
  tournament: TournamentTableInfo | null = null;
  seats!: TableSeats;
  deal: DealRunner | null = null;
  flow!: TableFlow;
  private queue: Promise<void> = Promise.resolve();
  private readonly deadline = new DeadlineTimer(this.clock, (at) => void this.enqueue(() => this.onDeadline(at)));
  private readonly buckets = new ClientBuckets<Client>(MESSAGES_PER_SECOND, MESSAGE_BURST);
  private readonly reality = new RealityChecks(this);
  private readonly logCatchUp = new LogCatchUp(this, () => this.flow.afterStep());

  /** Refuses every socket: a table room is defined through `tableRoomAuthenticatedBy`. */
  static override onAuth = (_token: string, _options: { token?: unknown }, _context: AuthContext): Promise<PlayerIdentity> => Promise.reject(new ServerError(401, "Authentication Error, Please try logging again"));

  override async onCreate(options: TableRoomOptions): Promise<void> {
    this.platform = options.platform;
    const table = await findTable(this.platform.db, options.tableId);
    if (!table || table.status === "closed" || table.status === "voided") throw new Error(`table ${options.tableId} is not open`);
    await claimTable(this.platform, table.id);
    try {
      this.roomId = table.id;
      this.table = table;
      this.options = effectiveTableOptions(table.options, this.platform.config.testTableOptions, table.gameType);
      this.rules = rulesFor(table.variantId, this.options, table.dealsCount);
      this.autoDispose = false;
      this.maxClients = table.maxPlayers * 2;
      this.tournament = await tournamentTableInfo(this.platform.db, table);
      this.setState(initialTableState(table, this.tournament));
      this.seats = new TableSeats(this.state, (slot) => this.reality.stop(slot.row.userId ?? ""));
      for (const row of await seatedSeats(this.platform.db, table.id)) this.seats.sit(row);
      for (const type of CLIENT_MESSAGE_TYPES) this.onMessage(type, (client, payload: unknown) => this.receive(client, type, payload));
      this.onMessage("*", (client, type) => this.sendError(client, "room/bad_message", `unknown message type ${String(type)}`));
      this.flow = new TableFlow(this);
      const unsettled = await playingDeal(this.platform.db, table.id);
      await this.flow.boot(unsettled);
    } catch (error) {
      this.flow?.clearTimers();
      localTables.release(table.id);
      throw error;
    }
  }

  timing<K extends keyof typeof TABLE_DEFAULTS>(key: K): number {
    return this.options[key] ?? TABLE_DEFAULTS[key];
  }

  /**
   * Called by the tournament clock (through `matchMaker.remoteRoomCall`) when an operator cancels
   * a running tournament: the deal in play is voided and the table closed, as when a table cannot
   * go on (`TableFlow.abandon`). A round table moves no money; the entries are refunded by the
   * tournament.
   */
  async cancelTournamentTable(why: string): Promise<void> {
    if (!this.tournament) throw new Error(`table ${this.table.id} is not a tournament round table`);
    await this.enqueue(async () => {
      if (this.state.phase !== "finished") await this.flow.abandon(why);
    });
  }

  /** Called by the lobby (through `matchMaker.remoteRoomCall`) after it seats a player. */
  async refreshSeats(): Promise<void> {
    await this.enqueue(async () => {
      for (const row of await seatedSeats(this.platform.db, this.table.id)) if (!this.seats.has(row.seat)) this.seats.sit(row);
      this.flow.seatsChanged();
    });
  }

  override async onJoin(client: Client, _options: unknown, auth: PlayerIdentity): Promise<void> {
    let slot = this.seats.ofUser(auth.userId);
    if (!slot) {
      await this.refreshSeats();
      slot = this.seats.ofUser(auth.userId);
    }
    if (!slot) throw new ServerError(403, roomRefusalText(auth.language, "room/not_seated", NOT_SEATED));
    // A tournament seat is the player's whatever they did: coming back after Leave table plays it again.
    if (this.tournament) slot.leaving = false;
    this.seats.connect(slot, client);
    this.flow.seatsChanged();
    this.reality.watch(auth.userId);
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const slot = this.seats.ofClient(client);
    if (!slot) return;
    if (!consented) return this.seats.dropped(slot, client, this.allowReconnection(client, this.reconnectSeconds(slot.row.seat)));
    const seat = this.seats.view(slot.row.seat);
    if (seat) seat.connected = false;
    slot.client = undefined;
  }

  /** A dropped connection keeps its seat for the rest of its turn time (at least a full turn). */
  private reconnectSeconds(seat: Seat): number {
    return this.deal?.secondsLeftOnTurn(seat) ?? this.rules.turnSeconds + this.rules.timeBankSeconds;
  }

  override async onDispose(): Promise<void> {
    localTables.release(this.table?.id);
    this.reality.clear();
    await this.queue.catch(() => undefined);
  }

  /** Runs room work one piece at a time, so actions apply (and are logged) in arrival order. */
  enqueue(work: () => Promise<void>): Promise<void> {
    const next = this.queue.then(work, work);
    this.queue = next.catch((error: unknown) => console.error(`table ${this.roomId}:`, error));
    return this.queue;
  }

  /** Rate limit, schema, seat: then a deal action goes to the deal, any other message to the flow. */
  private receive(client: Client, type: ClientMessageType, payload: unknown): void {
    if (!this.buckets.take(client, Date.now())) return this.sendError(client, "room/rate_limited", "Too many messages: slow down.", type);
    const parsed = clientMessages[type].safeParse(payload ?? {});
    if (!parsed.success) return this.sendError(client, "room/bad_message", `${type}: ${parsed.error.issues[0]?.message ?? "invalid"}`, type);
    const slot = this.seats.ofClient(client);
    if (!slot) return this.sendError(client, "room/not_seated", NOT_SEATED, type);
    const at = performance.now();
    void this.enqueue(async () => {
      recordTiming("queue_wait", performance.now() - at);
      // Checked again in turn: a message queued behind a stand-up or a takeover acts for no one.
      if (this.seats.ofClient(client) !== slot) return this.sendError(client, "room/not_seated", NOT_SEATED, type);
      const action = dealActionOf(slot.row.seat, type, parsed.data);
      if (action) await this.act(action, client);
      else await this.flow.handle(slot, client, type, parsed.data);
      recordTiming(`message_${type}`, performance.now() - at);
    });
  }

  /** A refusal to one client, in the language its account chose when it joined (issue 21), else English. */
  sendError(client: Client, code: string, message: string, type?: string): void {
    client.send("error", { code, message: roomRefusalText((client.auth as PlayerIdentity | undefined)?.language, code, message), ...(type ? { type } : {}) } satisfies ServerMessage<"error">);
  }

  async act(action: DealAction, client?: Client): Promise<boolean> {
    const refuse = (code: string, message: string): false => {
      if (client) this.sendError(client, code, message, action.type);
      return false;
    };
    const deal = this.deal;
    if (!deal) return refuse("room/no_deal", NO_DEAL);
    // After an append that failed, the deal first catches up with its log (which may hold that action).
    if (!(await this.logCatchUp.run())) {
      if (!client) throw new Error(`table ${this.roomId}: the deal log cannot be read to catch up`);
      return refuse(STORAGE_DOWN, STORAGE_UNSURE_MESSAGE);
    }
    if (this.deal !== deal) return refuse("room/no_deal", NO_DEAL);
    const step = await actOrRefuse(deal, action, client, (c, code, message) => this.sendError(c, code, message, action.type), this.roomId).finally(() => this.logCatchUp.schedule());
    if (!step) return false;
    if (!step.ok) return refuse(step.error.code, step.error.message);
    this.publish(step.events);
    await this.flow.afterStep();
    return true;
  }

  /** Projects the deal into the synced state, flushes the patch, then sends each seat its events (each client's two in one write). */
  publish(events: readonly DealEvent[]): void {
    const deal = this.deal;
    if (!deal) return;
    const at = performance.now();
    const wall = (ms: number) => deal.wall(ms);
    projectDeal(this.state, deal.state, wall, (seat) => this.seats.get(seat)?.client);
    sendTogether(this.clients, () => {
      this.broadcastPatch();
      for (const slot of this.seats.values()) {
        if (!slot.client) continue;
        const visible = events.map((e) => eventFor(e, slot.row.seat)).filter((e) => e !== null);
        if (visible.length > 0) slot.client.send("events", { dealId: deal.id, events: visible.map((e) => toWallClock(e, wall)) } satisfies EventsMessage);
      }
    });
    this.deadline.arm(deal);
    recordTiming("broadcast", performance.now() - at);
  }

  /** The deal's deadline passed: the machine gets `timeout` (a deadline that moved is armed again). */
  private async onDeadline(at: number): Promise<void> {
    const deal = this.deal;
    if (!deal || DeadlineTimer.next(deal) !== at) return;
    if (deal.now() < at) return this.deadline.arm(deal);
    await this.act({ type: "timeout" }).catch((error: unknown) => {
      logTimeoutRetry(this.roomId, error);
      this.deadline.retry(at, STORAGE_RETRY_MS);
    });
  }

  dealTimerClear = (): void => this.deadline.clear();

  endDeal(): void {
    this.dealTimerClear();
    this.deal = null;
    clearDeal(this.state);
  }
}

/**
 * The `table` room class whose sockets authenticate with `check` before a seat is reserved
 * (Colyseus runs `onAuth` on the class, before any room exists, so this one port is bound to the
 * class; everything else reaches the room through its `onCreate` options).
 */
export function tableRoomAuthenticatedBy(check: TokenCheck): typeof TableRoom {
  return class AuthenticatedTableRoom extends TableRoom {
    static override onAuth(token: string, options: { token?: unknown }, context: AuthContext): Promise<PlayerIdentity> {
      return authenticate(check, token, options, context);
    }
  };
}
