import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDayMonthTime } from "./dates.ts";

describe("dates in Asia/Kolkata", () => {
  it.each([
    ["2025-11-07T09:35:00Z", "03:05 PM | 07 Nov 2025"],
    ["2025-11-06T18:30:00Z", "12:00 AM | 07 Nov 2025"],
    ["2025-09-01T06:30:00Z", "12:00 PM | 01 Sep 2025"],
    ["2024-12-31T20:00:00Z", "01:30 AM | 01 Jan 2025"],
  ])("formatDateTime(%s) = %s", (input, expected) => expect(formatDateTime(input)).toBe(expected));

  it("writes tournament starts with the full month", () => {
    expect(formatDayMonthTime("2025-09-01T06:30:00Z")).toBe("12:00 PM | 01 September");
  });

  it("writes plain dates", () => expect(formatDate("2025-03-31T19:00:00Z")).toBe("01 Apr 2025"));

  it.each([null, undefined, "", "not a date"])("says Not Available for %s", (input) => {
    expect(formatDateTime(input)).toBe("Not Available");
  });
});

describe("dates in Hindi", () => {
  it("uses Intl's Hindi names, still in India's time", async () => {
    const { applyLanguage } = await import("../i18n/i18n.ts");
    await applyLanguage("hi");
    try {
      expect(formatDateTime("2025-11-07T09:35:00Z")).toBe("03:05 pm | 07 नव॰ 2025");
      expect(formatDateTime("2024-12-31T20:00:00Z")).toBe("01:30 am | 01 जन॰ 2025");
      expect(formatDayMonthTime("2025-09-01T06:30:00Z")).toBe("12:00 pm | 01 सितंबर");
      expect(formatDate("2025-03-31T19:00:00Z")).toBe("01 अप्रैल 2025");
      expect(formatDateTime(null)).toBe("उपलब्ध नहीं");
    } finally {
      await applyLanguage("en");
    }
    expect(formatDateTime("2025-11-07T09:35:00Z")).toBe("03:05 PM | 07 Nov 2025");
  });
});
