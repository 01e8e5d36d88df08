import { act, cleanup, renderHook } from "@testing-library/react";
import { getDefaultStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onSessionProblem } from "../api/client.ts";
import { expectFirstScreen, firstScreenShown } from "../first-screen.ts";
import { beginLogout } from "../session/logout-intent.ts";
import { startSession, tokenAtom } from "../session/session.ts";
import { takeSeatAtom } from "../session/take-seat.ts";
import { toastsAtom } from "../ui/toast-store.ts";
import type { PlayerEvent } from "./events.ts";
import { handlePlayerEvent } from "./handle-event.ts";
import { PlayerChannel, type ChannelSocket } from "./player-channel.ts";
import { usePlayerChannel } from "./use-player-channel.ts";

const live = vi.hoisted(() => ({ opened: [] as { token: string; stop: ReturnType<typeof vi.fn> }[] }));
vi.mock("./live-channel.ts", () => ({
  openPlayerChannel: (token: string) => {
    const channel = { token, stop: vi.fn() };
    live.opened.push(channel);
    return channel;
  },
}));

const profile = vi.hoisted(() => ({ refresh: vi.fn(() => Promise.resolve(null)) }));
vi.mock("../session/profile.ts", async (original) => ({ ...(await original<typeof import("../session/profile.ts")>()), refreshProfile: profile.refresh }));

const store = getDefaultStore();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  live.opened.length = 0;
  store.set(tokenAtom, null);
  store.set(takeSeatAtom, null);
  store.set(toastsAtom, []);
});

/** A joined room that the test drives: messages in, a close code out. */
class FakeSocket implements ChannelSocket {
  message: (m: unknown) => void = () => undefined;
  leaveListener: (code: number) => void = () => undefined;
  left = false;
  onMessage(l: (m: unknown) => void): void {
    this.message = l;
  }
  onLeave(l: (code: number) => void): void {
    this.leaveListener = l;
  }
  leave(): void {
    this.left = true;
  }
}

describe("usePlayerChannel (SPEC.md section 4: open while a token exists)", () => {
  it("opens the channel for a token, closes it on logout and reopens for the next login", async () => {
    renderHook(() => usePlayerChannel());
    expect(live.opened).toHaveLength(0);

    act(() => store.set(tokenAtom, "token-1"));
    await vi.waitFor(() => expect(live.opened.map((c) => c.token)).toEqual(["token-1"]));

    act(() => store.set(tokenAtom, null));
    expect(live.opened[0]!.stop).toHaveBeenCalledTimes(1);

    act(() => store.set(tokenAtom, "token-2"));
    await vi.waitFor(() => expect(live.opened.map((c) => c.token)).toEqual(["token-1", "token-2"]));
    expect(live.opened[1]!.stop).not.toHaveBeenCalled();
  });
});

describe("usePlayerChannel before the page is idle", () => {
  it("never opens a channel for a token that is gone before the channel loaded", async () => {
    vi.useFakeTimers();
    renderHook(() => usePlayerChannel());
    act(() => store.set(tokenAtom, "brief"));
    act(() => store.set(tokenAtom, null));
    await vi.advanceTimersByTimeAsync(5000);
    vi.useRealTimers();
    // The module import is real: give it time to resolve had it been started.
    await import("./live-channel.ts");
    expect(live.opened).toHaveLength(0);
  });
});

describe("usePlayerChannel on a page with a first screen (the lobby, the game window)", () => {
  it("opens the channel only once the first screen is shown", async () => {
    vi.useFakeTimers();
    expectFirstScreen();
    renderHook(() => usePlayerChannel());
    act(() => store.set(tokenAtom, "token-3"));
    // Well past the idle wait (200 ms without requestIdleCallback), short of the first screen's 8 s.
    await vi.advanceTimersByTimeAsync(5000);
    vi.useRealTimers();
    await import("./live-channel.ts");
    expect(live.opened).toHaveLength(0);
    act(() => firstScreenShown());
    await vi.waitFor(() => expect(live.opened.map((c) => c.token)).toEqual(["token-3"]));
  });
});

