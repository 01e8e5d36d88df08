/**
 * The player's groups for the current deal, kept in sessionStorage so a reload of the game
 * window shows the hand as the player had arranged it. (The connection keeps the reconnection
 * token and the adapter its memory of the deal the same way.)
 */
import { isCard, type Card } from "@rummy/shared-rules";

const GROUPS_KEY = "rummy.table.groups";

export function readSession(key: string): unknown {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be full or disabled; the table still works, a reload just forgets the groups.
  }
}

function isCardGroups(value: unknown): value is Card[][] {
  return Array.isArray(value) && value.every((g) => Array.isArray(g) && g.every(isCard));
}

interface Saved {
  readonly tableId: string;
  readonly dealId: string;
  readonly groups?: unknown;
}

function savedFor(key: string, tableId: string, dealId: string): Saved | null {
  const saved = readSession(key) as Saved | null;
  return saved && typeof saved === "object" && saved.tableId === tableId && saved.dealId === dealId ? saved : null;
}

export function saveGroups(tableId: string, dealId: string, groups: Card[][]): void {
  writeSession(GROUPS_KEY, { tableId, dealId, groups });
}

export function loadSavedGroups(tableId: string, dealId: string): Card[][] | null {
  const groups = savedFor(GROUPS_KEY, tableId, dealId)?.groups;
  return isCardGroups(groups) ? groups : null;
}
