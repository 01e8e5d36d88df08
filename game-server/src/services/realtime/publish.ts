import { matchMaker, type Presence } from "@colyseus/core";
import { z } from "zod";
import { playerEventSchema, type PlayerEvent } from "./events.ts";

/**
 * Publishing to a player: one presence channel per user. Every `player` room (in any process,
 * presence is Redis when scaled out) that holds a socket of that user subscribes to it and
 * forwards the event to that user's sockets only.
 */
export function playerTopic(userId: string): string {
  return `player-channel:${userId}`;
}

/** What travels on the topic: the event, and when it concerns one login only, that session. */
export const envelopeSchema = z.strictObject({ event: playerEventSchema, sessionId: z.string().optional() });
export type Envelope = z.infer<typeof envelopeSchema>;

/** Sends `event` to every connected socket of `userId` (of `sessionId` only, when given). */
export async function publishToPlayer(presence: Presence, userId: string, event: PlayerEvent, target: { sessionId?: string } = {}): Promise<void> {
  // Parsed here so that a bad producer fails where it publishes, not in every subscriber.
  const envelope = envelopeSchema.parse(target.sessionId ? { event, sessionId: target.sessionId } : { event });
  await presence.publish(playerTopic(userId), envelope);
}

/**
 * Best effort from services that have no room at hand (wallet, sessions): publishes through this
 * process's Colyseus presence when a game server runs here, and does nothing in a process without
 * one (CLIs, scripts). A lost notification costs the player a refresh, never money.
 */
export function notifyPlayer(userId: string, event: PlayerEvent, target: { sessionId?: string } = {}): void {
  const presence = currentPresence();
  if (!presence) return;
  publishToPlayer(presence, userId, event, target).catch(() => undefined);
}

/** `balanceChanged` to each of these players once. */
export function notifyBalanceChanged(userIds: Iterable<string | null | undefined>): void {
  for (const userId of new Set(userIds)) if (userId) notifyPlayer(userId, { type: "balanceChanged" });
}

function currentPresence(): Presence | undefined {
  // Set when this process's Colyseus server starts (undefined before, and in CLIs).
  return (matchMaker as { presence?: Presence }).presence;
}
