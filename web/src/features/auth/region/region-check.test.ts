import { getDefaultStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOCATION_MESSAGES, problemFromError } from "./geolocation.ts";
import { ensureRegionAllowed, refreshRegion, regionProblemAtom } from "./region-check.ts";

/** SPEC.md section 8: every location error, its title, and the server's verdict. */

const store = getDefaultStore();

function geolocation(answer: { coords?: { latitude: number; longitude: number }; errorCode?: number }) {
  Object.defineProperty(navigator, "geolocation", {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions) => {
        expect(options).toEqual({ enableHighAccuracy: true, timeout: 5000, maximumAge: 0 });
        if (answer.coords) ok({ coords: answer.coords } as GeolocationPosition);
        else fail({ code: answer.errorCode ?? 0 } as GeolocationPositionError);
      },
    },
  });
}

function secure(value: boolean) {
  Object.defineProperty(window, "isSecureContext", { value, configurable: true });
}

beforeEach(() => {
  secure(true);
  store.set(regionProblemAtom, null);
  localStorage.setItem("Token", "t");
});

afterEach(() => vi.unstubAllGlobals());

describe("geolocation errors", () => {
  it.each([
    [1, LOCATION_MESSAGES.denied],
    [2, LOCATION_MESSAGES.unavailable],
    [3, LOCATION_MESSAGES.timeout],
    [0, LOCATION_MESSAGES.unknown],
  ])("code %i -> %s, titled 'Location not found'", (code, message) => {
    expect(problemFromError(code)).toEqual({ title: "Location not found", message });
  });

  it("blocks with the permission message and asks the server nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    geolocation({ errorCode: 1 });
    expect(await ensureRegionAllowed()).toBe(false);
    expect(store.get(regionProblemAtom)).toEqual({ title: "Location not found", message: LOCATION_MESSAGES.denied });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem("Token")).toBeNull();
  });

  it("without a secure context: 'Security Error'", async () => {
    secure(false);
    expect(await ensureRegionAllowed()).toBe(false);
    expect(store.get(regionProblemAtom)).toEqual({ title: "Security Error", message: LOCATION_MESSAGES.insecure });
  });
});

/** POST /location/check's data as the contract declares it. */
const verdict = (bAllowed: boolean) => ({ sState: bAllowed ? "Delhi" : "Tamil Nadu", bInIndia: true, bAllowed, sTitle: "", sDetail: "" });
const answering = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe("the server's verdict", () => {
  it("is read with the contract: bAllowed decides", async () => {
    geolocation({ coords: { latitude: 28.61, longitude: 77.21 } });
    vi.stubGlobal("fetch", answering(200, { message: "success.", data: verdict(true) }));
    expect(await ensureRegionAllowed()).toBe(true);
    vi.stubGlobal("fetch", answering(200, { message: "We are not available in your location", data: verdict(false) }));
    expect(await ensureRegionAllowed()).toBe(false);
    expect(store.get(regionProblemAtom)).toEqual({ title: "Not Available", message: LOCATION_MESSAGES.restricted });
  });

  it("a reply that is not the contract's lets nobody through: the check failed, and says so", async () => {
    geolocation({ coords: { latitude: 28.61, longitude: 77.21 } });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubGlobal("fetch", answering(200, { message: "success.", data: {} }));
    expect(await ensureRegionAllowed()).toBe(false);
    expect(store.get(regionProblemAtom)).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("Unexpected reply from the server. POST /location/check data.sState"));
    logged.mockRestore();
  });

  it("a 403 is 'Not Available: We are not available in your location' and ends the session", async () => {
    geolocation({ coords: { latitude: 13.08, longitude: 80.27 } });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ message: "We are not available in your location", data: verdict(false) }), { status: 403 })),
    );
    expect(await ensureRegionAllowed()).toBe(false);
    expect(store.get(regionProblemAtom)).toEqual({ title: "Not Available", message: LOCATION_MESSAGES.restricted });
    expect(localStorage.getItem("Token")).toBeNull();
  });

  it("an allowed location passes and keeps the session", async () => {
    geolocation({ coords: { latitude: 28.61, longitude: 77.21 } });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: "success.", data: verdict(true) }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await ensureRegionAllowed()).toBe(true);
    expect(store.get(regionProblemAtom)).toBeNull();
    expect(localStorage.getItem("Token")).toBe("t");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/location/check");
    expect(JSON.parse(String(init.body))).toEqual({ latitude: 28.61, longitude: 77.21 });
  });
});

describe("the shell's periodic refresh (keeps the server's check recent)", () => {
  it("re-sends the position and keeps the session when allowed", async () => {
    geolocation({ coords: { latitude: 28.61, longitude: 77.21 } });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: "success.", data: verdict(true) }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await refreshRegion();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.get(regionProblemAtom)).toBeNull();
    expect(localStorage.getItem("Token")).toBe("t");
  });

  it("a refusal blocks with the server's words", async () => {
    geolocation({ coords: { latitude: 28.61, longitude: 77.21 } });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ message: "We are not available in your location", data: verdict(false) }), { status: 403 })),
    );
    await refreshRegion();
    expect(store.get(regionProblemAtom)).toEqual({ title: "Not Available", message: "We are not available in your location" });
    expect(localStorage.getItem("Token")).toBeNull();
  });

  it("a position that cannot be read now leaves the player logged in and asks nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    geolocation({ errorCode: 3 });
    await refreshRegion();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.get(regionProblemAtom)).toBeNull();
    expect(localStorage.getItem("Token")).toBe("t");
  });
});
