import { describe, expect, it } from "vitest";
import { restoredValidity } from "./tickets.ts";

const at = (iso: string) => new Date(iso);

describe("restoredValidity", () => {
  it.each([
    // valid until, used at, restored at, expected
    ["2026-01-10T00:00:00Z", "2026-01-01T00:00:00Z", "2026-01-03T00:00:00Z", "2026-01-12T00:00:00.000Z"], // + the 2 days it was held
    ["2026-01-02T00:00:00Z", "2026-01-01T23:00:00Z", "2026-01-02T12:00:00Z", "2026-01-03T12:00:00.000Z"], // at least a day left
    ["2026-01-10T00:00:00Z", null, "2026-01-03T00:00:00Z", "2026-01-10T00:00:00.000Z"],
  ])("valid until %s, used %s, restored %s", (validUntil, usedAt, now, expected) => {
    expect(restoredValidity({ validUntil: at(validUntil), usedAt: usedAt ? at(usedAt) : null }, at(now))?.toISOString()).toBe(expected);
  });

  it("keeps a ticket without expiry without expiry", () => {
    expect(restoredValidity({ validUntil: null, usedAt: at("2026-01-01T00:00:00Z") }, at("2026-01-02T00:00:00Z"))).toBeNull();
  });
});
