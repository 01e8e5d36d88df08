/**
 * What the client remembers of the current deal beyond the synced state: facts that arrive only
 * as events (turn order, the shuffle's deal id, the first open card, the own hand as dealt,
 * whether this player has drawn, the card drawn this turn, the revealed seed). It is folded from
 * the `events` messages and kept in sessionStorage, so a reload mid-deal still knows them.
 */
import { isCard, type Card } from "@rummy/shared-rules";
import { readSession, writeSession } from "../model/persist.ts";
import type { EventsMessage } from "./protocol.ts";

export interface DealMemory {
  /** The room's deal id (`state.dealId`). */
  readonly dealId: string;
  readonly shuffleId: string | null;
  readonly order: readonly number[];
  readonly firstOpen: Card | null;
  readonly dealtHand: readonly Card[] | null;
  readonly decks: number | null;
  readonly hasDrawn: boolean;
  /** The card drawn in turn `drawnTurn`, when this client may know it. */
  readonly drawnCard: Card | null;
  readonly drawnTurn: number;
  readonly openIsFirstCard: boolean;
  readonly seedHex: string | null;
  /** This player's pre-selected auto drop. */
  readonly autoDrop: boolean;
}

const MEMORY_KEY = "rummy.table.deal";

export function emptyMemory(dealId: string): DealMemory {
  return { dealId, shuffleId: null, order: [], firstOpen: null, dealtHand: null, decks: null, hasDrawn: false, drawnCard: null, drawnTurn: 0, openIsFirstCard: false, seedHex: null, autoDrop: false };
}

function isMemory(value: unknown, dealId: string): value is DealMemory {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Partial<DealMemory>;
  return m.dealId === dealId && Array.isArray(m.order) && typeof m.hasDrawn === "boolean";
}

export function loadMemory(tableId: string, dealId: string): DealMemory {
  const saved = readSession(MEMORY_KEY) as { tableId?: string; memory?: unknown } | null;
  return saved?.tableId === tableId && isMemory(saved.memory, dealId) ? saved.memory : emptyMemory(dealId);
}

export function saveMemory(tableId: string, memory: DealMemory): void {
  writeSession(MEMORY_KEY, { tableId, memory });
}

/**
 * The shoe's deck count from the dealt layout: every card is in a hand, is the cut card, the
 * first open card or in the closed deck.
 */
function decksOf(players: number, handSize: number, closedCount: number, jokersPerDeck: number): number | null {
  const total = players * handSize + 2 + closedCount;
  const decks = total / (52 + jokersPerDeck);
  return Number.isInteger(decks) ? decks : null;
}

export function foldEvents(memory: DealMemory, message: EventsMessage, mySeat: number | null, jokersPerDeck: number, turnNumber: number): DealMemory {
  let m = memory;
  let turn = turnNumber;
  for (const e of message.events) {
    switch (e.type) {
      case "dealt":
        m = {
          ...m,
          shuffleId: e.dealId,
          order: [...e.order],
          firstOpen: e.openCard,
          decks: decksOf(e.order.length, e.handSize, e.closedCount, jokersPerDeck),
          openIsFirstCard: true,
          hasDrawn: false,
        };
        break;
      case "hand":
        if (e.seat === mySeat && m.dealtHand === null) m = { ...m, dealtHand: [...e.cards] };
        break;
      case "turn":
        turn = e.number;
        break;
      case "drew":
        m = { ...m, drawnTurn: turn, drawnCard: "card" in e && isCard(e.card) ? e.card : null, hasDrawn: m.hasDrawn || e.seat === mySeat };
        break;
      case "discarded":
        m = { ...m, openIsFirstCard: false };
        break;
      case "auto_drop_set":
        if (e.seat === mySeat) m = { ...m, autoDrop: e.on };
        break;
      case "dropped":
        if (e.seat === mySeat) m = { ...m, autoDrop: false };
        break;
      case "settled":
        m = { ...m, seedHex: e.seedHex };
        break;
      default:
        break;
    }
  }
  return m;
}
