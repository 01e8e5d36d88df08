/**
 * The connection to a table room with colyseus.js. It joins with the player's token, keeps the
 * reconnection token in sessionStorage (a reload of the game window reconnects to the same seat),
 * reconnects by itself when the socket drops, and feeds everything the room sends through the
 * `RoomModel` adapter, so listeners only ever see `TableView`s.
 */
import { REJOIN_DELAYS_MS, rejoinPause } from "@rummy/shared-rules/contract/rejoin";
import { Client, type Room } from "colyseus.js";
import { TABLE_NOTICES } from "../model/notices.ts";
import { stake } from "../model/stake.ts";
import type { Intent } from "../model/types.ts";
import { Listeners, type ConnectionListener, type TableConnection } from "./connection.ts";
import {
  intentMessage,
  type ClosedMessage,
  type ErrorMessage,
  type EventsMessage,
  type LeavingMessage,
  type MatchOverMessage,
  type RealityCheckMessage,
  type RejoinClosedMessage,
  type RejoinOfferMessage,
  type ResultsMessage,
  type RoomSnapshot,
  type SplitOfferMessage,
  type SplitResultMessage,
  type SplitVoteMessage,
  type StoodUpMessage,
} from "./protocol.ts";
import { RoomModel, type EntryInfo } from "./room-model.ts";
import { connectionT, failureText, sentence } from "./connection-words.ts";
import { takeEarlyReservation } from "./early-join.ts";
import { isExpiredReservation } from "./join-errors.ts";
import { forgetReconnectToken, readReconnectToken, storeReconnectToken } from "./reconnect-token.ts";
import { closedTableJudge } from "./seat-check.ts";

export interface JoinParams extends EntryInfo {
  readonly authToken: string;
  /** ws(s)://host; defaults to this page's host. */
  readonly endpoint?: string;
}

/**
 * Fresh seat reservations asked for at once when the last one expired before its socket used it
 * (the table moved to another process in between, or the handshake outlasted the room's seat
 * reservation time). Past these the join fails as any other, and the caller's retries decide.
 */
const FRESH_RESERVATIONS = 2;
/**
 * Close codes (PROTOCOL.md "Seat ownership"): 4000 consented leave (colyseus), 4001 another
 * connection took the seat, 4002 this player no longer holds the seat. The last two are final:
 * the server refuses a reconnection token once the seat's tenure ended. 4010 (the table moves to
 * another server process, README "Running several processes") is not: the client joins again.
 */
const CONSENTED = 4000;
const TAKEN_OVER = 4001;
const SEAT_ENDED = 4002;

function defaultEndpoint(): string {
  const secure = window.location.protocol === "https:";
  return `${secure ? "wss" : "ws"}://${window.location.host}`;
}

export class ColyseusConnection implements TableConnection {
  private readonly client: Client;
  private readonly model: RoomModel;
  private readonly listeners = new Listeners();
  private room: Room | null = null;
  private disposed = false;
  private leaving = false;
  private emitQueued = false;
  private closeReason: string | null = null;
  private leaveAcknowledged: (() => void) | null = null;

  constructor(private readonly params: JoinParams) {
    this.client = new Client(params.endpoint ?? defaultEndpoint());
    this.client.auth.token = params.authToken;
    this.model = new RoomModel(params);
  }

  /** For the test hook and the bench: the room's raw state. */
  get rawRoom(): Room | null {
    return this.room;
  }

  subscribe(listener: ConnectionListener): () => void {
    return this.listeners.subscribe(listener);
  }

  async connect(): Promise<void> {
    this.listeners.emit({ type: "status", status: "connecting" });
    const token = readReconnectToken(this.params.tableId);
    if (token) {
      try {
        return this.attach(await this.client.reconnect(token));
      } catch {
        forgetReconnectToken(this.params.tableId);
      }
    }
    // The entry script may have reserved the seat already (net/early-join.ts).
    const reserved = await takeEarlyReservation(this.params.tableId, this.params.authToken);
    if (reserved) {
      try {
        return this.attach(await this.client.consumeSeatReservation(reserved));
      } catch {
        // The reservation lapsed (a very slow download): join afresh below.
      }
    }
    try {
      this.attach(await this.joinAfresh());
    } catch (error) {
      this.listeners.emit({ type: "status", status: "lost", reason: failureText(error) });
    }
  }

