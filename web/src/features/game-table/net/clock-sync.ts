/**
 * The server's clock as seen from here. Each sample is a server instant that happened just
 * before this browser received it, so `local now - server instant` is the skew plus the delay;
 * the smallest of recent samples is the best estimate of the skew. With no samples the clocks are
 * taken as equal (the same machine, or both on NTP).
 */
const MAX_SAMPLES = 8;
/** Samples beyond this are a stale instant (a reconnect), not a skew. */
const MAX_PLAUSIBLE_MS = 10 * 60_000;

export class ClockSync {
  private samples: number[] = [];

  constructor(private readonly now: () => number = () => Date.now()) {}

  sample(serverInstantMs: number): void {
    const skew = this.now() - serverInstantMs;
    if (!Number.isFinite(skew) || Math.abs(skew) > MAX_PLAUSIBLE_MS) return;
    this.samples = [...this.samples, skew].slice(-MAX_SAMPLES);
  }

  /** Local minus server, in ms. */
  get skewMs(): number {
    return this.samples.length === 0 ? 0 : Math.min(...this.samples);
  }

  toLocal(serverMs: number): number {
    return serverMs + this.skewMs;
  }
}
