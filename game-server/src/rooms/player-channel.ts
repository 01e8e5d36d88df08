import { Room, ServerError, type AuthContext, type Client } from "@colyseus/core";
import type { Platform, RoomPorts } from "../platform/ports.ts";
import type { PlayerIdentity } from "../services/auth/sessions.ts";
import type { PlayerEvent } from "../services/realtime/events.ts";
import { PlayerFanOut, type PlayerSocket } from "../services/realtime/fan-out.ts";
import { liveSessionIds } from "../services/realtime/liveness.ts";
import { authenticate, type TokenCheck } from "./room-auth.ts";

/** Close code of a socket whose session was revoked or expired: the client must not reconnect with it. */
export const CLOSE_SESSION_ENDED = 4401;
/** How often the room re-reads its sockets' sessions, behind the `forcedLogout` notification. */
export const SESSION_CHECK_MS = 60_000;
/** Sockets per room; `joinOrCreate` opens another room (in whichever process) when one is full. */
const SOCKETS_PER_ROOM = 2000;

/**
 * The realtime player channel (rooms/PROTOCOL.md "Player channel"): a logged-in browser joins
 * `player` with its platform token and receives its own events — published through presence by
 * any process — until it leaves or its session ends. Shared rooms, per-user fan-out: a room
 * forwards a user's topic only to that user's sockets. Clients send nothing.
 */
export class PlayerChannelRoom extends Room {
  private platform!: Pick<Platform, "db" | "clock">;
  private fanOut!: PlayerFanOut;
  private readonly socketOf = new WeakMap<Client, PlayerSocket>();

  /** Refuses every socket: the channel is defined through `playerChannelAuthenticatedBy`. */
  static override async onAuth(_token: string, _options: unknown, _context: AuthContext): Promise<PlayerIdentity> {
    throw new ServerError(401, "Authentication Error, Please try logging again");
  }

  /** `platform` comes from `defineRooms` (Colyseus merges it into the options). */
  override onCreate(options: RoomPorts): void {
    this.platform = options.platform;
    this.maxClients = SOCKETS_PER_ROOM;
    this.fanOut = new PlayerFanOut(this.presence);
    // Nothing is expected from clients; anything sent is dropped.
    this.onMessage("*", () => undefined);
    this.clock.setInterval(() => void this.closeEndedSessions().catch(() => undefined), SESSION_CHECK_MS);
  }

  override async onJoin(client: Client, _options: unknown, auth: PlayerIdentity): Promise<void> {
    const socket: PlayerSocket = {
      userId: auth.userId,
      sessionId: auth.sessionId,
      send: (event: PlayerEvent) => client.send(event.type, event),
      close: () => client.leave(CLOSE_SESSION_ENDED, "session ended"),
    };
    // Refused (a clear error to the client) past MAX_SOCKETS_PER_PLAYER sockets in this process.
    await this.fanOut.add(socket);
    this.socketOf.set(client, socket);
  }

  override onLeave(client: Client): void {
    const socket = this.socketOf.get(client);
    if (socket) this.fanOut.remove(socket);
  }

  override onDispose(): void {
    this.fanOut?.close();
  }

  private async closeEndedSessions(): Promise<void> {
    const sockets = this.fanOut.sockets();
    if (sockets.length === 0) return;
    const live = await liveSessionIds(this.platform, sockets.map((s) => s.sessionId));
    for (const socket of sockets) if (!live.has(socket.sessionId)) socket.close();
  }
}

/** The `player` room class whose sockets authenticate with `check` (as `tableRoomAuthenticatedBy` does for tables). */
export function playerChannelAuthenticatedBy(check: TokenCheck): typeof PlayerChannelRoom {
  return class AuthenticatedPlayerChannel extends PlayerChannelRoom {
    static override onAuth(token: string, options: { token?: unknown }, context: AuthContext): Promise<PlayerIdentity> {
      return authenticate(check, token, options, context);
    }
  };
}