  /**
   * Joins through the matchmaker: a new seat reservation, consumed at once. One that expired
   * before the socket used it is asked for again, never retried: only the ticket lapsed, the seat
   * is still this player's. The joins follow one another, so the seat is never taken twice.
   */
  private async joinAfresh(): Promise<Room> {
    const options = this.params.privateCode ? { sPrivateCode: this.params.privateCode } : {};
    for (let fresh = 0; ; fresh++) {
      try {
        return await this.client.joinById(this.params.tableId, options);
      } catch (error) {
        if (fresh >= FRESH_RESERVATIONS || this.disposed || !isExpiredReservation(error)) throw error;
      }
    }
  }

  private attach(room: Room): void {
    if (this.disposed) {
      void room.leave(false);
      return;
    }
    this.room = room;
    performance.mark("table:joined");
    storeReconnectToken(this.params.tableId, room.reconnectionToken);
    room.onStateChange((state: { toJSON(): unknown }) => {
      this.model.onState(state.toJSON() as RoomSnapshot);
      this.queueEmit();
    });
    room.onMessage("events", (message: EventsMessage) => {
      this.model.onEvents(message);
      this.queueEmit();
    });
    room.onMessage("results", (message: ResultsMessage) => {
      this.model.onResults(message);
      this.queueEmit();
    });
    room.onMessage("realityCheck", (m: RealityCheckMessage) =>
      this.listeners.emit({ type: "realityCheck", startedAt: m.startedAt, playedMinutes: m.playedMinutes, net: m.net }),
    );
    room.onMessage("error", (message: ErrorMessage) => this.listeners.emit({ type: "notice", kind: "error", text: sentence(message.message) }));
    room.onMessage("leaving", (message: LeavingMessage) => {
      this.leaveAcknowledged?.();
      const text = message.message ?? (message.afterDeal ? TABLE_NOTICES.leaveAfterDeal : TABLE_NOTICES.left);
      this.listeners.emit({ type: "notice", kind: "info", text });
    });
    this.onModelMessage(room, "rejoin_offer", (m: RejoinOfferMessage) => this.model.onRejoinOffer(m));
    this.onModelMessage(room, "rejoin_closed", (m: RejoinClosedMessage) => this.model.onRejoinClosed(m.seats));
    this.onModelMessage(room, "split_offer", (m: SplitOfferMessage) => this.model.onSplitOffer(m));
    this.onModelMessage(room, "split_vote", (m: SplitVoteMessage) => this.model.onSplitVote(m));
    this.onModelMessage(room, "split_result", (m: SplitResultMessage) => {
      this.model.onSplitResult(m);
      this.listeners.emit({ type: "notice", kind: "info", text: m.accepted ? TABLE_NOTICES.splitAccepted : TABLE_NOTICES.splitRefused });
    });
    this.onModelMessage(room, "match_over", (m: MatchOverMessage) => this.model.onMatchOver(m));
    room.onMessage("stood_up", (m: StoodUpMessage) => {
      if (m.seat !== this.model.mySeat) return;
      this.leaving = true;
      this.closeReason = m.message ?? connectionT()("connection.stoodUp", { amount: stake(m.nChips, this.model.view()?.info.practice ?? false) });
    });
    room.onMessage("closed", (m: ClosedMessage) => {
      this.leaving = true;
      this.closeReason = m.message ?? connectionT()(m.reason === "match_over" ? "connection.matchOver" : "connection.tableClosed");
    });
    // `match` and `arrangement` carry nothing the view needs: scores come with the state, and
    // Auto-arrange uses the solver of shared-rules right here.
    room.onMessage("*", () => undefined);
    room.onLeave((code: number, reason?: string) => this.onLeave(code, reason));
    this.listeners.emit({ type: "status", status: "connected" });
    this.queueEmit();
  }

  /** State patches and messages often arrive together; one view per task is enough. */
  private queueEmit(): void {
    if (this.emitQueued) return;
    this.emitQueued = true;
    queueMicrotask(() => {
      this.emitQueued = false;
      const view = this.model.view();
      if (view) this.listeners.emit({ type: "view", view });
    });
  }

