/**
 * The game window's room socket, opened by the entry as soon as its early seat reservation
 * arrives (early-join.ts), while the table's chunk (which carries colyseus.js) still downloads and
 * runs: the socket's handshake and the room's join overlap that work instead of following it. On
 * a phone with 150 ms of latency that is two or three round trips off the first drawn table.
 *
 * colyseus.js opens its socket with `new WebSocket(url)`, with the class it found on `globalThis`
 * when its module ran. The entry installs, before that, a subclass that hands over the socket
 * already open for the same seat (the URL's `sessionId`), with the messages that came before
 * colyseus.js listened, replayed to its handlers in order; any other URL opens as usual.
 */
import type { SeatReservation } from "colyseus.js";

interface EarlySocket {
  readonly socket: WebSocket;
  /** What arrived before colyseus.js took the socket: its messages, then maybe its close. */
  readonly early: Event[];
  readonly keep: (event: Event) => void;
}

/** The reservation's room as the matchmaker sends it (colyseus.js's type leaves these out). */
type ReservedRoom = SeatReservation["room"] & { readonly processId?: unknown; readonly publicAddress?: unknown };

const sockets = new Map<string, EarlySocket>();
/** An early socket colyseus.js never asks for (the window closed its table first) is closed. */
const UNCLAIMED_MS = 30_000;

/**
 * The URL colyseus.js's `Client.buildEndpoint` makes for this reservation, for a client whose
 * endpoint is this page's host and whose auth token is `authToken` (ColyseusConnection's).
 */
export function roomSocketUrl(reservation: SeatReservation, authToken: string, location: Pick<Location, "protocol" | "host">): string | null {
  const room: ReservedRoom = reservation.room;
  if (typeof room.processId !== "string") return null;
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const host = typeof room.publicAddress === "string" && room.publicAddress ? room.publicAddress : location.host;
  const query = `sessionId=${reservation.sessionId}&_authToken=${authToken}`;
  return `${scheme}://${host}/${room.processId}/${room.roomId}?${query}`;
}

/** Opens the reservation's socket now, for colyseus.js to take over (installAdoptingWebSocket). */
export function openEarlySocket(reservation: SeatReservation, authToken: string, location: Pick<Location, "protocol" | "host"> = window.location): void {
  const url = roomSocketUrl(reservation, authToken, location);
  if (!url || (reservation.protocol && reservation.protocol !== "ws")) return;
  const socket = new WebSocket(url);
  socket.binaryType = "arraybuffer";
  const early: Event[] = [];
  const keep = (event: Event) => early.push(event);
  socket.addEventListener("message", keep);
  socket.addEventListener("close", keep);
  sockets.set(reservation.sessionId, { socket, early, keep });
  setTimeout(() => {
    if (sockets.delete(reservation.sessionId)) socket.close();
  }, UNCLAIMED_MS);
}

/** For the tests: the events an unclaimed early socket holds for its new owner. */
export const heldEvents = (sessionId: string): number => sockets.get(sessionId)?.early.length ?? 0;

/** The early socket for a URL colyseus.js is about to open, taken once. */
function claim(url: string): EarlySocket | undefined {
  const sessionId = new URL(url).searchParams.get("sessionId");
  const found = sessionId ? sockets.get(sessionId) : undefined;
  if (found && sessionId) sockets.delete(sessionId);
  return found;
}

/**
 * Gives an early socket to its new owner: its handlers (`onmessage`, `onclose`, set right after
 * the constructor returns) get what came before, in order, before any event still to come.
 */
function handOver({ socket, early, keep }: EarlySocket): WebSocket {
  socket.removeEventListener("message", keep);
  socket.removeEventListener("close", keep);
  queueMicrotask(() => {
    for (const event of early) {
      if (event.type === "message") socket.onmessage?.(event as MessageEvent);
      else socket.onclose?.(event as CloseEvent);
    }
  });
  return socket;
}

/**
 * Makes `new WebSocket(url)` return the early socket of the same seat. Installed by the entry
 * before colyseus.js's module runs (it keeps the class it finds then); only the table's URLs with
 * an early socket are affected.
 */
export function installAdoptingWebSocket(): void {
  const Native = globalThis.WebSocket;
  if ((Native as { adopting?: boolean }).adopting) return;
  class AdoptingWebSocket extends Native {
    static adopting = true;
    constructor(url: string | URL, protocols?: string | string[]) {
      const early = claim(String(url));
      if (early) return handOver(early) as AdoptingWebSocket;
      super(url, protocols);
    }
  }
  globalThis.WebSocket = AdoptingWebSocket;
}
