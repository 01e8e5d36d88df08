import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import EARLY_SCRIPT from "../../../build/lobby-early.js?raw";
import { api } from "./client.ts";

/**
 * lobby.html's early script (web/build/lobby-early.js) asks for the lobby's first table list
 * before the app has loaded; the client adopts that reply once, for the same request and token.
 */
const LIST = { eRummyType: "point", eGameType: "practice" };

function runEarlyScript(): void {
  // The script is a classic one the browser runs from lobby.html; here it runs as the same text.
  new Function(EARLY_SCRIPT)();
}

function reply(data: unknown) {
  return new Response(JSON.stringify({ message: "success.", data }), { status: 200, headers: { "content-type": "application/json" } });
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/lobby");
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.__rummyEarly = undefined;
  window.history.replaceState(null, "", "/");
});

describe("the lobby's early table list", () => {
  it("is asked with the token and a device id, and the app's first same request uses its reply", async () => {
    localStorage.setItem("Token", "tok-1");
    fetchMock.mockResolvedValueOnce(reply([{ sName: "early" }])).mockResolvedValueOnce(reply([{ sName: "later" }]));
    runEarlyScript();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/v1/rummy/table/weblist");
    expect(init.body).toBe(JSON.stringify(LIST));
    expect(init.headers).toMatchObject({ authorization: "tok-1", "x-device-id": localStorage.getItem("DeviceId") });
    expect(localStorage.getItem("DeviceId")).toMatch(/^[0-9a-f]{32}$/);

    const first = await api.post<{ sName: string }[]>("/rummy/table/weblist", LIST, { loader: false });
    expect(first.data).toEqual([{ sName: "early" }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next list is asked for afresh.
    const second = await api.post<{ sName: string }[]>("/rummy/table/weblist", LIST, { loader: false });
    expect(second.data).toEqual([{ sName: "later" }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("is not used for another token or another request, and not sent without a token or off /lobby", async () => {
    runEarlyScript();
    window.history.replaceState(null, "", "/my-account");
    localStorage.setItem("Token", "tok-1");
    runEarlyScript();
    expect(fetchMock).not.toHaveBeenCalled();

    window.history.replaceState(null, "", "/lobby");
    fetchMock.mockResolvedValueOnce(reply(["early"])).mockImplementation(() => Promise.resolve(reply(["fresh"])));
    runEarlyScript();
    const other = await api.post<string[]>("/rummy/table/weblist", { eRummyType: "pool", eGameType: "practice" }, { loader: false });
    expect(other.data).toEqual(["fresh"]);
    localStorage.setItem("Token", "tok-2");
    const sameListOtherToken = await api.post<string[]>("/rummy/table/weblist", LIST, { loader: false });
    expect(sameListOtherToken.data).toEqual(["fresh"]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
