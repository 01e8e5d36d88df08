import { act, cleanup, renderHook } from "@testing-library/react";
import { getDefaultStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handlePlayerEvent } from "../../../shared/realtime/handle-event.ts";
import { tournamentProgressAtom } from "../../../shared/realtime/tournament-progress.ts";
import { LIST_REFRESH_MS, useListRefresh } from "./use-list-refresh.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  getDefaultStore().set(tournamentProgressAtom, {});
});

describe("tab 3 keeps its list current", () => {
  it("reads it again when the player returns to the window, not on mount", () => {
    const reload = vi.fn();
    renderHook(() => useListRefresh(reload));
    expect(reload).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event("focus")));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("every LIST_REFRESH_MS while visible", () => {
    const reload = vi.fn();
    renderHook(() => useListRefresh(reload));
    act(() => void vi.advanceTimersByTime(LIST_REFRESH_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("when the channel reports a change in one of the player's tournaments", () => {
    const reload = vi.fn();
    renderHook(() => useListRefresh(reload));
    act(() => handlePlayerEvent({ type: "tournamentEliminated", iTournamentId: "t1", nPosition: 4 }));
    expect(reload).toHaveBeenCalledTimes(1);
    // A cancellation reads the list (and an open detail, which follows the same version) again.
    act(() => handlePlayerEvent({ type: "tournamentCancelled", iTournamentId: "t2", sMessage: "Cup was cancelled." }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("stops listening once the tab is gone", () => {
    const reload = vi.fn();
    const { unmount } = renderHook(() => useListRefresh(reload));
    unmount();
    act(() => void window.dispatchEvent(new Event("focus")));
    act(() => void vi.advanceTimersByTime(LIST_REFRESH_MS));
    expect(reload).not.toHaveBeenCalled();
  });
});
