/**
 * What one seat may see. The room sends each client only `viewFor(state, seat)` and
 * `eventFor(event, seat)`: its own hand, how many cards the others hold, the open deck, the
 * closed deck's size (never its order), the cut joker and the clock. At settlement every hand,
 * the finish card and the seed are revealed so the deal can be checked against its commitment.
 */
import type { Card } from "../card.ts";
import type { RuleSet } from "../variant.ts";
import type { DealEvent, DealPhase, DealResults, DealState, DropKind, Seat, SeatStatus } from "./types.ts";

export interface SeatView {
  readonly seat: Seat;
  readonly status: SeatStatus;
  readonly handCount: number;
  readonly bankMs: number;
  readonly missedTurns: number;
  readonly drop: { kind: DropKind; points: number } | null;
  /** In the meld phase: whether this seat has submitted its groups. */
  readonly melded: boolean;
}

export interface DealView {
  readonly dealId: string;
  readonly commitment: string;
  readonly rules: RuleSet;
  readonly phase: DealPhase;
  /** The seat this view is for; null for a spectator. */
  readonly viewer: Seat | null;
  readonly hand: Card[] | null;
  readonly autoDrop: boolean;
  readonly seats: SeatView[];
  /** Every open card, top last: discards are face up, so the whole pile is public. */
  readonly open: Card[];
  readonly openIsFirstCard: boolean;
  readonly closedCount: number;
  readonly cut: Card;
  readonly turn: {
    seat: Seat;
    number: number;
    turnEndsAt: number;
    deadline: number;
    drawnFrom: "closed" | "open" | null;
    /** The drawn card, for its drawer, or for everyone when it came from the open deck. */
    drawnCard: Card | null;
  } | null;
  readonly meld: { declarer: Seat; deadline: number } | null;
  readonly results: DealResults | null;
  readonly finish: Card | null;
  readonly seedHex: string | null;
}

export function viewFor(state: DealState, viewer: Seat | null): DealView {
  const own = viewer === null ? undefined : state.seats.find((s) => s.seat === viewer);
  const settled = state.phase === "settled";
  const drawn = state.turn?.drawn ?? null;
  const showDrawn = drawn !== null && (drawn.from === "open" || state.turn?.seat === viewer);
  return {
    dealId: state.dealId,
    commitment: state.commitment,
    rules: state.rules,
    phase: state.phase,
    viewer: own ? own.seat : null,
    hand: own ? [...own.hand] : null,
    autoDrop: own?.autoDrop ?? false,
    seats: state.seats.map((s) => ({
      seat: s.seat,
      status: s.status,
      handCount: s.hand.length,
      bankMs: s.bankMs,
      missedTurns: s.missedTurns,
      drop: s.drop ? { kind: s.drop.kind, points: s.drop.points } : null,
      melded: s.groups !== null,
    })),
    open: [...state.open],
    openIsFirstCard: state.openIsFirstCard,
    closedCount: state.closed.length,
    cut: state.cut,
    turn: state.turn
      ? {
          seat: state.turn.seat,
          number: state.turn.number,
          turnEndsAt: state.turn.turnEndsAt,
          deadline: state.turn.deadline,
          drawnFrom: drawn?.from ?? null,
          drawnCard: showDrawn ? (drawn?.card ?? null) : null,
        }
      : null,
    meld: state.meld,
    results: settled ? state.results : null,
    finish: settled ? state.finish : null,
    seedHex: settled ? state.seedHex : null,
  };
}

/**
 * The event as `viewer` may receive it, or null when it is none of the viewer's business:
 * another seat's hand, a card another seat drew from the closed deck (the draw itself is shown,
 * the card is not), another seat's pre-selected auto drop.
 */
export function eventFor(event: DealEvent, viewer: Seat | null): DealEvent | Omit<Extract<DealEvent, { type: "drew" }>, "card"> | null {
  switch (event.type) {
    case "hand":
    case "auto_drop_set":
      return event.seat === viewer ? event : null;
    case "drew": {
      if (event.from === "open" || event.seat === viewer) return event;
      const { card: _hidden, ...rest } = event;
      return rest;
    }
    default:
      return event;
  }
}
