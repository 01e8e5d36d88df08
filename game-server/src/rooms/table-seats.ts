import type { Client, Deferred } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import type { Seat } from "@rummy/shared-rules";
import { rupees } from "../services/tables/kinds.ts";
import type { SeatRow } from "../services/tables/repository.ts";
import { grantHand } from "./projection.ts";
import { bindTenure, CLOSE_SEAT_ENDED, CLOSE_TAKEN_OVER, endTenure, holds, SEAT_ENDED_REASON, TAKEN_OVER_REASON, tenureOf, unbind, type SeatSlot } from "./seat-tenure.ts";
import { SeatState, type TableState } from "./table-state.ts";

/**
 * The seats of one table: each seat's slot (its row, socket and tenure) beside its synced
 * `SeatState`. The one place a seat's chips change: `setChips` writes the row's paise and the
 * state's rupees together.
 */
export class TableSeats extends Map<Seat, SeatSlot> {
  constructor(
    private readonly state: TableState,
    /** Told when a seat's row stands up (its user's timers stop). */
    private readonly onStand: (slot: SeatSlot) => void,
  ) {
    super();
  }

  /** Adds (or refreshes) a seat from its row; a seat row that replaces another ends that tenure. */
  sit(row: SeatRow): SeatSlot {
    const existing = this.get(row.seat);
    if (existing && existing.row.id === row.id) {
      existing.row = row;
      return existing;
    }
    if (existing) endTenure(existing, true);
    const slot: SeatSlot = { row, client: undefined, leaving: false };
    this.set(row.seat, slot);
    const seat = new SeatState();
    seat.seat = row.seat;
    seat.name = row.name;
    seat.avatar = row.avatar;
    seat.isBot = row.isBot;
    seat.connected = row.isBot;
    seat.chips = rupees(row.chipsPaise);
    this.state.seats.set(String(row.seat), seat);
    return slot;
  }

  /**
   * The seat's row is stood up: its tenure ends (PROTOCOL.md "Seat ownership"). The socket is
   * closed with 4002 unless the whole table is closing (`closeSocket: false`), where it still
   * gets `closed` before the room disconnects everyone.
   */
  stand(seat: Seat, closeSocket = true): void {
    const slot = this.get(seat);
    if (slot) endTenure(slot, closeSocket);
    if (slot) this.onStand(slot);
    this.delete(seat);
    this.state.seats.delete(String(seat));
  }

  view(seat: Seat): SeatState | undefined {
    return this.state.seats.get(String(seat));
  }

  /** The seat's chips after a settlement or a rebuy, in its row (paise) and on the table (rupees). */
  setChips(slot: SeatSlot, paise: bigint): void {
    slot.row = { ...slot.row, chipsPaise: paise };
    const view = this.view(slot.row.seat);
    if (view) view.chips = rupees(paise);
  }

  /**
   * The seat's holder joined on `client`: it becomes the seat's socket (a previous socket, or a
   * dropped one waiting to reconnect, is taken over) and its view gets the seat and its hand.
   */
  connect(slot: SeatSlot, client: Client): void {
    const previous = slot.client;
    // A dropped socket waiting to reconnect is replaced too: its token is refused from now on.
    slot.reconnection?.reject(new Error("taken over"));
    slot.reconnection = undefined;
    slot.client = client;
    bindTenure(client, slot.row);
    client.view = new StateView();
    const seat = this.view(slot.row.seat);
    if (seat) {
      seat.connected = true;
      grantHand(seat, client);
    }
    if (previous && previous !== client) {
      unbind(previous);
      previous.leave(CLOSE_TAKEN_OVER, TAKEN_OVER_REASON);
    }
  }

  /**
   * The seat's socket dropped without consent: the seat shows it offline and waits on
   * `reconnection` (Colyseus' allowReconnection) for the same player to come back on it.
   */
  async dropped(slot: SeatSlot, client: Client, reconnection: Deferred<Client> | Promise<Client>): Promise<void> {
    const seat = this.view(slot.row.seat);
    if (seat) seat.connected = false;
    // A room that is disposing (a drain handing its tables over) gets a plain rejected promise
    // from Colyseus instead of a Deferred: there is nothing to refuse later, and keeping it made
    // the next takeover or stand-up throw ("reconnection.reject is not a function").
    const deferred = "reject" in reconnection && typeof reconnection.reject === "function" ? reconnection : undefined;
    slot.reconnection = deferred;
    try {
      const back = await reconnection;
      if (slot.reconnection === deferred) slot.reconnection = undefined;
      this.reconnected(slot, client, back);
    } catch {
      if (deferred && slot.reconnection === deferred) slot.reconnection = undefined;
      if (slot.client === client) slot.client = undefined;
    }
  }

  /**
   * A dropped socket came back as `back`. The token is bound to the tenure: a seat stood up or
   * taken over meanwhile gives nothing, and the socket is closed with the reason.
   */
  reconnected(slot: SeatSlot, dropped: Client, back: Client): void {
    if (this.get(slot.row.seat) === slot && slot.client === dropped) {
      bindTenure(back, slot.row);
      slot.client = back;
      const seat = this.view(slot.row.seat);
      if (seat) seat.connected = true;
    } else {
      unbind(back);
      const ended = this.get(slot.row.seat) !== slot;
      back.leave(ended ? CLOSE_SEAT_ENDED : CLOSE_TAKEN_OVER, ended ? SEAT_ENDED_REASON : TAKEN_OVER_REASON);
    }
  }

  ofUser(userId: string): SeatSlot | undefined {
    for (const slot of this.values()) if (slot.row.userId === userId) return slot;
    return undefined;
  }

  /** The seat this socket speaks for now: its tenure (user, seat row, seat) and the seat's current socket. */
  ofClient(client: Client): SeatSlot | undefined {
    const tenure = tenureOf(client);
    const slot = tenure ? this.get(tenure.seat) : undefined;
    return holds(slot, client) ? slot : undefined;
  }

  humans(): SeatSlot[] {
    return [...this.values()].filter((s) => !s.row.isBot);
  }
}
