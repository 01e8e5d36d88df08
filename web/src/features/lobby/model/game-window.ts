import type { Seat } from "../api/lobby-api.ts";

/** SPEC.md section 2: the game opens in a popup window of 1318 x 725, centred. */
export const GAME_WINDOW = { width: 1318, height: 725 } as const;

/** `/game?sAuthToken=...&sTableId=...&nChips=...` plus `sPrivateCode` for a private table (SPEC.md section 7). */
export function gameUrl(token: string, seat: Seat): string {
  const query = new URLSearchParams({ sAuthToken: token, sTableId: seat.iTableId, nChips: String(seat.nChips) });
  if (seat.sPrivateCode) query.set("sPrivateCode", seat.sPrivateCode);
  return `/game?${query.toString()}`;
}

export interface WindowFrame {
  readonly screenX: number;
  readonly screenY: number;
  readonly outerWidth: number;
  readonly outerHeight: number;
}

/** Window features for a popup centred on the browser window it is opened from. */
export function popupFeatures(frame: WindowFrame): string {
  const left = Math.max(0, Math.round(frame.screenX + (frame.outerWidth - GAME_WINDOW.width) / 2));
  const top = Math.max(0, Math.round(frame.screenY + (frame.outerHeight - GAME_WINDOW.height) / 2));
  return `popup=yes,width=${GAME_WINDOW.width},height=${GAME_WINDOW.height},left=${left},top=${top}`;
}

/** One window per table: opening the same table again brings its window forward. */
export const gameWindowName = (seat: Seat) => `rummy-table-${seat.iTableId}`;

/** Opens the popup; false when the browser blocked it (the caller then offers a button). */
export function openGameWindow(url: string, name: string): boolean {
  const popup = window.open(url, name, popupFeatures(window));
  if (!popup) return false;
  popup.focus();
  return true;
}
