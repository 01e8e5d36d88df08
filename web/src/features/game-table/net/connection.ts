/**
 * What the table needs from a connection to its room. The Colyseus connection
 * (`colyseus-connection.ts`) is the real one; tests use fakes. Every message from the room is
 * turned into a `TableView` by the adapter before it reaches this interface.
 */
import type { ConnectionStatus, Intent, TableView } from "../model/types.ts";

export type ConnectionEvent =
  | { readonly type: "status"; readonly status: ConnectionStatus; readonly reason?: string }
  | { readonly type: "view"; readonly view: TableView }
  | { readonly type: "notice"; readonly kind: "error" | "info"; readonly text: string }
  /** The room's reality check (PROTOCOL.md "Reality check"): the session so far, from the server's records. */
  | { readonly type: "realityCheck"; readonly startedAt: string; readonly playedMinutes: number; readonly net: number };

export type ConnectionListener = (event: ConnectionEvent) => void;

export interface TableConnection {
  /** Replays the latest status and view to a new listener. */
  subscribe(listener: ConnectionListener): () => void;
  send(intent: Intent): void;
  /** Leaves the table for good (consented): the seat is given up. */
  leave(): Promise<void>;
  /** Closes the socket without giving up the seat (the window is closing or reloading). */
  dispose(): void;
  /** Tests only: drop the socket as a network failure would, to exercise reconnection. */
  dropForTest?(): void;
}

/** A small listener list with replay of the last status and view. */
export class Listeners {
  private readonly listeners = new Set<ConnectionListener>();
  private lastStatus: ConnectionEvent | null = null;
  private lastView: ConnectionEvent | null = null;

  subscribe(listener: ConnectionListener): () => void {
    this.listeners.add(listener);
    if (this.lastStatus) listener(this.lastStatus);
    if (this.lastView) listener(this.lastView);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(event: ConnectionEvent): void {
    if (event.type === "status") this.lastStatus = event;
    if (event.type === "view") this.lastView = event;
    for (const listener of this.listeners) listener(event);
  }
}
