/**
 * A token bucket per client: `burst` messages at once, refilled at `perSecond`. Limits are on
 * everything (STYLE.md 9): a flooding client gets `room/rate_limited` and its messages are dropped.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now: number,
  ) {
    this.tokens = burst;
    this.last = now;
  }

  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** One bucket per socket, made at its first message. */
export class ClientBuckets<C extends object> {
  private readonly buckets = new WeakMap<C, TokenBucket>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {}

  take(client: C, now: number): boolean {
    let bucket = this.buckets.get(client);
    if (!bucket) {
      bucket = new TokenBucket(this.perSecond, this.burst, now);
      this.buckets.set(client, bucket);
    }
    return bucket.take(now);
  }
}
