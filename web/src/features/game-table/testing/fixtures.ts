/**
 * Views and connections for unit tests: a `TableView` built from card notation, and a fake
 * connection that records the intents sent and lets a test push views.
 */
import { parseCards, VARIANTS, type Card } from "@rummy/shared-rules";
import type { ConnectionEvent, ConnectionListener, TableConnection } from "../net/connection.ts";
import type { Intent, PlayerSeat, TableView } from "../model/types.ts";

export function cards(text: string): Card[] {
  return text.trim() === "" ? [] : parseCards(text.trim().split(/\s+/));
}

export function seat(n: number, extra: Partial<PlayerSeat> = {}): PlayerSeat {
  return { seat: n, name: ["Asha", "Bala", "Chitra", "Dev", "Esha", "Farhan"][n] ?? `P${n}`, avatar: null, chips: 100, isBot: false, connected: true, status: "playing", handCount: 13, bankMs: 10_000, melded: false, score: null, ...extra };
}

/** A Points deal in play, two seats, this client at seat 0, 6s wild (cut 6D). */
export function playView(extra: Partial<TableView> = {}): TableView {
  return {
    tableId: "t1",
    rules: VARIANTS.points13,
    info: { title: "Points Rummy", pointValue: 0.5, entryFee: 40, practice: true, privateCode: null },
    maxSeats: 2,
    mySeat: 0,
    seats: [seat(0), seat(1)],
    phase: "play",
    dealNumber: 1,
    dealId: "d1",
    shuffleId: "seeded/1",
    commitment: "ab".repeat(32),
    seedHex: null,
    turnOrder: [0, 1],
    decks: 2,
    cut: cards("6D")[0] ?? null,
    openTop: cards("KC")[0] ?? null,
    openCount: 1,
    openIsFirstCard: true,
    firstOpen: cards("KC")[0] ?? null,
    dealtHand: null,
    closedCount: 77,
    hand: cards("AH 2H 3H 4S 5S 6S 7C 7D 7S 9H 10H JK QD"),
    autoDrop: false,
    hasDrawn: false,
    turn: { seat: 0, number: 1, turnEndsAt: Date.now() + 30_000, deadline: Date.now() + 40_000, drawnFrom: null, drawnCard: null },
    meld: null,
    results: null,
    nextDealAt: null,
    scoreboard: null,
    rejoin: null,
    split: null,
    matchEnd: null,
    ...extra,
  };
}

export class FakeConnection implements TableConnection {
  readonly sent: Intent[] = [];
  private listeners = new Set<ConnectionListener>();
  left = false;

  subscribe(listener: ConnectionListener): () => void {
    this.listeners.add(listener);
    listener({ type: "status", status: "connected" });
    return () => this.listeners.delete(listener);
  }

  emit(event: ConnectionEvent): void {
    for (const l of this.listeners) l(event);
  }

  view(view: TableView): void {
    this.emit({ type: "view", view });
  }

  send(intent: Intent): void {
    this.sent.push(intent);
  }

  async leave(): Promise<void> {
    this.left = true;
  }

  dispose(): void {
    this.listeners.clear();
  }
}
