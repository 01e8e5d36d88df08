import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SLICE_MS, SpreadPingTransport } from "./spread-ping-transport.ts";

/** A socket as the transport sees it; `answers` says whether its pong comes back (resetting the count, as the stock heartbeat does). */
class FakeSocket {
  pingCount = 0;
  pings: number[] = [];
  terminated = false;
  constructor(
    private readonly owner: Set<FakeSocket>,
    private readonly answers = true,
  ) {}
  ping(): void {
    this.pings.push(Date.now());
    if (this.answers) this.pingCount = 0;
  }
  terminate(): void {
    this.terminated = true;
    this.owner.delete(this);
  }
}

/** The transport with no HTTP server of its own; the test starts its ping loop on a set of fake sockets. */
class Harness extends SpreadPingTransport {
  readonly sockets = new Set<FakeSocket>();
  constructor() {
    super({ noServer: true, pingInterval: 0 });
    (this.wss as unknown as { clients: Set<FakeSocket> }).clients = this.sockets;
  }
  add(count: number, answers = true): FakeSocket[] {
    const added = Array.from({ length: count }, () => new FakeSocket(this.sockets, answers));
    for (const s of added) this.sockets.add(s);
    return added;
  }
  start(interval: number, retries: number): void {
    this.autoTerminateUnresponsiveClients(interval, retries);
  }
  stop(): void {
    clearInterval(this.pingInterval);
  }
}

const INTERVAL = 3_000;
const SLICES = INTERVAL / SLICE_MS;

describe("SpreadPingTransport", () => {
  let t: Harness;
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    t = new Harness();
  });
  afterEach(() => {
    t.stop();
    vi.useRealTimers();
  });

  it("pings every socket once per interval, a slice's share at a time instead of all at once", () => {
    const sockets = t.add(1_000);
    t.start(INTERVAL, 2);
    const perSlice: number[] = [];
    let before = 0;
    for (let i = 0; i < SLICES; i++) {
      vi.advanceTimersByTime(SLICE_MS);
      const total = sockets.reduce((n, s) => n + s.pings.length, 0);
      perSlice.push(total - before);
      before = total;
    }
    expect(sockets.every((s) => s.pings.length === 1)).toBe(true);
    expect(Math.max(...perSlice)).toBe(Math.ceil(1_000 / SLICES));
    expect(perSlice.filter((n) => n > 0)).toHaveLength(SLICES);

    vi.advanceTimersByTime(INTERVAL);
    expect(sockets.every((s) => s.pings.length === 2)).toBe(true);
    // The same socket's pings are one interval apart.
    expect(sockets.every((s) => s.pings[1]! - s.pings[0]! === INTERVAL)).toBe(true);
  });

  it("pings a lone socket once per interval, not once per slice", () => {
    const [only] = t.add(1);
    t.start(INTERVAL, 2);
    vi.advanceTimersByTime(INTERVAL * 4);
    expect(only!.pings).toHaveLength(4);
  });

  it("terminates a socket that missed pingMaxRetries pings in a row, and keeps the ones that answer", () => {
    const live = t.add(50);
    const dead = t.add(50, false);
    t.start(INTERVAL, 2);
    vi.advanceTimersByTime(INTERVAL * 2);
    expect(dead.some((s) => s.terminated)).toBe(false);
    vi.advanceTimersByTime(INTERVAL);
    expect(dead.every((s) => s.terminated && s.pings.length === 2)).toBe(true);
    expect(live.some((s) => s.terminated)).toBe(false);
    expect(t.sockets.size).toBe(50);
  });

  it("skips a socket that closed mid-round and reaches one that connected mid-round within two intervals", () => {
    const sockets = t.add(300);
    t.start(INTERVAL, 2);
    vi.advanceTimersByTime(INTERVAL / 2);
    const closed = sockets.find((s) => s.pings.length === 0)!;
    t.sockets.delete(closed);
    const [late] = t.add(1);
    vi.advanceTimersByTime(INTERVAL * 2.5);
    expect(closed.pings).toHaveLength(0);
    // Three rounds have run: the late socket was in the second and the third at least.
    expect(late!.pings.length).toBeGreaterThanOrEqual(2);
    expect(sockets.filter((s) => s !== closed).every((s) => s.pings.length === 3)).toBe(true);
  });
});