describe("PlayerChannel", () => {
  it("hands on known events only, each as the contract describes it, and stop() leaves the room", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const socket = new FakeSocket();
    const events: PlayerEvent[] = [];
    const channel = new PlayerChannel("t", { join: () => Promise.resolve(socket), onEvent: (e) => events.push(e) });
    channel.start();
    await vi.waitFor(() => expect(channel.connected).toBe(true));
    socket.message({ type: "balanceChanged" });
    socket.message({ type: "somethingElse" });
    socket.message("junk");
    socket.message({ type: "resTakeTournamentSeat", iTableId: 7, iTournamentId: "t1" });
    expect(events).toEqual([{ type: "balanceChanged" }]);
    channel.stop();
    expect(socket.left).toBe(true);
    socket.message({ type: "balanceChanged" });
    expect(events).toHaveLength(1);
  });

  it("reconnects with growing waits after a drop, and not after the server ends the session", async () => {
    vi.useFakeTimers();
    const sockets: FakeSocket[] = [];
    let failures = 2;
    const join = vi.fn(() => {
      if (sockets.length === 1 && failures-- > 0) return Promise.reject(new Error("network down"));
      const s = new FakeSocket();
      sockets.push(s);
      return Promise.resolve(s);
    });
    const channel = new PlayerChannel("t", { join, onEvent: () => undefined, retryDelaysMs: [100, 200, 400] });
    channel.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(join).toHaveBeenCalledTimes(1);

    sockets[0]!.leaveListener(1006); // dropped
    await vi.advanceTimersByTimeAsync(99);
    expect(join).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 100 ms: first retry fails
    expect(join).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(join).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1); // 200 ms more: second retry fails
    expect(join).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(400); // 400 ms more: back
    expect(join).toHaveBeenCalledTimes(4);
    expect(channel.connected).toBe(true);

    sockets[1]!.leaveListener(4401); // the server ended the session
    await vi.advanceTimersByTimeAsync(10_000);
    expect(join).toHaveBeenCalledTimes(4);
    expect(channel.connected).toBe(false);
  });

  it("tells when the room is joined and when it is left, dropped or stopped", async () => {
    const sockets: FakeSocket[] = [];
    const open: boolean[] = [];
    const join = () => {
      const s = new FakeSocket();
      sockets.push(s);
      return Promise.resolve(s);
    };
    const channel = new PlayerChannel("t", { join, onEvent: () => undefined, retryDelaysMs: [10], onOpenChange: (o) => open.push(o) });
    channel.start();
    await vi.waitFor(() => expect(open).toEqual([true]));
    sockets[0]!.leaveListener(1006); // dropped: closed until the retry joins again
    expect(open).toEqual([true, false]);
    await vi.waitFor(() => expect(open).toEqual([true, false, true]));
    channel.stop();
    expect(open).toEqual([true, false, true, false]);
  });

  it("does not retry a join the server refuses as unauthenticated", async () => {
    vi.useFakeTimers();
    const join = vi.fn(() => Promise.reject(Object.assign(new Error("Authentication Error"), { code: 401 })));
    const channel = new PlayerChannel("t", { join, onEvent: () => undefined, retryDelaysMs: [100] });
    channel.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(join).toHaveBeenCalledTimes(1);
  });
});

describe("handlePlayerEvent", () => {
  it("shows going-to-start for 10 s, stores the take-seat data, and logs out on forcedLogout", () => {
    handlePlayerEvent({ type: "resTournamentGoingToStart", iTournamentId: "t1", sMessage: "Your tournament starts in 1 minute." });
    expect(store.get(toastsAtom).map((t) => [t.message, t.durationMs])).toEqual([["Your tournament starts in 1 minute.", 10_000]]);

    handlePlayerEvent({ type: "resTakeTournamentSeat", iTableId: "table-9", iTournamentId: "t1" });
    expect(store.get(takeSeatAtom)).toEqual({ iTableId: "table-9", iTournamentId: "t1" });

    store.set(tokenAtom, "token-x");
    handlePlayerEvent({ type: "forcedLogout", reason: "restricted_location" });
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(toastsAtom).some((t) => t.kind === "error")).toBe(true);
  });

  it("tournamentCancelled: the reason as a toast, the balance read again, a Take Seat for that tournament withdrawn", async () => {
    profile.refresh.mockClear();
    store.set(takeSeatAtom, { iTableId: "table-9", iTournamentId: "t1" });
    handlePlayerEvent({ type: "tournamentCancelled", iTournamentId: "t2", sMessage: "Other Cup was cancelled. Your entry was refunded." });
    expect(store.get(takeSeatAtom)).toEqual({ iTableId: "table-9", iTournamentId: "t1" });
    await vi.waitFor(() => expect(profile.refresh).toHaveBeenCalledTimes(1));

    handlePlayerEvent({ type: "tournamentCancelled", iTournamentId: "t1", sMessage: "Cup was cancelled: below the minimum. Your entry was refunded." });
    expect(store.get(takeSeatAtom)).toBeNull();
    expect(store.get(toastsAtom).map((t) => [t.message, t.durationMs])).toEqual([
      ["Other Cup was cancelled. Your entry was refunded.", 10_000],
      ["Cup was cancelled: below the minimum. Your entry was refunded.", 10_000],
    ]);
    await vi.waitFor(() => expect(profile.refresh).toHaveBeenCalledTimes(2));
  });

  it("the channel hands tournamentCancelled on", async () => {
    const socket = new FakeSocket();
    const events: PlayerEvent[] = [];
    const channel = new PlayerChannel("t", { join: () => Promise.resolve(socket), onEvent: (e) => events.push(e) });
    channel.start();
    await vi.waitFor(() => expect(channel.connected).toBe(true));
    socket.message({ type: "tournamentCancelled", iTournamentId: "t1", sMessage: "Cup was cancelled." });
    expect(events).toEqual([{ type: "tournamentCancelled", iTournamentId: "t1", sMessage: "Cup was cancelled." }]);
    channel.stop();
  });

  it("a logout elsewhere is handled as a 401 by the app; a logout asked for in this tab ends the session quietly", () => {
    const problems: string[] = [];
    const stop = onSessionProblem((problem) => problems.push(problem));
    try {
      startSession("token-y");
      handlePlayerEvent({ type: "forcedLogout", reason: "logout" });
      expect(problems).toEqual(["unauthorized"]);

      startSession("token-z");
      beginLogout();
      const before = store.get(toastsAtom).length;
      handlePlayerEvent({ type: "forcedLogout", reason: "logout" });
      expect(problems).toEqual(["unauthorized"]);
      expect(store.get(tokenAtom)).toBeNull();
      expect(store.get(toastsAtom)).toHaveLength(before);
    } finally {
      stop();
    }
  });
});
