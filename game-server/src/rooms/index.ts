import type { Server } from "@colyseus/core";
import type { PlatformContext } from "../api/context.ts";
import type { Config } from "../config.ts";
import { createDb } from "@rummy/db";
import { useDealLogDatabase } from "../services/tables/deal-log.ts";
import { playerChannelFor } from "./player-channel.ts";
import { tableRoomFor } from "./table-room.ts";

/**
 * Registers every Colyseus room type. Each table (cash, practice, private) is a `table` room
 * whose room id is its table id; it runs the `shared-rules` deal state machine
 * (rooms/PROTOCOL.md). Rooms are created by the lobby and by crash recovery, never by clients.
 */
export function defineRooms(gameServer: Server, platform: PlatformContext): void {
  gameServer.define("table", tableRoomFor(platform));
  // The realtime player channel: each logged-in browser's own events (services/realtime).
  gameServer.define("player", playerChannelFor(platform));
  // The action log, appended on every move, gets connections of its own (services/tables/deal-log.ts).
  if (platform.dbHandle.kind === "postgres" && platform.config.DATABASE_URL) {
    const log = createDb({ databaseUrl: platform.config.DATABASE_URL, maxConnections: 2 });
    useDealLogDatabase(platform, log.db);
    gameServer.onShutdown(() => log.close());
  }
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
