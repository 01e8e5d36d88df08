/**
 * The game window's seat reservation, asked for by its entry script (web/src/game-main.tsx) as the page
 * starts, while the table's chunk (which carries colyseus.js) is still downloading: the
 * matchmaking round trip overlaps the download instead of following it. ColyseusConnection
 * consumes it; with none (a reload that reconnects, a refusal, another table) it joins itself,
 * so the room's answer to a refused join is still shown as before. The reservation's socket is
 * opened at once too (early-socket.ts), for colyseus.js to take over when it consumes it.
 */
import type { SeatReservation } from "colyseus.js";
import { installAdoptingWebSocket, openEarlySocket } from "./early-socket.ts";
import { readReconnectToken } from "./reconnect-token.ts";

let early: { readonly tableId: string; readonly authToken: string; readonly reservation: Promise<SeatReservation | null> } | null = null;

function isReservation(value: unknown): value is SeatReservation {
  const v = value as Partial<SeatReservation> | null;
  return Boolean(v && typeof v.sessionId === "string" && v.room && typeof v.room.roomId === "string");
}

declare global {
  interface Window {
    /** The reservation game.html's early script asked for (web/build/game-early.js), before the entry ran. */
    __rummyEarlySeat?: { readonly tableId: string; readonly token: string; readonly response: Promise<Response> };
  }
}

/** The early script's request when it is for this table and player, taken once. */
function takeScriptRequest(tableId: string, authToken: string): Promise<Response> | null {
  const sent = window.__rummyEarlySeat;
  window.__rummyEarlySeat = undefined;
  return sent && sent.tableId === tableId && sent.token === authToken ? sent.response : null;
}

/** The same request colyseus.js's `joinById` makes (POST /matchmake/joinById/<id>, Bearer token). */
export function reserveSeatEarly(tableId: string, authToken: string, privateCode: string | null): void {
  // A reload holds a reconnection token: the connection reconnects with it, no new join.
  if (readReconnectToken(tableId)) return;
  // Before the table's chunk runs: colyseus.js keeps the WebSocket class it finds then.
  installAdoptingWebSocket();
  // game.html's early script has usually sent it already, while this entry was downloading.
  const request =
    takeScriptRequest(tableId, authToken) ??
    fetch(`/matchmake/joinById/${encodeURIComponent(tableId)}`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json", Authorization: `Bearer ${authToken}` },
      body: JSON.stringify(privateCode ? { sPrivateCode: privateCode } : {}),
    });
  const reservation = request
    .then(async (response) => {
      const body: unknown = response.ok ? await response.json() : null;
      if (!isReservation(body)) return null;
      openEarlySocket(body, authToken);
      return body;
    })
    .catch(() => null);
  early = { tableId, authToken, reservation };
}

/** The early reservation for this table and player, once; null when there is none. */
export function takeEarlyReservation(tableId: string, authToken: string): Promise<SeatReservation | null> {
  if (!early || early.tableId !== tableId || early.authToken !== authToken) return Promise.resolve(null);
  const { reservation } = early;
  early = null;
  return reservation;
}
