import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** Each test is a fresh page load: the module's state is per page. */
const load = () => import("./first-screen.ts");

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("afterFirstScreen (issue 22: background work waits for the lobby's Play buttons and the first drawn table)", () => {
  it("runs at once on a page whose entry expects no first screen", async () => {
    const { afterFirstScreen } = await load();
    const task = vi.fn();
    afterFirstScreen(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("waits for the first screen on a page that expects one, then runs once; later work runs at once", async () => {
    const { afterFirstScreen, expectFirstScreen, firstScreenShown } = await load();
    expectFirstScreen();
    const task = vi.fn();
    afterFirstScreen(task);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).not.toHaveBeenCalled();
    firstScreenShown();
    expect(task).toHaveBeenCalledTimes(1);
    firstScreenShown();
    await vi.runAllTimersAsync();
    expect(task).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    afterFirstScreen(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("runs after FIRST_SCREEN_WAIT_MS when the first screen never says it is shown", async () => {
    const { afterFirstScreen, expectFirstScreen, FIRST_SCREEN_WAIT_MS } = await load();
    expectFirstScreen();
    const task = vi.fn();
    afterFirstScreen(task);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("never runs work cancelled before the first screen", async () => {
    const { afterFirstScreen, expectFirstScreen, firstScreenShown } = await load();
    expectFirstScreen();
    const task = vi.fn();
    const cancel = afterFirstScreen(task);
    cancel();
    firstScreenShown();
    await vi.runAllTimersAsync();
    expect(task).not.toHaveBeenCalled();
  });
});

describe("useAfterFirstScreen", () => {
  it("is true at once on a page that expects no first screen, and turns true when an expected one is shown", async () => {
    const { useAfterFirstScreen, expectFirstScreen, firstScreenShown } = await load();
    // React and the testing library from the same fresh module registry as first-screen.ts.
    const { renderHook, act } = await import("@testing-library/react");
    const plain = renderHook(() => useAfterFirstScreen());
    expect(plain.result.current).toBe(true);
    plain.unmount();

    expectFirstScreen();
    const waiting = renderHook(() => useAfterFirstScreen());
    expect(waiting.result.current).toBe(false);
    act(() => firstScreenShown());
    expect(waiting.result.current).toBe(true);
    waiting.unmount();
  });
});
