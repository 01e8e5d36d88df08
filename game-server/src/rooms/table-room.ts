import { randomBytes } from "node:crypto";
import { logger, Room, ServerError, type AuthContext, type Client } from "@colyseus/core";
import type { Delayed } from "@colyseus/timer";
import { StateView } from "@colyseus/schema";
import { eventFor, type DealAction, type DealEvent, type RuleSet, type Seat } from "@rummy/shared-rules";
import type { PlatformContext } from "../api/context.ts";
import { verifyPlayerToken, type PlayerIdentity } from "../api/auth-guard.ts";
import { rulesFor, rupees } from "../services/tables/kinds.ts";
import { effectiveTableOptions, TABLE_DEFAULTS, type TableOptions } from "../services/tables/options.ts";
import { findTable, playingDeal, seatedSeats, type SeatRow, type TableRow } from "../services/tables/repository.ts";
import { isTableTaken, localTables } from "../services/tables/registry.ts";
import { tournamentTableInfo, type TournamentTableInfo } from "../services/tournaments/round-tables.ts";
import { DealRunner } from "./deal-runner.ts";
import { CLIENT_MESSAGE_TYPES, clientMessages, type ClientMessageType } from "./messages.ts";
import { clearDeal, grantHand, projectDeal } from "./projection.ts";
import { TokenBucket } from "./rate-limit.ts";
import { SeatState, TableState, TournamentState } from "./table-state.ts";
import { TableFlow } from "./table-flow.ts";
import { recordTiming } from "./timings.ts";
import { RealityChecks } from "./reality-check.ts";
import { bindTenure, CLOSE_SEAT_ENDED, CLOSE_TAKEN_OVER, endTenure, holds, SEAT_ENDED_REASON, TAKEN_OVER_REASON, tenureOf, unbind, type SeatSlot } from "./seat-tenure.ts";

/** An action refused because the deal log cannot be written (PROTOCOL.md): nothing changed. */
export const STORAGE_DOWN = "room/unavailable";
const STORAGE_DOWN_MESSAGE = "Your move was not made: the game server cannot save moves right now. Nothing changed; try again in a moment.";
const STORAGE_RETRY_MS = 1000;

export type { SeatSlot } from "./seat-tenure.ts";

/** Messages per second a client may send, and the burst it may save up (PROTOCOL.md "Limits"). */
const MESSAGES_PER_SECOND = 5;
const MESSAGE_BURST = 15;

/**
 * One table: a thin adapter between clients and the `shared-rules` deal machine. It validates a
 * message, calls `apply` through the DealRunner (which logs the action before anything else),
 * then projects the new state and sends each client the events it may see. The table's flow
 * between deals (start, settle, next deal, pool and deals matches, bots) is `TableFlow`.
 */
export class TableRoom extends Room<TableState> {
  static platform: PlatformContext;

  platform!: PlatformContext;
  table!: TableRow;
  options!: TableOptions;
  rules!: RuleSet;
  /** A tournament round table's tournament (null at every other table). */
  tournament: TournamentTableInfo | null = null;
  readonly seats = new Map<Seat, SeatSlot>();
  deal: DealRunner | null = null;
  flow!: TableFlow;
  private queue: Promise<void> = Promise.resolve();
  private dealTimer: Delayed | undefined;
  private readonly buckets = new WeakMap<Client, TokenBucket>();
  private readonly reality = new RealityChecks(this);

  static override async onAuth(token: string, options: { token?: unknown }, context: AuthContext): Promise<PlayerIdentity> {
    const raw = token || context.token || (typeof options?.token === "string" ? options.token : "");
    const player = raw ? await verifyPlayerToken(this.platform, raw) : null;
    if (!player) throw new ServerError(401, "Authentication Error, Please try logging again");
    return player;
  }

