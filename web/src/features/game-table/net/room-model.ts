/**
 * The adapter from the table room's protocol to the client's `TableView`. It keeps the latest
 * synced state, the deal memory folded from events and the last results message, and builds a
 * fresh view whenever one of them changes. Server times are wall-clock ms of the server; the
 * view's times are this browser's clock, corrected by the skew `ClockSync` estimates.
 */
import { isCard, isVariantId, VARIANTS, type Card, type RuleSet } from "@rummy/shared-rules";
import { nearestPaise, paiseToRupees } from "@rummy/shared-rules/money";
import type { DealResultsView, MatchEnd, PlayerSeat, PlayerStatus, RejoinPrompt, ScoreBoard, SplitPrompt, TablePhase, TableView } from "../model/types.ts";
import { stake } from "../model/stake.ts";
import { ClockSync } from "./clock-sync.ts";
import { emptyMemory, foldEvents, loadMemory, saveMemory, type DealMemory } from "./deal-memory.ts";
import type { EventsMessage, MatchOverMessage, RejoinOfferMessage, ResultsMessage, RoomSnapshot, SeatSnapshot, SplitOfferMessage, SplitResultMessage, SplitVoteMessage } from "./protocol.ts";

const STATUSES: readonly PlayerStatus[] = ["waiting", "playing", "declared", "dropped", "wrong_show", "eliminated", "left"];

const PHASES: Readonly<Record<string, TablePhase>> = {
  waiting: "waiting",
  starting: "waiting",
  play: "play",
  meld: "meld",
  results: "results",
  finished: "ended",
};

const MODE_NAMES: Readonly<Record<string, string>> = { point: "Points Rummy", pool: "Pool Rummy", deal: "Deals Rummy", point21: "21 Cards Rummy", point10: "10 Cards Rummy", point27: "27 Cards Rummy" };

export interface EntryInfo {
  readonly tableId: string;
  readonly privateCode: string | null;
}

/** Amounts have 2 decimals (the state carries float64; this also tidies older float32 values), through exact paise. */
function money(value: number): number {
  return Number.isFinite(value) ? paiseToRupees(nearestPaise(value)) : 0;
}

function card(code: number): Card | null {
  return isCard(code) ? code : null;
}

function seatStatus(status: string): PlayerStatus {
  return (STATUSES as readonly string[]).includes(status) ? (status as PlayerStatus) : "waiting";
}

function rulesOf(snapshot: RoomSnapshot): RuleSet {
  return isVariantId(snapshot.variant) ? VARIANTS[snapshot.variant] : VARIANTS.points13;
}

function titleOf(s: RoomSnapshot): string {
  const mode = MODE_NAMES[s.rummyType] ?? "Rummy";
  if (s.rummyType === "pool") return `${mode} ${s.tablePoint}`;
  if (s.rummyType === "deal") return `${mode} · ${s.tablePoint} deals`;
  return `${mode} · ${stake(money(s.tablePoint), s.gameType === "practice")} a point`;
}

/**
 * This client's seat: the only seat whose private `hand` is in this client's view. Between deals
 * the own hand is an empty array while other seats' hands are absent, so an empty array counts
 * when it is the only one.
 */
export function ownSeatOf(snapshot: RoomSnapshot): number | null {
  const seats = Object.values(snapshot.seats);
  const withCards = seats.find((s) => (s.hand?.length ?? 0) > 0);
  if (withCards) return withCards.seat;
  const withHand = seats.filter((s) => Array.isArray(s.hand));
  return withHand.length === 1 && withHand[0] ? withHand[0].seat : null;
}

/**
 * One seat's line for one deal on the score board: pool adds the deal's points to a running
 * score; deals moves chips, the winner taking every loser's points.
 */
export function dealScore(results: ResultsMessage, seat: number, kind: "pool" | "deals"): number {
  const row = results.seats.find((x) => x.seat === seat);
  if (!row) return 0;
  if (kind === "pool") return row.points;
  if (row.outcome !== "winner") return -row.points;
  return results.seats.filter((x) => x.seat !== seat).reduce((sum, x) => sum + x.points, 0);
}

export class RoomModel {
  private snapshot: RoomSnapshot | null = null;
  private memory: DealMemory = emptyMemory("");
  private results: ResultsMessage | null = null;
  private history: ResultsMessage[] = [];
  private seat: number | null = null;
  private rejoin: RejoinPrompt | null = null;
  private split: SplitPrompt | null = null;
  private matchEnd: MatchEnd | null = null;
  readonly clock = new ClockSync();

