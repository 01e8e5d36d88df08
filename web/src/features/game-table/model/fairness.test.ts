import { commitment, layoutDeal, shuffledDeck } from "@rummy/shared-rules";
import { describe, expect, it } from "vitest";
import { verifyFairness, type FairnessInput } from "./fairness.ts";

const seedHex = "5e".repeat(32);
const dealId = "seeded/1";
const deck = shuffledDeck({ decks: 2, jokersPerDeck: 1 }, seedHex, dealId);
const dealt = layoutDeal(deck, 3, 13);

const honest: FairnessInput = {
  seedHex,
  dealId,
  commitment: commitment(seedHex, dealId),
  decks: 2,
  jokersPerDeck: 1,
  cardsPerHand: 13,
  turnOrder: [4, 0, 2],
  mySeat: 2,
  dealtHand: [...(dealt.hands[2] ?? [])].reverse(),
  cut: dealt.cut,
  firstOpen: dealt.openCard,
};

describe("verifyFairness", () => {
  it("re-derives the deal from the revealed seed and finds it matches", () => {
    const report = verifyFairness(honest);
    expect(report.ok).toBe(true);
    expect(report.checks.every((c) => c.ok === true)).toBe(true);
  });

  it("catches a seed that does not match the commitment", () => {
    const report = verifyFairness({ ...honest, commitment: commitment("00".repeat(32), dealId) });
    expect(report.ok).toBe(false);
    expect(report.checks[0]?.ok).toBe(false);
  });

  it("catches a hand that the deck did not deal", () => {
    const other = dealt.hands[0] ?? [];
    expect(verifyFairness({ ...honest, dealtHand: other }).ok).toBe(false);
    expect(verifyFairness({ ...honest, cut: (dealt.cut + 1) % 52 }).ok).toBe(false);
  });

  it("skips what this browser did not see, without failing", () => {
    const report = verifyFairness({ ...honest, dealtHand: null, firstOpen: null });
    expect(report.ok).toBe(true);
    expect(report.checks.filter((c) => c.ok === null)).toHaveLength(2);
  });

  it("refuses a seed that is not 256 bits", () => {
    expect(verifyFairness({ ...honest, seedHex: "abc" }).ok).toBe(false);
  });
});
