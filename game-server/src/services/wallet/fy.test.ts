import { describe, expect, it } from "vitest";
import { financialYearEnd, financialYearLabel, financialYearOf, financialYearStart, indiaDate } from "./fy.ts";

describe("financial years in Asia/Kolkata", () => {
  it.each([
    ["2025-03-31T18:29:59.999Z", 2024], // 31 Mar 23:59:59.999 IST
    ["2025-03-31T18:30:00.000Z", 2025], // 1 Apr 00:00 IST
    ["2025-04-01T00:00:00.000Z", 2025],
    ["2025-12-31T23:59:59.000Z", 2025],
    ["2026-01-01T00:00:00.000Z", 2025],
    ["2026-03-31T18:29:59.000Z", 2025],
    ["2024-02-29T12:00:00.000Z", 2023],
  ])("%s is in FY %i", (iso, fy) => {
    expect(financialYearOf(new Date(iso))).toBe(fy);
  });

  it("starts and ends at midnight IST", () => {
    expect(financialYearStart(2025).toISOString()).toBe("2025-03-31T18:30:00.000Z");
    expect(financialYearEnd(2025).toISOString()).toBe("2026-03-31T18:30:00.000Z");
    expect(financialYearOf(financialYearStart(2025))).toBe(2025);
    expect(financialYearOf(new Date(financialYearEnd(2025).getTime() - 1))).toBe(2025);
    expect(financialYearLabel(2022)).toBe("2022-2023");
  });

  it("names the Indian calendar day", () => {
    expect(indiaDate(new Date("2025-06-30T18:29:00Z"))).toBe("2025-06-30");
    expect(indiaDate(new Date("2025-06-30T18:30:00Z"))).toBe("2025-07-01");
  });
});
