import type { Client } from "@colyseus/core";
import type { Delayed } from "@colyseus/timer";
import type { Seat } from "@rummy/shared-rules";
import { arrangeHand } from "../services/bots/arrange.ts";
import { closeTable, postSeat } from "../services/tables/stakes.ts";
import { markDealSettled, markDealVoided, updateTable, type DealRow } from "../services/tables/repository.ts";
import { DealOrder } from "./deal-order.ts";
import { DealRunner } from "./deal-runner.ts";
import type { ClientMessageType } from "./messages.ts";
import { MatchFlow } from "./match-flow.ts";
import { PointsFlow } from "./points-flow.ts";
import { resultsMessage } from "./results.ts";
import { retryDelayMs, triesFor } from "./retry-policy.ts";
import type { SeatSlot } from "./seat-tenure.ts";
import { TableBots } from "./table-bots.ts";
import type { FlowHooks, KindFlow, TableContext } from "./table-context.ts";
import { timed } from "../services/timings.ts";
import type { ArrangementMessage, ServerMessage } from "@rummy/shared-rules/contract/room";
import { roomNoticeText } from "../services/i18n/room-refusals-hi.ts";
import { languageOf } from "./client-language.ts";

/**
 * What a table does between and around deals: when the first deal starts, what happens after a
 * deal is settled, the next-deal countdown, bots, leaving. The kind of table (`KindFlow`) decides
 * who plays the next deal and how a settled deal moves money: points tables (`PointsFlow`) after
 * every deal, pool and deals tables (`MatchFlow`) after the match. The deal itself is the room's.
 */
export class TableFlow implements FlowHooks {
  readonly kind: KindFlow;
  private readonly bots: TableBots;
  private flowTimer: Delayed | undefined;
  private readonly order: DealOrder;
  private startFailures = 0;

  constructor(private readonly room: TableContext) {
    this.kind = room.table.rummyType === "pool" || room.table.rummyType === "deal" ? new MatchFlow(room, this) : new PointsFlow(room, this);
    this.bots = new TableBots(room, () => this.seatsChanged());
    this.order = new DealOrder(room.options.seedHex);
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
      this.order.last = runner.state.seats[0]?.seat ?? null;
      this.room.publish([]);
      await this.afterStep();
    }
    this.seatsChanged();
  }

  /** Seats or connections changed: maybe start the countdown to the first deal, maybe fill bots. */
  seatsChanged(): void {
    const room = this.room;
    if (room.deal || this.flowTimer || room.state.phase === "finished") return;
    this.bots.scheduleFill();
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
    const { seedHex, fixed } = this.order.seed();
    const firstSeat = chosenFirst ?? this.order.firstSeat(seats, seedHex, number);
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
    this.order.last = firstSeat;
    room.table = { ...room.table, dealsPlayed: number, status: "running" };
    await updateTable(room.platform.db, room.table.id, { dealsPlayed: number, status: "running" });
    room.deal = runner;
    room.state.nextDealAt = 0;
    room.state.dealNumber = number;
    room.state.dealId = runner.id;
    for (const seat of seats) {
      const s = room.seats.view(seat);
      if (s) s.status = "playing";
    }
    room.publish(events);
    await this.afterStep();
    // Seats that asked to leave (pool and deals keep them in the match) drop at once.
    for (const seat of seats) if (room.seats.get(seat)?.leaving && room.deal?.state.phase === "play") await room.act({ type: "leave", seat });
  }

  /** After every accepted action: settle a finished deal, or let bots move. */
  async afterStep(): Promise<void> {
    const deal = this.room.deal;
    if (!deal) return;
    if (deal.state.phase === "settled") return this.onSettled();
    this.bots.scheduleMoves();
  }

  private async onSettled(): Promise<void> {
    const room = this.room;
    const deal = room.deal;
    const results = deal?.state.results;
    if (!deal || !results) return;
    this.bots.clearMoves();
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
    const english = `This table was closed because ${why}; every stake was returned.`;
    for (const client of room.clients) client.send("closed", { reason: "voided", message: roomNoticeText(languageOf(client), english) } satisfies ServerMessage<"closed">);
    room.clock.setTimeout(() => void room.disconnect(), 1000);
  }

  /** Messages that are not deal actions (the room applies those itself). */
  async handle(slot: SeatSlot, client: Client, type: ClientMessageType, data: unknown): Promise<void> {
    if (type === "arrange") return this.arrange(slot.row.seat, client);
    if (type === "leave") return this.leave(slot, client);
    if (type === "rejoin" || type === "split") return this.kind.handle(slot, client, type, data);
  }

  private arrange(seat: Seat, client: Client): void {
    const deal = this.room.deal;
    const s = deal?.state.seats.find((x) => x.seat === seat);
    if (!deal || !s) return this.room.sendError(client, "room/no_deal", "No deal is being played.", "arrange");
    const best = arrangeHand(deal.state, s.hand);
    client.send("arrangement", { dealId: deal.id, groups: best.groups, points: best.points } satisfies ArrangementMessage);
  }

  /** Leave table: out of the current deal at once (a drop), chips back once it is settled. */
  private async leave(slot: SeatSlot, client: Client): Promise<void> {
    const room = this.room;
    const seat = slot.row.seat;
    if (room.seats.get(seat) !== slot) return;
    slot.leaving = true;
    const deal = room.deal;
    const inDeal = deal?.state.seats.find((s) => s.seat === seat);
    client.send("leaving", { seat, afterDeal: Boolean(deal && inDeal) } satisfies ServerMessage<"leaving">);
    if (deal && inDeal?.status === "playing" && deal.state.phase === "play") await room.act({ type: "leave", seat });
    // The leave may have ended the deal, and the end of the deal stood the seat up already.
    if (room.seats.get(seat) !== slot) return;
    if (room.deal && room.deal.state.seats.some((s) => s.seat === seat)) return;
    const view = room.seats.view(seat);
    if (view) view.status = "left";
    await this.kind.leave(slot);
  }

  clearTimers(): void {
    this.flowTimer?.clear();
    this.bots.clear();
  }
}
