import type { Server } from "@colyseus/core";
import type { PlatformContext } from "../api/context.ts";

/**
 * Registers every Colyseus room type. Each table (cash, practice, private, tournament round) is a
 * room that runs the `shared-rules` deal state machine; see `src/rooms/<room>.ts`.
 */
export function defineRooms(_gameServer: Server, _platform: PlatformContext): void {
  // Room types are added here as they are built.
}
