import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatCards, makeShoe } from "./card.ts";
import { layoutDeal } from "./deal/layout.ts";
import { byteStream, commitment, shuffled, shuffledDeck, uniformInt, verifyDeal, type ByteStream } from "./shuffle.ts";

const SEED = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
const SHOE = { decks: 2, jokersPerDeck: 1 };

function fixedBytes(bytes: number[]): ByteStream {
  let i = 0;
  return { nextByte: () => bytes[i++] ?? 0 };
}

describe("byte stream and uniform integers", () => {
  it("rejects bytes at or above the largest multiple of the bound instead of taking a biased modulo", () => {
    // bound 3: 256 % 3 = 1, so 255 is rejected and 254 gives 254 % 3 = 2.
    expect(uniformInt(fixedBytes([255, 254]), 3)).toBe(2);
    // bound 106: the limit is 212, so 212..255 are rejected.
    expect(uniformInt(fixedBytes([212, 250, 211]), 106)).toBe(105);
  });

  it("uses two bytes for bounds above 256", () => {
    expect(uniformInt(fixedBytes([1, 2]), 1000)).toBe(258);
  });

  it("is a pure function of (seed, deal id, purpose)", () => {
    const a = byteStream(SEED, "deal-1");
    const b = byteStream(SEED, "deal-1");
    const c = byteStream(SEED, "deal-1", "reshuffle/1");
    const take = (s: ByteStream) => Array.from({ length: 80 }, () => s.nextByte());
    const first = take(a);
    expect(take(b)).toEqual(first);
    expect(take(c)).not.toEqual(first);
  });

  it("refuses a seed that is not 256 bits of hex", () => {
    expect(() => byteStream("abcd", "deal-1")).toThrow(/64 hex/);
  });
});

describe("shuffled deck", () => {
  it("is fixed by the seed and the deal id (known answer)", () => {
    const deck = shuffledDeck(SHOE, SEED, "deal-1");
    expect(formatCards(deck.slice(0, 8))).toEqual(["6C", "7C", "2H", "7D", "AD", "QD", "10S", "JS"]);
    expect(shuffledDeck(SHOE, SEED, "deal-1")).toEqual(deck);
    expect(shuffledDeck(SHOE, SEED, "deal-2")).not.toEqual(deck);
  });

  it("is a permutation of the shoe for any seed and deal id", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), fc.string({ minLength: 1, maxLength: 40 }), (seed, dealId) => {
        const deck = shuffledDeck(SHOE, seed, dealId);
        expect([...deck].sort((a, b) => a - b)).toEqual(makeShoe(2, 1).sort((a, b) => a - b));
      }),
      { numRuns: 200 },
    );
  });

  it("moves every card somewhere over a few shuffles (no fixed positions)", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 50; i++) seen.add(shuffled([0, 1, 2, 3], SEED, `d${i}`)[0] ?? -1);
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe("commitment and verification", () => {
  it("commits to (seed, deal id) with a SHA-256 hex digest", () => {
    const c = commitment(SEED, "deal-1");
    expect(c).toMatch(/^[0-9a-f]{64}$/);
    expect(commitment(SEED.toUpperCase(), "deal-1")).toBe(c);
    expect(commitment(SEED, "deal-2")).not.toBe(c);
  });

  it("verifies a deck and a dealt layout, and catches tampering", () => {
    const c = commitment(SEED, "deal-1");
    const deck = shuffledDeck(SHOE, SEED, "deal-1");
    expect(verifyDeal(SEED, "deal-1", c, { shoe: SHOE, deck })).toEqual({ ok: true });
    const swapped = [deck[1] as number, deck[0] as number, ...deck.slice(2)];
    expect(verifyDeal(SEED, "deal-1", c, { shoe: SHOE, deck: deck[0] === deck[1] ? [] : swapped })).toEqual({ ok: false, reason: "deck_mismatch" });
    const layout = layoutDeal(deck, 3, 13);
    const dealt = { players: 3, cardsPerHand: 13, hands: layout.hands.map((h) => [...h].reverse()), cut: layout.cut, openCard: layout.openCard };
    expect(verifyDeal(SEED, "deal-1", c, { shoe: SHOE, dealt })).toEqual({ ok: true });
    expect(verifyDeal(SEED, "deal-1", c, { shoe: SHOE, dealt: { ...dealt, cut: (layout.cut + 1) % 52 } })).toEqual({ ok: false, reason: "deal_mismatch" });
    expect(verifyDeal(SEED, "deal-2", c, { shoe: SHOE, deck })).toEqual({ ok: false, reason: "commitment_mismatch" });
    expect(verifyDeal("zz", "deal-1", c, { shoe: SHOE, deck })).toEqual({ ok: false, reason: "bad_seed" });
  });
});
