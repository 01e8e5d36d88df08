import { describe, expect, it } from "vitest";
import { isUnderMaintenance } from "./maintenance.ts";

const now = new Date("2026-11-25T12:00:00Z");

describe("isUnderMaintenance", () => {
  it.each([
    ["no setting", undefined, false],
    ["disabled", { eMode: "disabled", eState: "running", dEndAt: null }, false],
    ["enabled but finished", { eMode: "enabled", eState: "finished", dEndAt: null }, false],
    ["running with no end", { eMode: "enabled", eState: "running", dEndAt: null }, true],
    ["running until later", { eMode: "enabled", eState: "running", dEndAt: "2026-11-25T12:30:00Z" }, true],
    ["running, end passed", { eMode: "enabled", eState: "running", dEndAt: "2026-11-25T11:59:59Z" }, false],
    ["running, unreadable end", { eMode: "enabled", eState: "running", dEndAt: "soon" }, true],
  ] as const)("%s: %s", (_name, setting, expected) => {
    expect(isUnderMaintenance(setting as Parameters<typeof isUnderMaintenance>[0], now)).toBe(expected);
  });
});
