import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./client.ts";
import { DEVICE_ID_HEADER, deviceId } from "./device-id.ts";

describe("device id", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("is made once, kept in localStorage and sent on every call", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ message: "ok", data: {} }), { status: 200, headers: { "content-type": "application/json" } })));
    vi.stubGlobal("fetch", fetchMock);
    await api.get("/setting");
    await api.get("/setting");
    const sent = fetchMock.mock.calls.map((call) => ((call as unknown as [string, RequestInit & { headers: Record<string, string> }])[1]).headers[DEVICE_ID_HEADER]);
    expect(sent[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]).toBe(sent[0]);
    expect(localStorage.getItem("DeviceId")).toBe(sent[0]);
  });

  it("keeps an id already stored", () => {
    localStorage.setItem("DeviceId", "kept-device-id-0123456789");
    expect(deviceId()).toBe("kept-device-id-0123456789");
  });
});
