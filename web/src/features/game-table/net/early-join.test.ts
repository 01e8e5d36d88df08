import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import EARLY_SCRIPT from "../../../../build/game-early.js?raw";

/**
 * game.html's early script (web/build/game-early.js) asks for the window's seat before the entry
 * has arrived; the entry (reserveSeatEarly) adopts that request once, for the same table and token.
 */
const load = () => import("./early-join.ts");
/** A reservation as the matchmaker answers (no processId: the test opens no socket with it). */
const RESERVATION = { sessionId: "s-1", room: { name: "table", roomId: "table-1", clients: 0, maxClients: 12 } };

function runEarlyScript(): void {
  // The script is a classic one the browser runs from game.html; here it runs as the same text.
  new Function(EARLY_SCRIPT)();
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/game?sAuthToken=tok-1&sTableId=table-1&nChips=80");
  fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(RESERVATION), { status: 200 })));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.__rummyEarlySeat = undefined;
  window.history.replaceState(null, "", "/");
});

describe("the game window's early seat reservation (issue 22)", () => {
  it("is asked for by the early script, and the entry uses it instead of asking again", async () => {
    runEarlyScript();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("/matchmake/joinById/table-1", expect.objectContaining({ method: "POST", body: "{}", headers: expect.objectContaining({ Authorization: "Bearer tok-1" }) }));
    const { reserveSeatEarly, takeEarlyReservation } = await load();
    reserveSeatEarly("table-1", "tok-1", null);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(takeEarlyReservation("table-1", "tok-1")).resolves.toEqual(RESERVATION);
  });

  it("carries a private table's code", () => {
    window.history.replaceState(null, "", "/game?sAuthToken=tok-1&sTableId=table-1&sPrivateCode=AB12CD");
    runEarlyScript();
    expect(fetchMock).toHaveBeenCalledWith("/matchmake/joinById/table-1", expect.objectContaining({ body: JSON.stringify({ sPrivateCode: "AB12CD" }) }));
  });

  it("is not adopted for another table or player: the entry asks itself", async () => {
    runEarlyScript();
    const { reserveSeatEarly } = await load();
    reserveSeatEarly("table-2", "tok-1", null);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith("/matchmake/joinById/table-2", expect.anything());
  });

  it("asks nothing on a reload that holds a reconnection token, nor on a page that names no table", () => {
    sessionStorage.setItem("rummy.table.reconnect.table-1", "table-1:token");
    runEarlyScript();
    window.history.replaceState(null, "", "/game?sTableId=table-1");
    sessionStorage.clear();
    runEarlyScript();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__rummyEarlySeat).toBeUndefined();
  });
});
