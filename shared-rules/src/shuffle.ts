/**
 * Fair shuffle with a committed seed (RULES.md "Randomness and fairness").
 *
 * A deal's deck is a pure function of a 256-bit server seed and the deal id: HMAC-SHA256 keyed by
 * the seed, in counter mode, gives a byte stream that drives Fisher-Yates with rejection sampling.
 * Before the deal the table sees `commitment(seed, dealId)`; after settlement the seed is
 * revealed and anyone can re-derive the deck with `verifyDeal`. Only `Uint8Array` and the
 * `@noble/hashes` primitives are used, so the same code runs in Node and in the browser.
 */
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { makeShoe, type Card } from "./card.ts";
import { layoutDeal } from "./deal/layout.ts";

/** A 256-bit seed as 64 lowercase or uppercase hex digits. */
export type SeedHex = string;

/** Purposes separate the independent streams one deal needs (the deck, each reshuffle, the toss). */
export const DECK_PURPOSE = "deck";

const STREAM_DOMAIN = utf8ToBytes("rummy/shuffle/v1");
const COMMIT_DOMAIN = utf8ToBytes("rummy/commit/v1");
/** Deal ids are names chosen by the room (a uuid, `table-42/deal-3`); the limit keeps logs sane. */
const MAX_LABEL_BYTES = 256;

export function isSeedHex(value: unknown): value is SeedHex {
  return typeof value === "string" && /^[0-9a-fA-F]{64}$/.test(value);
}

function seedBytes(seedHex: SeedHex): Uint8Array {
  if (!isSeedHex(seedHex)) throw new Error("a seed is 64 hex digits (256 bits)");
  return hexToBytes(seedHex.toLowerCase());
}

function labelBytes(label: string, what: string): Uint8Array {
  const bytes = utf8ToBytes(label);
  if (bytes.length === 0 || bytes.length > MAX_LABEL_BYTES) throw new Error(`${what} must be 1 to ${MAX_LABEL_BYTES} bytes`);
  return bytes;
}

function u32(n: number): Uint8Array {
  return new Uint8Array([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
}

/** Length-prefixed concatenation, so that no two (purpose, deal id) pairs encode the same bytes. */
function framed(...parts: Uint8Array[]): Uint8Array {
  const out: number[] = [];
  for (const part of parts) {
    out.push(...u32(part.length), ...part);
  }
  return Uint8Array.from(out);
}

/** A source of uniformly random bytes. */
export interface ByteStream {
  nextByte(): number;
}

/**
 * Block i of the stream is HMAC-SHA256(seed, domain | purpose | dealId | i) with every field
 * length-prefixed and i a 32-bit big-endian counter. The HMAC state after the fixed prefix is
 * computed once and cloned per block, which halves the hashing work of a shuffle.
 */
export function byteStream(seedHex: SeedHex, dealId: string, purpose: string = DECK_PURPOSE): ByteStream {
  const prefix = framed(STREAM_DOMAIN, labelBytes(purpose, "purpose"), labelBytes(dealId, "deal id"));
  const keyed = hmac.create(sha256, seedBytes(seedHex)).update(prefix);
  // Cloning into one reused instance avoids allocating two hash objects per block.
  const scratch = keyed.clone();
  const counter = new Uint8Array(4);
  const block = new Uint8Array(32);
  let blockIndex = 0;
  let used = block.length;
  const refill = (): void => {
    // 2^32 blocks are 128 GiB of randomness; a shuffle uses a few hundred bytes.
    if (blockIndex > 0xffffffff) throw new Error("byte stream exhausted");
    counter[0] = blockIndex >>> 24;
    counter[1] = (blockIndex >>> 16) & 0xff;
    counter[2] = (blockIndex >>> 8) & 0xff;
    counter[3] = blockIndex & 0xff;
    keyed._cloneInto(scratch).update(counter).digestInto(block);
    blockIndex += 1;
    used = 0;
  };
  return {
    nextByte(): number {
      if (used === block.length) refill();
      return block[used++] as number;
    },
  };
}

/**
 * A uniform integer in [0, bound). Draws the fewest whole bytes that cover the bound and rejects
 * values at or above the largest multiple of the bound, so every result is equally likely: a plain
 * `value % bound` would favour small results whenever the bound does not divide 256^k.
 */
export function uniformInt(stream: ByteStream, bound: number): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > 0x1000000) throw new Error(`bound must be 1..2^24, got ${bound}`);
  if (bound === 1) return 0;
  const bytes = bound <= 0x100 ? 1 : bound <= 0x10000 ? 2 : 3;
  const range = 2 ** (8 * bytes);
  const limit = range - (range % bound);
  for (;;) {
    let value = 0;
    for (let b = 0; b < bytes; b++) value = value * 256 + stream.nextByte();
    if (value < limit) return value % bound;
  }
}

