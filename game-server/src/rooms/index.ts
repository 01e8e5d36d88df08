import type { Room, Server } from "@colyseus/core";
import type { Config } from "../config.ts";
import type { Platform, RoomPorts } from "../platform/ports.ts";
import { verifyPlayerToken } from "../services/auth/sessions.ts";
import { playerChannelAuthenticatedBy } from "./player-channel.ts";
import type { TokenCheck } from "./room-auth.ts";
import { tableRoomAuthenticatedBy, type TableRoomOptions } from "./table-room.ts";

/**
 * How often a table's state changes outside a move reach its clients (seats connecting, the
 * phases between deals, the results). A move and a deal start are patched at once
 * (TableRoom.publish). Colyseus' default tick, 50 ms, took about 15% of a loaded process's CPU
 * (`--cpu-prof` under load:cluster, 1,500 players a process), nearly all of it finding nothing
 * to send: every tick of every room checks each client's view for changes.
 */
const TABLE_PATCH_MS = 100;

/**
 * Registers every Colyseus room type. Each table (cash, practice, private) is a `table` room
 * whose room id is its table id; it runs the `shared-rules` deal state machine
 * (rooms/PROTOCOL.md). Rooms are created by the lobby and by crash recovery, never by clients.
 * Each room gets the platform's ports as its define() options (`RoomPorts`: Colyseus merges them
 * last into `onCreate`'s options, so no client can supply them) and checks tokens with the
 * sessions service.
 */
export function defineRooms(gameServer: Server, platform: Platform): void {
  const ports = { platform } satisfies RoomPorts;
  const check: TokenCheck = (token) => verifyPlayerToken(platform, token);
  // The lobby's `tableId` is merged in when a table's room is created.
  gameServer.define("table", tableRoomAuthenticatedBy(check), ports as TableRoomOptions).on("create", (room: Room) => room.setPatchRate(TABLE_PATCH_MS));
  // The realtime player channel: each logged-in browser's own events (services/realtime).
  gameServer.define("player", playerChannelAuthenticatedBy(check), ports);
}

/**
 * Scaled out (REDIS_URL), a client's WebSocket goes straight to the process that owns its room,
 * so each process announces where it is reached (research/stack.md section 3): the host and path
 * of its PUBLIC_URL, else its HOST:PORT when that is a concrete address. Single-process, clients
 * connect where they made their matchmaking request, and no address is announced.
 */
export function roomsPublicAddress(config: Pick<Config, "REDIS_URL" | "PUBLIC_URL" | "HOST" | "PORT">): string | undefined {
  if (!config.REDIS_URL) return undefined;
  if (config.PUBLIC_URL) {
    const url = new URL(config.PUBLIC_URL);
    return `${url.host}${url.pathname.replace(/\/+$/, "")}`;
  }
  const wildcard = config.HOST === "0.0.0.0" || config.HOST === "::";
  return wildcard || config.PORT === 0 ? undefined : `${config.HOST}:${config.PORT}`;
}
