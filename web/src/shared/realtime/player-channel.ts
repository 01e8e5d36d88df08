import { asPlayerEvent, type PlayerEvent } from "./events.ts";

/** What the channel needs of a joined `player` room (colyseus.js in the app, a fake in tests). */
export interface ChannelSocket {
  onMessage(listener: (message: unknown) => void): void;
  onLeave(listener: (code: number) => void): void;
  leave(): void;
}

export interface ChannelDeps {
  readonly join: (token: string) => Promise<ChannelSocket>;
  readonly onEvent: (event: PlayerEvent) => void;
  /** Waits between reconnection attempts; the last one repeats. */
  readonly retryDelaysMs?: readonly number[];
  /** Told true once the room is joined (the server delivers events from then on), false when it is left or stopped. */
  readonly onOpenChange?: (open: boolean) => void;
}

/** Close codes that mean "do not come back": our own leave, and the server's end of the session. */
const CONSENTED = 4000;
const SESSION_ENDED = 4401;
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 30_000];

/**
 * The player's realtime channel for one token: joins the `player` room, hands each event on, and
 * after a dropped connection joins again with growing waits, until `stop()` (token gone) or the
 * server ends the session. A refused join (a revoked token) also stops it.
 */
export class PlayerChannel {
  private socket: ChannelSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private stopped = false;

  constructor(
    private readonly token: string,
    private readonly deps: ChannelDeps,
  ) {}

  start(): void {
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.leave();
      this.deps.onOpenChange?.(false);
    }
  }

  get connected(): boolean {
    return this.socket !== null;
  }

  private async connect(): Promise<void> {
    let socket: ChannelSocket;
    try {
      socket = await this.deps.join(this.token);
    } catch (error) {
      if (!this.stopped && !isAuthRefusal(error)) this.retry();
      return;
    }
    if (this.stopped) {
      socket.leave();
      return;
    }
    this.socket = socket;
    this.attempt = 0;
    this.deps.onOpenChange?.(true);
    socket.onMessage((message) => {
      const event = asPlayerEvent(message);
      if (event && !this.stopped) this.deps.onEvent(event);
    });
    socket.onLeave((code) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.deps.onOpenChange?.(false);
      if (!this.stopped && code !== CONSENTED && code !== SESSION_ENDED) this.retry();
    });
  }

  private retry(): void {
    const delays = this.deps.retryDelaysMs ?? RETRY_DELAYS_MS;
    const wait = delays[Math.min(this.attempt, delays.length - 1)] ?? 30_000;
    this.attempt++;
    this.timer = setTimeout(() => void this.connect(), wait);
  }
}

function isAuthRefusal(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === 401;
}