  override async onCreate(options: { tableId: string }): Promise<void> {
    this.platform = (this.constructor as typeof TableRoom).platform;
    const table = await findTable(this.platform.db, options.tableId);
    if (!table || table.status === "closed" || table.status === "voided") throw new Error(`table ${options.tableId} is not open`);
    // One room per table, across processes: refused (TableTaken) when another room runs it.
    await localTables.claim(this.platform, table.id).catch((error: unknown) => {
      // The expected end of a race (a recovery sweep or a late IPC create against a join): one line, no stack.
      if (isTableTaken(error)) logger.info(`${(error as Error).message}: another room runs it, none opened here`);
      throw error;
    });
    try {
      this.roomId = table.id;
      this.table = table;
      this.options = effectiveTableOptions(table.options, this.platform.config.testTableOptions, table.gameType);
      this.rules = rulesFor(table.variantId, this.options, table.dealsCount);
      this.autoDispose = false;
      this.maxClients = table.maxPlayers * 2;
      this.tournament = await tournamentTableInfo(this.platform.db, table);
      this.setState(this.initialState());
      for (const row of await seatedSeats(this.platform.db, table.id)) this.addSeat(row);
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

  private initialState(): TableState {
    const s = new TableState();
    const t = this.table;
    s.tableId = t.id;
    s.rummyType = t.rummyType;
    s.gameType = t.gameType;
    s.variant = t.variantId;
    s.isPrivate = t.privateCode !== null;
    s.maxPlayers = t.maxPlayers;
    s.tablePoint = t.rummyType === "pool" ? (t.poolLimit ?? 101) : t.rummyType === "deal" ? (t.dealsCount ?? 2) : rupees(t.pointValuePaise);
    s.tableFee = rupees(t.entryFeePaise);
    const info = this.tournament;
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

  timing<K extends keyof typeof TABLE_DEFAULTS>(key: K): number {
    return this.options[key] ?? TABLE_DEFAULTS[key];
  }

  /** Adds (or refreshes) a seat from its row; a seat row that replaces another ends that tenure. */
  addSeat(row: SeatRow): SeatSlot {
    const existing = this.seats.get(row.seat);
    if (existing && existing.row.id === row.id) {
      existing.row = row;
      return existing;
    }
    if (existing) endTenure(existing, true);
    const slot: SeatSlot = { row, client: undefined, leaving: false };
    this.seats.set(row.seat, slot);
    const seat = new SeatState();
    seat.seat = row.seat;
    seat.name = row.name;
    seat.avatar = row.avatar;
    seat.isBot = row.isBot;
    seat.connected = row.isBot;
    seat.chips = rupees(row.chipsPaise);
    this.state.seats.set(String(row.seat), seat);
    return slot;
  }

  /**
   * The seat's row is stood up: its tenure ends (PROTOCOL.md "Seat ownership"). The socket is
   * closed with 4002 unless the whole table is closing (`closeSocket: false`), where it still
   * gets `closed` before the room disconnects everyone.
   */
  removeSeat(seat: Seat, closeSocket = true): void {
    const slot = this.seats.get(seat);
    if (slot) endTenure(slot, closeSocket);
    if (slot?.row.userId) this.reality.stop(slot.row.userId);
    this.seats.delete(seat);
    this.state.seats.delete(String(seat));
  }

  seatState(seat: Seat): SeatState | undefined {
    return this.state.seats.get(String(seat));
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
      for (const row of await seatedSeats(this.platform.db, this.table.id)) if (!this.seats.has(row.seat)) this.addSeat(row);
      this.flow.seatsChanged();
    });
  }

  override async onJoin(client: Client, _options: unknown, auth: PlayerIdentity): Promise<void> {
    let slot = this.slotOfUser(auth.userId);
    if (!slot) {
      await this.refreshSeats();
      slot = this.slotOfUser(auth.userId);
    }
    if (!slot) throw new ServerError(403, "You do not hold a seat at this table.");
    const previous = slot.client;
    // A dropped socket waiting to reconnect is replaced too: its token is refused from now on.
    slot.reconnection?.reject(new Error("taken over"));
    slot.reconnection = undefined;
    slot.client = client;
    // A tournament seat is the player's whatever they did: coming back after Leave table plays it again.
    if (this.tournament) slot.leaving = false;
    bindTenure(client, slot.row);
    client.view = new StateView();
    const seat = this.seatState(slot.row.seat);
    if (seat) {
      seat.connected = true;
      grantHand(seat, client);
    }
    if (previous && previous !== client) {
      unbind(previous);
      previous.leave(CLOSE_TAKEN_OVER, TAKEN_OVER_REASON);
    }
    this.flow.seatsChanged();
    this.reality.watch(auth.userId);
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const slot = this.slotOfClient(client);
    if (!slot) return;
    const seat = this.seatState(slot.row.seat);
    if (seat) seat.connected = false;
    if (consented) {
      slot.client = undefined;
      return;
    }
    try {
      const pending = this.allowReconnection(client, this.reconnectSeconds(slot.row.seat));
      slot.reconnection = pending;
      const back = await pending;
      if (slot.reconnection === pending) slot.reconnection = undefined;
      // The token is bound to this tenure: a seat stood up or taken over meanwhile gives nothing.
      if (this.seats.get(slot.row.seat) === slot && slot.client === client) {
        bindTenure(back, slot.row);
        slot.client = back;
        if (seat) seat.connected = true;
      } else {
        unbind(back);
        const ended = this.seats.get(slot.row.seat) !== slot;
        back.leave(ended ? CLOSE_SEAT_ENDED : CLOSE_TAKEN_OVER, ended ? SEAT_ENDED_REASON : TAKEN_OVER_REASON);
      }
    } catch {
      if (slot.client === client) slot.client = undefined;
    }
  }

  /** A dropped connection keeps its seat for the rest of its turn time (at least a full turn). */
  private reconnectSeconds(seat: Seat): number {
    const full = this.rules.turnSeconds + this.rules.timeBankSeconds;
    const turn = this.deal?.state.turn;
    if (!turn || turn.seat !== seat || !this.deal) return full;
    return Math.max(5, Math.ceil((this.deal.wall(turn.deadline) - Date.now()) / 1000));
  }

  override async onDispose(): Promise<void> {
    localTables.release(this.table?.id);
    this.reality.clear();
    await this.queue.catch(() => undefined);
  }

  slotOfUser(userId: string): SeatSlot | undefined {
    for (const slot of this.seats.values()) if (slot.row.userId === userId) return slot;
    return undefined;
  }

  /** The seat this socket speaks for now: its tenure (user, seat row, seat) and the seat's current socket. */
  slotOfClient(client: Client): SeatSlot | undefined {
    const tenure = tenureOf(client);
    const slot = tenure ? this.seats.get(tenure.seat) : undefined;
    return holds(slot, client) ? slot : undefined;
  }

  /** Runs room work one piece at a time, so actions apply (and are logged) in arrival order. */
  enqueue(work: () => Promise<void>): Promise<void> {
    const next = this.queue.then(work, work);
    this.queue = next.catch((error: unknown) => console.error(`table ${this.roomId}:`, error));
    return this.queue;
  }

  private receive(client: Client, type: ClientMessageType, payload: unknown): void {
    let bucket = this.buckets.get(client);
    if (!bucket) {
      bucket = new TokenBucket(MESSAGES_PER_SECOND, MESSAGE_BURST, Date.now());
      this.buckets.set(client, bucket);
    }
    if (!bucket.take(Date.now())) return this.sendError(client, "room/rate_limited", "Too many messages: slow down.", type);
    const parsed = clientMessages[type].safeParse(payload ?? {});
    if (!parsed.success) return this.sendError(client, "room/bad_message", `${type}: ${parsed.error.issues[0]?.message ?? "invalid"}`, type);
    const slot = this.slotOfClient(client);
    if (!slot) return this.sendError(client, "room/not_seated", "You do not hold a seat at this table.", type);
    const at = performance.now();
    void this.enqueue(async () => {
      recordTiming("queue_wait", performance.now() - at);
      // Checked again in turn: a message queued behind a stand-up or a takeover acts for no one.
      if (this.slotOfClient(client) !== slot) return this.sendError(client, "room/not_seated", "You do not hold a seat at this table.", type);
      await this.flow.handle(slot, client, type, parsed.data);
      recordTiming(`message_${type}`, performance.now() - at);
    });
  }

  sendError(client: Client, code: string, message: string, type?: string): void {
    client.send("error", { code, message, ...(type ? { type } : {}) });
  }

  /** Applies a deal action; a refusal goes to `client` alone and changes nothing. */
  async act(action: DealAction, client?: Client): Promise<boolean> {
    if (!this.deal) {
      if (client) this.sendError(client, "room/no_deal", "No deal is being played.", action.type);
      return false;
    }
    let step: Awaited<ReturnType<DealRunner["act"]>>;
    try {
      step = await this.deal.act(action);
    } catch (error) {
      // The action could not be logged (the database out of reach): it is not applied, and the
      // player is told so instead of waiting for a move that never comes. Work of the room's own
      // (timeouts, bots) fails as before and is tried again by its caller.
      if (!client) throw error;
      logger.warn(`table ${this.roomId}: ${action.type} refused, the deal log is unavailable (${String((error as Error).message ?? error)})`);
      this.sendError(client, STORAGE_DOWN, STORAGE_DOWN_MESSAGE, action.type);
      return false;
    }
    if (!step.ok) {
      if (client) this.sendError(client, step.error.code, step.error.message, action.type);
      return false;
    }
    this.publish(step.events);
    await this.flow.afterStep();
    return true;
  }

  /** Projects the deal into the synced state, flushes the patch, then sends each seat its events. */
  publish(events: readonly DealEvent[]): void {
    const deal = this.deal;
    if (!deal) return;
    const at = performance.now();
    projectDeal(this.state, deal.state, (ms) => deal.wall(ms), (seat) => this.seats.get(seat)?.client);
    this.broadcastPatch();
    for (const slot of this.seats.values()) {
      if (!slot.client) continue;
      const visible = events.map((e) => eventFor(e, slot.row.seat)).filter((e) => e !== null);
      if (visible.length > 0) slot.client.send("events", { dealId: deal.id, events: visible.map((e) => this.toWallClock(e)) });
    }
    this.scheduleDeadline();
    recordTiming("broadcast", performance.now() - at);
  }

  private toWallClock<E extends { type: string }>(event: E): E {
    const deal = this.deal;
    if (!deal) return event;
    const e = event as E & { turnEndsAt?: number; deadline?: number; meldDeadline?: number };
    if (e.type === "turn" && e.turnEndsAt !== undefined && e.deadline !== undefined) return { ...e, turnEndsAt: deal.wall(e.turnEndsAt), deadline: deal.wall(e.deadline) };
    if (e.type === "declared" && e.meldDeadline !== undefined) return { ...e, meldDeadline: deal.wall(e.meldDeadline) };
    return event;
  }

  /** One timer at the deal's next deadline (turn or meld phase); it sends the machine `timeout`. */
  scheduleDeadline(): void {
    this.dealTimer?.clear();
    this.dealTimer = undefined;
    const deal = this.deal;
    const at = deal?.state.turn?.deadline ?? deal?.state.meld?.deadline;
    if (!deal || at === undefined) return;
    const delay = Math.max(0, deal.wall(at) - Date.now()) + 5;
    this.dealTimer = this.clock.setTimeout(() => void this.enqueue(() => this.onDeadline(at)), delay);
  }

  private async onDeadline(at: number): Promise<void> {
    const deal = this.deal;
    const current = deal?.state.turn?.deadline ?? deal?.state.meld?.deadline;
    if (!deal || current !== at) return;
    if (deal.now() < at) return this.scheduleDeadline();
    try {
      await this.act({ type: "timeout" });
    } catch (error) {
      // The timeout could not be logged (the database out of reach): tried again in a second.
      logger.warn(`table ${this.roomId}: turn timeout not logged, trying again (${String((error as Error).message ?? error)})`);
      this.dealTimer = this.clock.setTimeout(() => void this.enqueue(() => this.onDeadline(at)), STORAGE_RETRY_MS);
    }
  }

  dealTimerClear(): void {
    this.dealTimer?.clear();
    this.dealTimer = undefined;
  }

  endDeal(): void {
    this.dealTimer?.clear();
    this.dealTimer = undefined;
    this.deal = null;
    clearDeal(this.state);
  }

  /** 256 bits from the CSPRNG, or the seed of a test boot's table (`effectiveTableOptions`). */
  dealSeed(): { seedHex: string; fixed: boolean } {
    if (this.options.seedHex) return { seedHex: this.options.seedHex.toLowerCase(), fixed: true };
    return { seedHex: randomBytes(32).toString("hex"), fixed: false };
  }
}

export function tableRoomFor(platform: PlatformContext): typeof TableRoom {
  return class BoundTableRoom extends TableRoom {
    static override platform = platform;
  };
}
