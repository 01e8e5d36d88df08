import type { Client } from "@colyseus/core";
import type { Delayed } from "@colyseus/timer";
import { firstSeatForDeal, toss, type DealResults, type Seat } from "@rummy/shared-rules";
import { botAction, botMeld } from "../services/bots/strategy.ts";
import { arrangeHand } from "../services/bots/arrange.ts";
import { fillWithBots, seatsBots } from "../services/bots/seating.ts";
import { closeTable, postSeat } from "../services/tables/money.ts";
import { markDealSettled, markDealVoided, updateTable, type DealRow } from "../services/tables/repository.ts";
import { DealRunner } from "./deal-runner.ts";
import type { ClientMessage, ClientMessageType } from "./messages.ts";
import { MatchFlow } from "./match-flow.ts";
import { PointsFlow } from "./points-flow.ts";
import { resultsMessage } from "./results.ts";
import { retryDelayMs, triesFor } from "./retry-policy.ts";
import { timed } from "./timings.ts";
import type { SeatSlot, TableRoom } from "./table-room.ts";

/**
 * What a table does between and around deals: when the first deal starts, what happens after a
 * deal is settled, the next-deal countdown, bots on practice tables, leaving. Points tables
 * (`PointsFlow`) settle money after every deal; pool and deals tables (`MatchFlow`) after the
 * match. Both hand the deal itself to the room's DealRunner.
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

export class TableFlow {
  readonly kind: KindFlow;
  private flowTimer: Delayed | undefined;
  private botFillTimer: Delayed | undefined;
  private botTimers: Delayed[] = [];
  private tossWinner: Seat | null = null;
  private lastFirst: Seat | null = null;
  private startFailures = 0;

  constructor(private readonly room: TableRoom) {
    this.kind = room.table.rummyType === "pool" || room.table.rummyType === "deal" ? new MatchFlow(room, this) : new PointsFlow(room, this);
  }

  /** Resumes an unsettled deal from its log; a log that does not replay voids the table. */
  async boot(unsettled: DealRow | undefined): Promise<void> {
    this.kind.restore();
    if (unsettled) {
      const runner = await DealRunner.resume(this.room.platform.db, this.room.platform.dealLog, unsettled);
      if (!runner) {
        await markDealVoided(this.room.platform.db, unsettled.id);
        throw new Error(`deal ${unsettled.id} does not replay from its log`);
      }
      this.room.deal = runner;
      this.room.state.dealNumber = runner.number;
      this.room.state.dealId = runner.id;
      this.lastFirst = runner.state.seats[0]?.seat ?? null;
      this.room.publish([]);
      await this.afterStep();
    }
    this.seatsChanged();
  }

  /** Seats or connections changed: maybe start the countdown to the first deal, maybe fill bots. */
  seatsChanged(): void {
    const room = this.room;
    if (room.deal || this.flowTimer || room.state.phase === "finished") return;
    this.scheduleBotFill();
    if (!this.kind.nextDeal()) {
      room.state.phase = "waiting";
      room.state.nextDealAt = 0;
      return;
    }
    this.countdown(room.timing("startDelayMs"), "starting");
  }

  private countdown(ms: number, phase: "starting" | "results"): void {
    const room = this.room;
    room.state.phase = phase;
    room.state.nextDealAt = Date.now() + ms;
    this.flowTimer?.clear();
    this.flowTimer = room.clock.setTimeout(() => {
      this.flowTimer = undefined;
      void room.enqueue(() => this.startDeal());
    }, ms);
  }

  private scheduleBotFill(): void {
    const room = this.room;
    // A tournament round table seats exactly its drawn players (a practice tournament's own bots among them): it adds no bot.
    if (!seatsBots(room.table) || room.tournament || this.botFillTimer) return;
    const humans = [...room.seats.values()].filter((s) => !s.row.isBot);
    if (humans.length === 0 || room.seats.size >= room.table.maxPlayers) return;
    this.botFillTimer = room.clock.setTimeout(() => {
      this.botFillTimer = undefined;
      void room.enqueue(async () => {
        const rows = await fillWithBots(room.platform, room.table, [...room.seats.keys()]);
        for (const row of rows) room.addSeat(row);
        this.seatsChanged();
      });
    }, room.timing("botWaitMs"));
  }

  async startDeal(): Promise<void> {
    const room = this.room;
    if (room.deal) return;
    const next = this.kind.nextDeal();
    if (!next) {
      room.state.phase = "waiting";
      room.state.nextDealAt = 0;
      return;
    }
    try {
      await this.dealIn(next.seats, next.firstSeat);
      this.startFailures = 0;
    } catch (error) {
      // A refused wallet call or a database hiccup: try again shortly, give up after a few tries.
      this.startFailures += 1;
      console.error(`table ${room.roomId}: a deal could not start (attempt ${this.startFailures}):`, error);
      if (this.startFailures >= triesFor(error)) return this.abandon("the deal could not start");
      this.countdown(retryDelayMs(this.startFailures), "starting");
    }
  }

  private async dealIn(seats: Seat[], chosenFirst: Seat | null): Promise<void> {
    const room = this.room;
    room.endDeal();
    const number = room.table.dealsPlayed + 1;
    const { seedHex, fixed } = room.dealSeed();
    const firstSeat = chosenFirst ?? this.firstSeat(seats, seedHex, number);
    // Play starts for every seat: its pending holds are posted (one wallet operation per seat,
    // on different accounts, so all at once). Idempotent per seat and deal, so a retry is safe.
    await timed("deal_start_wallet", () => Promise.all(seats.map((seat) => room.seats.get(seat)).map((slot) => slot && postSeat(room.platform, room.table, slot.row, number))));
    await this.kind.dealStarted(seats, firstSeat);
    const players: Record<string, string | null> = {};
    // Bots are null here, a practice tournament's own bots too (their seat carries their entry's id).
    for (const seat of seats) players[String(seat)] = room.seats.get(seat)?.row.isBot ? null : (room.seats.get(seat)?.row.userId ?? null);
    const { runner, events } = await timed("deal_start_insert", () => DealRunner.start(room.platform.db, room.platform.dealLog, {
      tableId: room.table.id,
      number,
      rules: room.rules,
      seats,
      firstSeat,
      seedHex,
      decks: room.table.decks,
      players,
      ...(fixed ? { shuffleLabel: `seeded/${number}` } : {}),
    }));
    this.lastFirst = firstSeat;
    room.table = { ...room.table, dealsPlayed: number, status: "running" };
    await updateTable(room.platform.db, room.table.id, { dealsPlayed: number, status: "running" });
    room.deal = runner;
    room.state.nextDealAt = 0;
    room.state.dealNumber = number;
    room.state.dealId = runner.id;
    for (const seat of seats) {
      const s = room.seatState(seat);
      if (s) s.status = "playing";
    }
    room.publish(events);
    await this.afterStep();
    // Seats that asked to leave (pool and deals keep them in the match) drop at once.
    for (const seat of seats) if (room.seats.get(seat)?.leaving && room.deal?.state.phase === "play") await room.act({ type: "leave", seat });
  }

  /** The toss for a table's first deal; later deals rotate clockwise. */
  private firstSeat(seats: Seat[], seedHex: string, number: number): Seat {
    if (this.tossWinner === null || !seats.includes(this.tossWinner)) {
      const sorted = [...seats].sort((a, b) => a - b);
      const result = toss(seedHex, `toss/${number}`, sorted.length);
      this.tossWinner = sorted[result.order[0] ?? 0] ?? (sorted[0] as Seat);
      return firstSeatForDeal(null, seats, this.tossWinner);
    }
    return firstSeatForDeal(this.lastFirst, seats, this.tossWinner);
  }

  /** After every accepted action: settle a finished deal, or let bots move. */
  async afterStep(): Promise<void> {
    const deal = this.room.deal;
    if (!deal) return;
    if (deal.state.phase === "settled") return this.onSettled();
    this.scheduleBots();
  }

  private scheduleBots(): void {
    const room = this.room;
    const deal = room.deal;
    this.botTimers.forEach((t) => t.clear());
    this.botTimers = [];
    if (!deal) return;
    const think = room.timing("botThinkMs");
    const turn = deal.state.turn;
    if (turn && room.seats.get(turn.seat)?.row.isBot) {
      const key = `${turn.number}:${turn.drawn ? 1 : 0}`;
      this.botTimers.push(room.clock.setTimeout(() => void room.enqueue(() => this.botMove(turn.seat, key)), turn.drawn ? think / 2 : think));
    }
    if (deal.state.phase === "meld") {
      for (const s of deal.state.seats) {
        if (s.status !== "playing" || s.groups || !room.seats.get(s.seat)?.row.isBot) continue;
        this.botTimers.push(room.clock.setTimeout(() => void room.enqueue(() => this.botSubmitMeld(s.seat)), think));
      }
    }
  }

  private async botMove(seat: Seat, key: string): Promise<void> {
    const deal = this.room.deal;
    const turn = deal?.state.turn;
    if (!deal || !turn || turn.seat !== seat || `${turn.number}:${turn.drawn ? 1 : 0}` !== key) return;
    await this.room.act(botAction(deal.state, seat));
  }

  private async botSubmitMeld(seat: Seat): Promise<void> {
    const deal = this.room.deal;
    const s = deal?.state.seats.find((x) => x.seat === seat);
    if (!deal || deal.state.phase !== "meld" || !s || s.groups || s.status !== "playing") return;
    await this.room.act({ type: "meld", seat, groups: botMeld(deal.state, seat) });
  }

  private async onSettled(): Promise<void> {
    const room = this.room;
    const deal = room.deal;
    const results = deal?.state.results;
    if (!deal || !results) return;
    this.botTimers.forEach((t) => t.clear());
    room.dealTimerClear();
    // The money moves before anyone is told the results. Wallet operations are idempotent per
    // deal, so a failed attempt is retried; if the money cannot move at all the deal is voided.
    let deltas: Map<Seat, bigint> | undefined;
    for (let attempt = 1; !deltas; attempt++) {
      try {
        deltas = await timed("settle_wallet", () => this.kind.settle(deal.id, results));
      } catch (error) {
        console.error(`table ${room.roomId}: deal ${deal.id} did not settle (attempt ${attempt}):`, error);
        if (attempt >= triesFor(error)) return this.abandon("the deal could not be settled");
        await new Promise((r) => setTimeout(r, retryDelayMs(attempt)));
      }
    }
    await timed("settle_mark", () => markDealSettled(room.platform.db, deal.id, results));
    const nextDealAt = Date.now() + room.timing("nextDealMs");
    room.broadcast("results", resultsMessage(room, deal, deltas, nextDealAt));
    const after = await timed("after_results", () => this.kind.afterResults());
    if (after === "closed") return;
    room.deal = null;
    if (after === "next" && this.kind.nextDeal()) this.countdown(Math.max(0, nextDealAt - Date.now()), "results");
    else this.seatsChanged();
  }

  /**
   * The table cannot go on (money that will not move, a deal that will not start): the deal in
   * play is void, every hold and stack goes home, the clients are told and disconnected.
   */
  async abandon(why: string): Promise<void> {
    const room = this.room;
    this.clearTimers();
    room.dealTimerClear();
    try {
      if (room.deal) await markDealVoided(room.platform.db, room.deal.id);
      await closeTable(room.platform, room.table, "voided");
    } catch (error) {
      // Crash recovery voids the table at the next restart.
      console.error(`table ${room.roomId}: could not void the table:`, error);
    }
    room.state.phase = "finished";
    room.broadcast("closed", { reason: "voided", message: `This table was closed because ${why}; every stake was returned.` });
    room.clock.setTimeout(() => void room.disconnect(), 1000);
  }

  /** Messages that are not deal actions. */
  async handle(slot: SeatSlot, client: Client, type: ClientMessageType, data: unknown): Promise<void> {
    const room = this.room;
    const seat = slot.row.seat;
    switch (type) {
      case "draw":
        await room.act({ type: "draw", seat, from: (data as ClientMessage<"draw">).from }, client);
        return;
      case "discard":
        await room.act({ type: "discard", seat, card: (data as ClientMessage<"discard">).card }, client);
        return;
      case "declare": {
        const d = data as ClientMessage<"declare">;
        await room.act({ type: "declare", seat, finish: d.finish, groups: d.groups }, client);
        return;
      }
      case "meld":
        await room.act({ type: "meld", seat, groups: (data as ClientMessage<"meld">).groups }, client);
        return;
      case "drop":
        await room.act({ type: "drop", seat }, client);
        return;
      case "autoDrop":
        await room.act({ type: "auto_drop", seat, on: (data as ClientMessage<"autoDrop">).on }, client);
        return;
      case "arrange":
        return this.arrange(seat, client);
      case "leave":
        return this.leave(slot, client);
      case "rejoin":
      case "split":
        return this.kind.handle(slot, client, type, data);
    }
  }

  private arrange(seat: Seat, client: Client): void {
    const deal = this.room.deal;
    const s = deal?.state.seats.find((x) => x.seat === seat);
    if (!deal || !s) return this.room.sendError(client, "room/no_deal", "No deal is being played.", "arrange");
    const best = arrangeHand(deal.state, s.hand);
    client.send("arrangement", { dealId: deal.id, groups: best.groups, points: best.points });
  }

  /** Leave table: out of the current deal at once (a drop), chips back once it is settled. */
  private async leave(slot: SeatSlot, client: Client): Promise<void> {
    const room = this.room;
    const seat = slot.row.seat;
    if (room.seats.get(seat) !== slot) return;
    slot.leaving = true;
    const deal = room.deal;
    const inDeal = deal?.state.seats.find((s) => s.seat === seat);
    client.send("leaving", { seat, afterDeal: Boolean(deal && inDeal) });
    if (deal && inDeal?.status === "playing" && deal.state.phase === "play") await room.act({ type: "leave", seat });
    // The leave may have ended the deal, and the end of the deal stood the seat up already.
    if (room.seats.get(seat) !== slot) return;
    if (room.deal && room.deal.state.seats.some((s) => s.seat === seat)) return;
    const view = room.seatState(seat);
    if (view) view.status = "left";
    await this.kind.leave(slot);
  }

  clearTimers(): void {
    this.flowTimer?.clear();
    this.botFillTimer?.clear();
    this.botTimers.forEach((t) => t.clear());
  }
}
