import type { Client, Deferred } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import type { Seat } from "@rummy/shared-rules";
import type { SeatRow } from "../services/tables/repository.ts";

/**
 * Seat ownership (rooms/PROTOCOL.md, "Seat ownership"). A socket is bound to one tenure: the
 * user, the seat row (one row per sitting: a stand-up ends it, the seat's next holder gets a new
 * row) and the seat number. A message acts for a seat only when the seat's row is still that
 * tenure's row, for the same user, and the seat's current socket is this very socket; a tenure
 * that ends unbinds and closes its socket and cancels its pending reconnection.
 */

/** Close codes the room uses; colyseus itself uses 4000 for a consented leave. */
export const CLOSE_TAKEN_OVER = 4001;
export const CLOSE_SEAT_ENDED = 4002;

export const TAKEN_OVER_REASON = "This seat was taken over by a newer connection.";
export const SEAT_ENDED_REASON = "You no longer hold this seat.";

export interface Tenure {
  readonly userId: string;
  readonly seatRowId: string;
  readonly seat: Seat;
}

export interface SeatSlot {
  row: SeatRow;
  client: Client | undefined;
  /** Asked to leave: stood up (chips returned) once the current deal is settled. */
  leaving: boolean;
  /** The pending `allowReconnection` of the seat's dropped socket. */
  reconnection?: Deferred<Client> | undefined;
}

/** An unbound socket: its tenure ended (or it never had one). */
const ENDED = Object.freeze({ ended: true });

export function bindTenure(client: Client, row: SeatRow): void {
  const tenure: Tenure = { userId: row.userId ?? "", seatRowId: row.id, seat: row.seat };
  client.userData = tenure;
}

export function tenureOf(client: Client): Tenure | undefined {
  const t = client.userData as Partial<Tenure> | undefined;
  return t && typeof t.seatRowId === "string" && typeof t.userId === "string" && typeof t.seat === "number" ? (t as Tenure) : undefined;
}

/** The socket speaks for the slot: same seat row, same user, and it is the slot's current socket. */
export function holds(slot: SeatSlot | undefined, client: Client): slot is SeatSlot {
  const t = tenureOf(client);
  return Boolean(slot && t && !slot.row.isBot && slot.row.id === t.seatRowId && slot.row.userId === t.userId && slot.row.seat === t.seat && slot.client === client);
}

/**
 * Ends a slot's tenure: its pending reconnection is refused, its socket unbound (tenure and view)
 * and, when `close`, closed with 4002. A table that is closing passes `close: false` so its
 * sockets still get the `closed` message before the room disconnects them.
 */
export function endTenure(slot: SeatSlot, close: boolean): void {
  slot.reconnection?.reject(new Error("the seat's tenure ended"));
  slot.reconnection = undefined;
  const client = slot.client;
  slot.client = undefined;
  if (!client) return;
  unbind(client);
  if (close) client.leave(CLOSE_SEAT_ENDED, SEAT_ENDED_REASON);
}

/**
 * Forgets a socket's tenure and gives it an empty view: no private field of any seat (the cards
 * it held, or those the seat's next holder is dealt) is encoded for it again. Nothing is removed
 * from the old view, which would send deletions of entries the state removes anyway.
 */
export function unbind(client: Client): void {
  client.userData = ENDED;
  client.view = new StateView();
}
