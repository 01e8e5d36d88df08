import { describe, expect, it } from "vitest";
import { listStates } from "./use-public-settings.ts";

const STATES = ["Andhra Pradesh", "Assam", "Odisha", "Sikkim", "Nagaland", "Telangana"];

describe("listStates", () => {
  for (const [language, locale] of [["en", "en-IN"], ["hi", "hi-IN"]] as const) {
    it(`joins 0 to 6 states as Intl.ListFormat does for ${locale}`, () => {
      const intl = new Intl.ListFormat(locale, { type: "conjunction" });
      for (let n = 0; n <= STATES.length; n++) expect(listStates(STATES.slice(0, n), language)).toBe(intl.format(STATES.slice(0, n)));
    });
  }

  it("writes the sentences the pages always had", () => {
    expect(listStates(["Andhra Pradesh", "Assam", "Telangana"], "en")).toBe("Andhra Pradesh, Assam and Telangana");
    expect(listStates(["असम", "तेलंगाना"], "hi")).toBe("असम और तेलंगाना");
  });
});
