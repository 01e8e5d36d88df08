/**
 * Development only (`sTableId=sandbox`, dev server): a table played in the browser against
 * simple bots, with no server. It runs the `shared-rules` deal machine the way the room does,
 * projects it into the room's state shape and events, and feeds them through the real adapter
 * (`RoomModel`), so the whole client can be built and looked at before the rooms exist.
 * Query: players=2..6, seed=<64 hex>, turn=<seconds>.
 */
import { apply, bestArrangement, eventFor, facePoints, isJoker, jokerContext, startDeal, VARIANTS, type DealAction, type DealEvent, type DealState } from "@rummy/shared-rules";
import { TABLE_NOTICES } from "../../model/notices.ts";
import type { Intent } from "../../model/types.ts";
import { Listeners, type ConnectionListener, type TableConnection } from "../connection.ts";
import type { ResultsMessage, RoomSnapshot, SeatSnapshot } from "../protocol.ts";
import { RoomModel } from "../room-model.ts";

const NAMES = ["You", "Priya", "Arjun", "Meera", "Kabir", "Ananya"];
const ME = 0;
const POINT_VALUE = 0.5;

function randomSeed(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export class SandboxConnection implements TableConnection {
  private readonly listeners = new Listeners();
  private readonly model: RoomModel;
  private readonly players: number;
  private readonly seed: string | null;
  private readonly rules;
  private deal: DealState | null = null;
  private dealNumber = 0;
  private phase = "starting";
  private nextDealAt = 0;
  private timers: number[] = [];
  private chips: number[];

  constructor(private readonly tableId: string, params: URLSearchParams) {
    this.players = Math.max(2, Math.min(6, Number(params.get("players") ?? 6) || 6));
    this.seed = params.get("seed");
    const turn = Number(params.get("turn") ?? 30) || 30;
    this.rules = { ...VARIANTS.points13, turnSeconds: turn };
    this.chips = Array.from({ length: this.players }, () => 400);
    this.model = new RoomModel({ tableId, privateCode: null });
    this.model.setMySeat(ME);
    this.listeners.emit({ type: "status", status: "connected" });
    this.nextDealAt = Date.now() + 400;
    this.publish([]);
    this.later(400, () => this.startDeal());
  }

  subscribe(listener: ConnectionListener): () => void {
    return this.listeners.subscribe(listener);
  }

  private later(ms: number, fn: () => void): void {
    this.timers.push(window.setTimeout(fn, ms));
  }

  private startDeal(): void {
    this.dealNumber += 1;
    const seats = Array.from({ length: this.players }, (_, i) => i);
    const started = startDeal({ rules: this.rules, dealId: `${this.tableId}/deal-${this.dealNumber}`, seedHex: this.seed ?? randomSeed(), seats, firstSeat: (this.dealNumber - 1) % this.players, now: Date.now() });
    this.deal = started.state;
    this.phase = "play";
    this.publish(started.events);
    this.afterStep();
  }

  private seatSnapshot(seat: number): SeatSnapshot {
    const s = this.deal?.seats.find((x) => x.seat === seat);
    return {
      seat,
      name: NAMES[seat] ?? `Player ${seat + 1}`,
      avatar: "",
      isBot: seat !== ME,
      connected: true,
      chips: this.chips[seat] ?? 0,
      status: s?.status ?? "waiting",
      dropped: s?.status === "dropped",
      score: 0,
      handCount: s?.hand.length ?? 0,
      bankMs: s?.bankMs ?? 0,
      missedTurns: s?.missedTurns ?? 0,
      melded: this.deal?.phase === "meld" && s?.groups !== null && s?.status === "playing",
      hand: seat === ME && s ? s.hand.map((code) => ({ code })) : [],
    };
  }

  private snapshot(): RoomSnapshot {
    const d = this.deal;
    const seats: Record<string, SeatSnapshot> = {};
    for (let i = 0; i < this.players; i++) seats[String(i)] = this.seatSnapshot(i);
    return {
      tableId: this.tableId,
      rummyType: "point",
      gameType: "practice",
      variant: "points13",
      isPrivate: false,
      maxPlayers: this.players,
      tablePoint: POINT_VALUE,
      tableFee: 40,
      phase: d ? (d.phase === "settled" ? "results" : d.phase) : this.phase,
      nextDealAt: this.phase === "results" || this.phase === "starting" ? this.nextDealAt : 0,
      dealNumber: this.dealNumber,
      dealId: d?.dealId ?? "",
      commitment: d?.commitment ?? "",
      turnSeat: d?.turn?.seat ?? -1,
      turnNumber: d?.turn?.number ?? 0,
      turnEndsAt: d?.turn?.turnEndsAt ?? 0,
      deadline: d?.turn?.deadline ?? 0,
      drawnFrom: d?.turn?.drawn?.from ?? "",
      openCard: d?.open[d.open.length - 1] ?? -1,
      openCount: d?.open.length ?? 0,
      closedCount: d?.closed.length ?? 0,
      cutJoker: d?.cut ?? -1,
      declarer: d?.meld?.declarer ?? -1,
      meldDeadline: d?.meld?.deadline ?? 0,
      seats,
    };
  }

  private publish(events: readonly DealEvent[]): void {
    this.model.onState(this.snapshot());
    const visible = events.map((e) => eventFor(e, ME)).filter((e) => e !== null);
    if (this.deal && visible.length > 0) this.model.onEvents({ dealId: this.deal.dealId, events: visible });
    const view = this.model.view();
    if (view) this.listeners.emit({ type: "view", view });
  }

  private act(action: DealAction): boolean {
    if (!this.deal) return false;
    const step = apply(this.deal, action, { now: Date.now() });
    if (!step.ok) {
      if (action.type !== "timeout" && "seat" in action && action.seat === ME) this.listeners.emit({ type: "notice", kind: "error", text: step.error.message });
      return false;
    }
    this.deal = step.state;
    this.publish(step.events);
    this.afterStep();
    return true;
  }

  private afterStep(): void {
    this.timers.forEach((t) => clearTimeout(t));
    this.timers = [];
    const d = this.deal;
    if (!d) return;
    if (d.phase === "settled") return this.settle();
    const deadline = d.turn?.deadline ?? d.meld?.deadline;
    if (deadline !== undefined) this.later(Math.max(0, deadline - Date.now()) + 5, () => this.act({ type: "timeout" }));
    const turn = d.turn;
    if (turn && turn.seat !== ME) this.later(turn.drawn ? 500 : 900, () => this.botMove(turn.seat));
    if (d.phase === "meld") {
      for (const s of d.seats) if (s.seat !== ME && s.status === "playing" && !s.groups) this.later(1200, () => this.botMeld(s.seat));
    }
  }

  private botMove(seat: number): void {
    const d = this.deal;
    if (!d?.turn || d.turn.seat !== seat) return;
    if (!d.turn.drawn) return void this.act({ type: "draw", seat, from: "closed" });
    const ctx = jokerContext(d.rules, d.cut);
    const hand = d.seats.find((s) => s.seat === seat)?.hand ?? [];
    const candidates = hand.filter((c) => !isJoker(ctx, c));
    const worst = [...candidates].sort((a, b) => facePoints(b) - facePoints(a))[0] ?? hand[0];
    if (worst !== undefined) this.act({ type: "discard", seat, card: worst });
  }

  private botMeld(seat: number): void {
    const d = this.deal;
    const s = d?.seats.find((x) => x.seat === seat);
    if (!d || !s || s.groups) return;
    const best = bestArrangement(d.rules, jokerContext(d.rules, d.cut), s.hand);
    const groups = [...best.melds, ...(best.deadwood.length > 0 ? [best.deadwood] : [])];
    this.act({ type: "meld", seat, groups });
  }

  private settle(): void {
    const d = this.deal;
    const results = d?.results;
    if (!d || !results) return;
    const losers = results.seats.filter((r) => r.seat !== results.winner);
    const won = losers.reduce((sum, r) => sum + r.points, 0) * POINT_VALUE * 0.9;
    this.phase = "results";
    this.nextDealAt = Date.now() + 10_000;
    const message: ResultsMessage = {
      dealId: d.dealId,
      dealNumber: this.dealNumber,
      winner: results.winner,
      endedBy: results.endedBy,
      cutJoker: d.cut,
      finishCard: d.finish,
      seats: results.seats.map((r) => ({
        seat: r.seat,
        name: NAMES[r.seat] ?? "",
        isBot: r.seat !== ME,
        outcome: r.outcome,
        points: r.points,
        valueCardPoints: 0,
        hand: r.hand,
        groups: r.groups,
        arrangedBy: r.arrangedBy,
        drop: r.drop,
        amount: r.seat === results.winner ? won : -r.points * POINT_VALUE,
        score: 0,
        chips: this.chips[r.seat] ?? 0,
      })),
      commitment: d.commitment,
      seedHex: d.seedHex,
      verifyUrl: "",
      nextDealAt: this.nextDealAt,
    };
    this.model.onResults(message);
    this.publish([]);
    this.later(10_000, () => this.startDeal());
  }

  send(intent: Intent): void {
    switch (intent.type) {
      case "draw":
        return void this.act({ type: "draw", seat: ME, from: intent.from });
      case "discard":
        return void this.act({ type: "discard", seat: ME, card: intent.card });
      case "declare":
        return void this.act({ type: "declare", seat: ME, finish: intent.finish, groups: intent.groups });
      case "meld":
        return void this.act({ type: "meld", seat: ME, groups: intent.groups });
      case "drop":
        return void this.act({ type: "drop", seat: ME });
      case "auto_drop":
        return void this.act({ type: "auto_drop", seat: ME, on: intent.on });
      case "leave":
        this.listeners.emit({ type: "status", status: "closed", reason: "You left the sandbox table." });
        return;
      default:
        this.listeners.emit({ type: "notice", kind: "info", text: TABLE_NOTICES.sandboxOnly });
    }
  }

  async leave(): Promise<void> {
    this.send({ type: "leave" });
  }

  dispose(): void {
    this.timers.forEach((t) => clearTimeout(t));
    this.timers = [];
  }
}