  constructor(private readonly entry: EntryInfo) {}

  get mySeat(): number | null {
    return this.seat;
  }

  /** The room said which seat is ours (or we found our hand in the state). */
  setMySeat(seat: number): void {
    this.seat = seat;
  }

  onState(snapshot: RoomSnapshot): void {
    const prev = this.snapshot;
    this.snapshot = snapshot;
    if (this.seat === null) this.seat = ownSeatOf(snapshot);
    if (snapshot.dealId && snapshot.dealId !== this.memory.dealId) {
      this.memory = loadMemory(this.entry.tableId, snapshot.dealId);
      if (this.results && this.results.dealId !== snapshot.dealId && snapshot.phase === "play") this.results = null;
    }
    // A new turn seen live starts at (turnEndsAt - turn length) on the server's clock: a skew sample.
    if (prev && snapshot.turnNumber !== prev.turnNumber && snapshot.turnSeat >= 0) {
      this.clock.sample(snapshot.turnEndsAt - rulesOf(snapshot).turnSeconds * 1000);
    }
  }

  onEvents(message: EventsMessage): void {
    if (message.dealId !== this.memory.dealId) this.memory = loadMemory(this.entry.tableId, message.dealId);
    const rules = this.snapshot ? rulesOf(this.snapshot) : VARIANTS.points13;
    const hand = message.events.find((e) => e.type === "hand");
    if (this.seat === null && hand && hand.type === "hand") this.seat = hand.seat;
    this.memory = foldEvents(this.memory, message, this.seat, rules.jokersPerDeck, this.snapshot?.turnNumber ?? 0);
    saveMemory(this.entry.tableId, this.memory);
  }

  onResults(message: ResultsMessage): void {
    this.results = message;
    if (!this.history.some((r) => r.dealId === message.dealId)) this.history = [...this.history, message].slice(-12);
    if (message.dealId === this.memory.dealId && !this.memory.seedHex) {
      this.memory = { ...this.memory, seedHex: message.seedHex };
      saveMemory(this.entry.tableId, this.memory);
    }
  }

  onRejoinOffer(message: RejoinOfferMessage): void {
    if (message.seat !== this.seat) return;
    this.rejoin = { fee: message.nTableFee, score: message.score, deadline: this.clock.toLocal(message.deadline) };
  }

  onRejoinClosed(seats: readonly number[]): void {
    if (this.seat !== null && seats.includes(this.seat)) this.rejoin = null;
  }

  onSplitOffer(message: SplitOfferMessage): void {
    this.split = { kind: message.kind, seats: message.seats, shares: message.shares, accepted: [], deadline: this.clock.toLocal(message.deadline) };
  }

  onSplitVote(message: SplitVoteMessage): void {
    if (!this.split || !message.accepted || this.split.accepted.includes(message.seat)) return;
    this.split = { ...this.split, accepted: [...this.split.accepted, message.seat] };
  }

  onSplitResult(_message: SplitResultMessage): void {
    this.split = null;
  }

  onMatchOver(message: MatchOverMessage): void {
    this.matchEnd = { prizes: message.prizes, prizePool: message.prizePool };
    this.rejoin = null;
    this.split = null;
  }

  private playerSeat(s: SeatSnapshot, pool: boolean): PlayerSeat {
    return {
      seat: s.seat,
      name: s.name,
      avatar: s.avatar || null,
      chips: money(s.chips),
      isBot: s.isBot,
      connected: s.connected,
      status: seatStatus(s.status),
      handCount: s.handCount,
      bankMs: s.bankMs,
      melded: s.melded,
      score: pool ? s.score : null,
    };
  }

  private resultsView(): DealResultsView | null {
    const r = this.results;
    if (!r) return null;
    return {
      winner: r.winner,
      endedBy: r.endedBy,
      finishCard: r.finishCard,
      rows: r.seats.map((s) => ({
        seat: s.seat,
        name: s.name,
        isBot: s.isBot,
        outcome: s.outcome,
        points: s.points,
        hand: s.hand,
        groups: s.groups,
        arrangedBy: s.arrangedBy,
        dropKind: s.drop?.kind ?? null,
        amount: s.amount,
      })),
    };
  }

