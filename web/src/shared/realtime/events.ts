import { playerEventSchema, type PlayerEvent } from "@rummy/shared-rules/contract/player-events";

/**
 * The player channel's events (game-server/src/rooms/PROTOCOL.md "Player channel") are the
 * contract's (shared-rules/src/contract/player-events.ts), the schema the server validates every
 * event with before it publishes. This module and the channel travel in the channel's lazy chunk
 * (web/vite.config.ts), so zod is not in the shared UI chunk.
 */
export type { PlayerEvent };

/** The event, or null (logged) for a message the contract does not describe. */
export function asPlayerEvent(message: unknown): PlayerEvent | null {
  const parsed = playerEventSchema.safeParse(message);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  console.error(`Unexpected player channel event: ${issue ? `${issue.path.join(".") || "event"}: ${issue.message}` : ""}`);
  return null;
}
