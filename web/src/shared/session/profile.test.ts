import { getDefaultStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { profileReply } from "../testing/shell-replies.ts";

/**
 * The shell's profile (issue 15): GET /profile and the saved copy are read with the contract's
 * shape, never field by field; a reply or a saved copy that is not the contract's is refused.
 */

const store = getDefaultStore();
const answering = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }));

/** A fresh copy of the module, as a page load would run it, with `saved` in storage. */
async function load(saved: string | null) {
  vi.resetModules();
  if (saved === null) localStorage.removeItem("User");
  else localStorage.setItem("User", saved);
  return import("./profile.ts");
}

beforeEach(() => localStorage.setItem("Token", "t"));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the saved profile", () => {
  it("shows at once after a reload when it is the contract's", async () => {
    const { profileAtom } = await load(JSON.stringify(profileReply({ sUserName: "asha" })));
    expect(store.get(profileAtom)?.sUserName).toBe("asha");
  });

  it("is dropped, and logged, when it is not the contract's (an older build's copy)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { profileAtom } = await load(JSON.stringify({ ...profileReply(), oKYC: { bPanVerified: "yes" } }));
    expect(logged).toHaveBeenCalledWith("Unexpected reply from the server. saved GET /profile oKYC.sPanNumber: expected string");
    expect(store.get(profileAtom)).toBeNull();
  });
});

describe("GET /profile", () => {
  it("stores and saves the reply", async () => {
    const { profileAtom, refreshProfile } = await load(null);
    vi.stubGlobal("fetch", answering({ message: "success.", data: profileReply({ nChips: 1500 }) }));
    const profile = await refreshProfile();
    expect(profile.nChips).toBe(1500);
    expect(store.get(profileAtom)).toEqual(profile);
    expect(JSON.parse(localStorage.getItem("User") ?? "null")).toEqual(profile);
  });

  it("rejects a reply that is not the contract's and keeps what was shown", async () => {
    const { profileAtom, refreshProfile } = await load(null);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubGlobal("fetch", answering({ message: "success.", data: { sUserName: "ravi", nChips: "lots" } }));
    // A fresh module graph has its own ReplyShapeError class: compare by name and detail.
    await expect(refreshProfile()).rejects.toMatchObject({ name: "ReplyShapeError", detail: "GET /profile data._id: expected string" });
    expect(store.get(profileAtom)).toBeNull();
    expect(localStorage.getItem("User")).toBeNull();
  });
});
