/**
 * The room's reconnection token, per table, in sessionStorage: it survives a reload of the game
 * window (which reconnects to the same seat) but not closing it, and other tabs do not share it.
 */
const PREFIX = "rummy.table.reconnect.";

export function readReconnectToken(tableId: string): string | null {
  try {
    return sessionStorage.getItem(PREFIX + tableId);
  } catch {
    return null;
  }
}

export function storeReconnectToken(tableId: string, token: string): void {
  try {
    sessionStorage.setItem(PREFIX + tableId, token);
  } catch {
    // Without storage a reload joins afresh, which the room also accepts for a seated player.
  }
}

export function forgetReconnectToken(tableId: string): void {
  try {
    sessionStorage.removeItem(PREFIX + tableId);
  } catch {
    // Nothing to forget.
  }
}
