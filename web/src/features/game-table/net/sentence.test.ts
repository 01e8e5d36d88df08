import { describe, expect, it } from "vitest";
import { sentence } from "./connection-words.ts";

describe("a room refusal shown as a sentence", () => {
  it("capitalises an English phrase and ends it with a full stop", () => {
    expect(sentence("draw a card before declaring")).toBe("Draw a card before declaring.");
    expect(sentence("Not your turn!")).toBe("Not your turn!");
  });

  it("keeps a Hindi sentence's danda and adds one, not a full stop, when it has none", () => {
    expect(sentence("अभी आपकी बारी नहीं है।")).toBe("अभी आपकी बारी नहीं है।");
    expect(sentence("अभी आपकी बारी नहीं है")).toBe("अभी आपकी बारी नहीं है।");
  });

  it("an empty refusal is the catalogue's sentence", () => {
    expect(sentence("  ")).toBe("The table refused that.");
  });
});
