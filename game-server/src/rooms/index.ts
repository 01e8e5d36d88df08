import type { Server } from "@colyseus/core";
import type { Config } from "../config.ts";
import type { Platform, RoomPorts } from "../platform/ports.ts";
import { playerChannelFor } from "./player-channel.ts";
import { tableRoomFor } from "./table-room.ts";

/**
 * Registers every Colyseus room type. Each table (cash, practice, private) is a `table` room
 * whose room id is its table id; it runs the `shared-rules` deal state machine
 * (rooms/PROTOCOL.md). Rooms are created by the lobby and by crash recovery, never by clients.
 */
export function defineRooms(gameServer: Server, platform: Platform): void {
  // The platform's ports reach each room twice for now: as define() options (onCreate's
  // `options.platform`, see RoomPorts) and as the bound class's static, which the rooms still read.
  // `never`: Colyseus types define()'s options as onCreate's, which do not declare RoomPorts yet.
  const ports = { platform } satisfies RoomPorts as never;
  gameServer.define("table", tableRoomFor(platform), ports);
  // The realtime player channel: each logged-in browser's own events (services/realtime).
  gameServer.define("player", playerChannelFor(platform), ports);
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
