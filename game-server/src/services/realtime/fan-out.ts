import type { Presence } from "@colyseus/core";
import type { PlayerEvent } from "./events.ts";
import { envelopeSchema, playerTopic } from "./publish.ts";

/** One socket of a logged-in player, as a `player` room holds it. */
export interface PlayerSocket {
  readonly userId: string;
  readonly sessionId: string;
  send(event: PlayerEvent): void;
  /** Closes the socket (a revoked session). */
  close(): void;
}

/**
 * The sockets of one room, grouped by user, and the presence subscriptions they need: a room
 * subscribes to a user's topic while it holds at least one of that user's sockets, so a
 * publisher anywhere reaches every tab of that user and nobody else.
 */
/** Sockets one player may hold in one process (tabs, game windows); more are refused. */
export const MAX_SOCKETS_PER_PLAYER = 20;
/** Across every `player` room of this process: a client could `create` a room per socket. */
const socketsInProcess = new Map<string, number>();

export class PlayerSocketLimitError extends Error {
  constructor() {
    super("Too many open connections for this player. Close a tab and try again.");
  }
}

export class PlayerFanOut {
  private readonly byUser = new Map<string, { sockets: Set<PlayerSocket>; listener: (data: unknown) => void }>();

  constructor(private readonly presence: Presence) {}

  async add(socket: PlayerSocket): Promise<void> {
    const held = socketsInProcess.get(socket.userId) ?? 0;
    if (held >= MAX_SOCKETS_PER_PLAYER) throw new PlayerSocketLimitError();
    socketsInProcess.set(socket.userId, held + 1);
    const entry = this.byUser.get(socket.userId);
    if (entry) {
      entry.sockets.add(socket);
      return;
    }
    const created = { sockets: new Set([socket]), listener: (data: unknown) => this.deliver(socket.userId, data) };
    this.byUser.set(socket.userId, created);
    await this.presence.subscribe(playerTopic(socket.userId), created.listener);
  }

  remove(socket: PlayerSocket): void {
    const entry = this.byUser.get(socket.userId);
    if (!entry?.sockets.delete(socket)) return;
    release(socket.userId, 1);
    if (entry.sockets.size > 0) return;
    this.byUser.delete(socket.userId);
    this.presence.unsubscribe(playerTopic(socket.userId), entry.listener);
  }

  /** Every socket held, for the periodic session check. */
  sockets(): PlayerSocket[] {
    return [...this.byUser.values()].flatMap((e) => [...e.sockets]);
  }

  close(): void {
    for (const [userId, entry] of this.byUser) {
      release(userId, entry.sockets.size);
      this.presence.unsubscribe(playerTopic(userId), entry.listener);
    }
    this.byUser.clear();
  }

  private deliver(userId: string, data: unknown): void {
    const parsed = envelopeSchema.safeParse(data);
    const entry = this.byUser.get(userId);
    if (!parsed.success || !entry) return;
    const { event, sessionId } = parsed.data;
    for (const socket of [...entry.sockets]) {
      if (sessionId && socket.sessionId !== sessionId) continue;
      socket.send(event);
      if (event.type === "forcedLogout") socket.close();
    }
  }
}

function release(userId: string, count: number): void {
  const left = (socketsInProcess.get(userId) ?? 0) - count;
  if (left > 0) socketsInProcess.set(userId, left);
  else socketsInProcess.delete(userId);
}
