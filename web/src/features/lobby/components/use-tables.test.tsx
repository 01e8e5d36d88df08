import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prefetchTables } from "../api/lobby-api.ts";
import { useTables } from "./use-tables.ts";

const ROW = { _id: "t1", sName: "Points 2", eRummyType: "point", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 0.05, nTableFee: 0, nDeck: 1, nDeals: null, nPoolLimit: null };
const reply = (data: unknown) => new Response(JSON.stringify({ message: "success.", data }), { status: 200, headers: { "content-type": "application/json" } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(reply([ROW])));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useTables", () => {
  it("starts from the entry's prefetched rows once they have arrived: no loading pass, no second request", async () => {
    await prefetchTables("point", "practice");
    const { result } = renderHook(() => useTables("point", "practice"));
    expect(result.current.state).toEqual({ status: "ready", tables: [ROW] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("without them, shows loading and asks the server", async () => {
    const { result } = renderHook(() => useTables("pool", "practice"));
    expect(result.current.state.status).toBe("loading");
    await waitFor(() => expect(result.current.state).toEqual({ status: "ready", tables: [ROW] }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("uses the prefetched rows once: a mode shown again is asked for again", async () => {
    await prefetchTables("point", "practice");
    renderHook(() => useTables("point", "practice")).unmount();
    const { result } = renderHook(() => useTables("point", "practice"));
    expect(result.current.state.status).toBe("loading");
    await waitFor(() => expect(result.current.state.status).toBe("ready"));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