  private onModelMessage<T>(room: Room, type: string, apply: (message: T) => void): void {
    room.onMessage(type, (message: T) => {
      apply(message);
      this.queueEmit();
    });
  }

  private onLeave(code: number, reason?: string): void {
    this.room = null;
    if (this.disposed) return;
    if (this.leaving || code === CONSENTED) {
      forgetReconnectToken(this.params.tableId);
      this.listeners.emit({ type: "status", status: "closed", reason: this.closeReason ?? (reason || connectionT()("connection.youLeft")) });
      return;
    }
    if (code === TAKEN_OVER || code === SEAT_ENDED) {
      forgetReconnectToken(this.params.tableId);
      const fallback = connectionT()(code === TAKEN_OVER ? "connection.takenOver" : "connection.seatEnded");
      this.listeners.emit({ type: "status", status: "lost", reason: reason || fallback });
      return;
    }
    void this.reconnect();
  }

  private async reconnect(): Promise<void> {
    this.listeners.emit({ type: "status", status: "reconnecting" });
    let token = readReconnectToken(this.params.tableId);
    const tableClosed = closedTableJudge(this.params.tableId, this.params.authToken);
    // The schedule of contract/rejoin.ts: about a minute of tries, then the seat is given up as lost.
    // Without a token there is no seat of this window's to come back to.
    const tries = token ? REJOIN_DELAYS_MS.length : 0;
    for (let attempt = 0; attempt < tries; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, rejoinPause(attempt, Math.random)));
      // A leave while reconnecting has already said "closed"; a join now would sit down again.
      if (this.disposed || this.leaving) return;
      if (token) {
        try {
          return this.attach(await this.client.reconnect(token));
        } catch (error) {
          // The server may still be restarting, or the network still down: try again next time.
          // A token the room calls expired is not offered again (another process's room never
          // knew it; this one may not have seen the drop yet): the fresh reservation below takes
          // the seat back either way.
          if (isExpiredReservation(error)) token = null;
        }
      }
      // Scaled out, a table whose process stopped (a deploy closes with 4010, a crash with no
      // code) runs again on another process under the same id; that room knows no reconnection
      // token, but the seat is held in the database, so joining the table again takes it back.
      try {
        return this.attach(await this.joinAfresh());
      } catch (error) {
        // Not back yet, or never again: a table that closed while this player was away (its match
        // ended, or it was voided) has no room to come back to, and saying so beats a minute of tries.
        if (await tableClosed(error)) {
          if (this.disposed) return;
          forgetReconnectToken(this.params.tableId);
          this.listeners.emit({ type: "status", status: "closed", reason: connectionT()("connection.tableClosed") });
          return;
        }
      }
    }
    forgetReconnectToken(this.params.tableId);
    this.listeners.emit({ type: "status", status: "lost", reason: connectionT()("connection.seatLost") });
  }

  send(intent: Intent): void {
    const room = this.room;
    if (!room) {
      this.listeners.emit({ type: "notice", kind: "error", text: TABLE_NOTICES.notConnected });
      return;
    }
    const [type, payload] = intentMessage(intent);
    room.send(type, payload);
  }

  async leave(): Promise<void> {
    this.leaving = true;
    const room = this.room;
    if (!room) {
      this.listeners.emit({ type: "status", status: "closed", reason: connectionT()("connection.youLeft") });
      return;
    }
    // Wait (briefly) for the room to take the leave, so the drop and the stand-up are its doing,
    // then close the socket as a consented leave.
    const acknowledged = new Promise<void>((resolve) => {
      this.leaveAcknowledged = resolve;
      setTimeout(resolve, 2000);
    });
    room.send("leave", {});
    await acknowledged;
    await room.leave(true).catch(() => undefined);
  }

  dropForTest(): void {
    // Closing the socket without the consented-leave code looks to both ends like a lost network.
    this.room?.connection.close(4999, "test: dropped");
  }

  dispose(): void {
    this.disposed = true;
    // Not consented: the seat is kept for a reconnect (a reload of this window).
    void this.room?.leave(false).catch(() => undefined);
    this.room = null;
  }
}