/** Fisher-Yates (Durstenfeld): position i swaps with a uniform position in [0, i]. */
export function shuffleInPlace<T>(items: T[], stream: ByteStream): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(stream, i + 1);
    const picked = items[j] as T;
    items[j] = items[i] as T;
    items[i] = picked;
  }
  return items;
}

/** A shuffled copy of `items`, determined by (seed, deal id, purpose). */
export function shuffled<T>(items: readonly T[], seedHex: SeedHex, dealId: string, purpose: string = DECK_PURPOSE): T[] {
  return shuffleInPlace([...items], byteStream(seedHex, dealId, purpose));
}

/** The physical make-up of a shoe: how many packs and how many printed jokers in each. */
export interface ShoeSpec {
  readonly decks: number;
  readonly jokersPerDeck: number;
}

/** The deck of a deal: the canonical shoe (`makeShoe`) shuffled by (seed, deal id). */
export function shuffledDeck(shoe: ShoeSpec, seedHex: SeedHex, dealId: string): Card[] {
  return shuffled(makeShoe(shoe.decks, shoe.jokersPerDeck), seedHex, dealId, DECK_PURPOSE);
}

/**
 * The hash shown to the table before the deal: SHA-256 over a domain tag, the seed and the deal
 * id (length-prefixed). It binds the server to the seed without revealing it.
 */
export function commitment(seedHex: SeedHex, dealId: string): string {
  return bytesToHex(sha256(framed(COMMIT_DOMAIN, seedBytes(seedHex), labelBytes(dealId, "deal id"))));
}

/** A dealt layout as a player records it: the hands in turn order, the cut card, the open card. */
export interface DealtCards {
  readonly players: number;
  readonly cardsPerHand: number;
  readonly hands: readonly (readonly Card[])[];
  readonly cut: Card;
  readonly openCard: Card;
}

export type DealCheck =
  | { ok: true }
  | { ok: false; reason: "bad_seed" | "commitment_mismatch" | "deck_mismatch" | "deal_mismatch" };

function sameMultiset(a: readonly Card[], b: readonly Card[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.every((card, i) => card === y[i]);
}

/**
 * Re-derives a deal from a revealed seed and checks it against the commitment shown before the
 * deal and against what was dealt: either the whole deck order, or the dealt cards (hands are
 * compared as multisets because the notation does not tell two copies of a card apart).
 */
export function verifyDeal(
  seedHex: SeedHex,
  dealId: string,
  commitmentHex: string,
  expected: { shoe: ShoeSpec; deck: readonly Card[] } | { shoe: ShoeSpec; dealt: DealtCards },
): DealCheck {
  if (!isSeedHex(seedHex)) return { ok: false, reason: "bad_seed" };
  if (commitment(seedHex, dealId) !== commitmentHex.toLowerCase()) return { ok: false, reason: "commitment_mismatch" };
  const deck = shuffledDeck(expected.shoe, seedHex, dealId);
  if ("deck" in expected) {
    const same = deck.length === expected.deck.length && deck.every((card, i) => card === expected.deck[i]);
    return same ? { ok: true } : { ok: false, reason: "deck_mismatch" };
  }
  const { dealt } = expected;
  const layout = layoutDeal(deck, dealt.players, dealt.cardsPerHand);
  const same =
    layout.cut === dealt.cut &&
    layout.openCard === dealt.openCard &&
    layout.hands.length === dealt.hands.length &&
    layout.hands.every((hand, i) => sameMultiset(hand, dealt.hands[i] ?? []));
  return same ? { ok: true } : { ok: false, reason: "deal_mismatch" };
}