  private scoreboard(s: RoomSnapshot): ScoreBoard | null {
    if (s.rummyType !== "pool" && s.rummyType !== "deal") return null;
    const seats = Object.values(s.seats).sort((a, b) => a.seat - b.seat);
    return {
      kind: s.rummyType === "pool" ? "pool" : "deals",
      deals: this.history.length,
      rows: seats.map((seat) => ({
        seat: seat.seat,
        name: seat.name,
        perDeal: this.history.map((r) => dealScore(r, seat.seat, s.rummyType === "pool" ? "pool" : "deals")),
        total: seat.score,
        eliminated: seat.status === "eliminated",
      })),
    };
  }

  /** Whether this player has drawn in this deal, from memory or (after a fresh join) from the turn count. */
  private hasDrawn(s: RoomSnapshot): boolean {
    if (this.memory.hasDrawn) return true;
    const mine = s.turnSeat === this.seat && s.drawnFrom !== "";
    if (mine) return true;
    if (this.memory.order.length > 0) {
      const first = this.memory.order.indexOf(this.seat ?? -1) + 1;
      return first > 0 && s.turnNumber > first && !(s.turnSeat === this.seat && s.turnNumber === first);
    }
    return s.turnNumber > s.maxPlayers;
  }

  view(): TableView | null {
    const s = this.snapshot;
    if (!s) return null;
    const rules = rulesOf(s);
    const local = (ms: number) => this.clock.toLocal(ms);
    const seats: (PlayerSeat | null)[] = Array.from({ length: Math.max(2, s.maxPlayers) }, () => null);
    const matchKind = s.rummyType === "pool" || s.rummyType === "deal";
    for (const seat of Object.values(s.seats)) if (seat.seat < seats.length) seats[seat.seat] = this.playerSeat(seat, matchKind);
    const own = this.seat === null ? undefined : s.seats[String(this.seat)];
    const handCodes = own?.hand?.map((c) => c.code).filter(isCard) ?? [];
    const inDeal = s.phase === "play" || s.phase === "meld" || s.phase === "results";
    const m = this.memory.dealId === s.dealId ? this.memory : emptyMemory(s.dealId);
    const drawnFrom = s.drawnFrom === "closed" || s.drawnFrom === "open" ? s.drawnFrom : null;
    const phase = PHASES[s.phase] ?? "waiting";
    const results = phase === "results" || phase === "ended" ? this.resultsView() : null;
    return {
      tableId: s.tableId || this.entry.tableId,
      rules,
      info: { title: titleOf(s), mode: s.rummyType, tablePoint: s.tablePoint, pointValue: s.rummyType !== "pool" && s.rummyType !== "deal" ? money(s.tablePoint) : null, entryFee: money(s.tableFee) || null, practice: s.gameType === "practice", privateCode: this.entry.privateCode },
      maxSeats: Math.max(2, s.maxPlayers),
      mySeat: this.seat,
      seats,
      phase,
      dealNumber: s.dealNumber,
      dealId: s.dealId || null,
      shuffleId: m.shuffleId,
      commitment: s.commitment || this.results?.commitment || null,
      seedHex: m.seedHex ?? (results && this.results ? this.results.seedHex : null),
      turnOrder: m.order,
      decks: m.decks ?? 2,
      cut: card(s.cutJoker) ?? (results && this.results ? this.results.cutJoker : null),
      openTop: card(s.openCard),
      openCount: s.openCount,
      openIsFirstCard: m.order.length > 0 ? m.openIsFirstCard : s.turnNumber <= 1 && s.openCount === 1,
      firstOpen: m.firstOpen,
      dealtHand: m.dealtHand,
      closedCount: s.closedCount,
      // A player seated mid-deal waits for the next one: no hand to show.
      hand: inDeal && own && own.status !== "waiting" ? handCodes : null,
      autoDrop: s.phase === "play" && m.autoDrop,
      hasDrawn: inDeal ? this.hasDrawn(s) : false,
      turn:
        s.turnSeat >= 0 && s.phase === "play"
          ? {
              seat: s.turnSeat,
              number: s.turnNumber,
              turnEndsAt: local(s.turnEndsAt),
              deadline: local(s.deadline),
              drawnFrom,
              drawnCard: drawnFrom && m.drawnTurn === s.turnNumber ? m.drawnCard : null,
            }
          : null,
      meld: s.phase === "meld" && s.declarer >= 0 ? { declarer: s.declarer, deadline: local(s.meldDeadline) } : null,
      results,
      nextDealAt: s.nextDealAt > 0 ? local(s.nextDealAt) : null,
      scoreboard: this.scoreboard(s),
      rejoin: this.rejoin,
      split: this.split,
      matchEnd: this.matchEnd,
      tournament: s.tournament?.id ? { ...s.tournament } : null,
    };
  }
}
