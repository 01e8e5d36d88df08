import type { ReactNode } from "react";

export interface BlogPost {
  readonly slug: string;
  readonly title: string;
  readonly date: string;
  readonly summary: string;
  readonly body: ReactNode;
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: "pure-and-impure-sequences",
    title: "Pure and impure sequences, explained",
    date: "28 April 2026",
    summary: "Why every winning hand needs one pure sequence, and how a wild joker can still keep a sequence pure.",
    body: (
      <>
        <p>
          A sequence is three or more cards of one suit in order. It is <strong>pure</strong> when no joker stands in for a missing card, and{" "}
          <strong>impure</strong> when one does. A valid declaration needs two sequences, and at least one must be pure.
        </p>
        <p>
          The subtle case: if sixes are wild and you hold 5♥ 6♥ 7♥, the 6♥ is playing as itself, so the sequence is pure. But 5♥ 6♠ 7♥ uses
          the 6♠ as a stand-in, so it is impure.
        </p>
        <p>Aces go low (A 2 3) or high (Q K A), never around the corner: K A 2 is not a sequence.</p>
      </>
    ),
  },
  {
    slug: "when-to-drop",
    title: "When to drop in Points rummy",
    date: "14 April 2026",
    summary: "A first drop costs 20 points, a middle drop 40, a full count up to 80. Here is how to choose.",
    body: (
      <>
        <p>
          Dropping gives up the deal for a fixed cost: 20 points before your first draw, 40 after it. Playing on and losing can cost up to 80.
        </p>
        <p>
          Drop early when your hand has no pure sequence within reach, few connected cards, and several high cards (A, K, Q, J count 10 each).
          Play on when you already hold a pure sequence or a joker and two near-sequences.
        </p>
      </>
    ),
  },
  {
    slug: "how-our-shuffle-works",
    title: "How our shuffle works, and how to check it",
    date: "2 April 2026",
    summary: "A cryptographic shuffle, a deck fingerprint before the deal and the seed after it.",
    body: (
      <>
        <p>
          Each deck is shuffled on our server with the Fisher-Yates method driven by a cryptographic random number generator. Before the deal,
          the table shows a hash of the seed and the deal id: a fingerprint that fixes the deck without revealing it.
        </p>
        <p>
          After the deal is settled we reveal the seed. Anyone can then rebuild the deck from the seed, compare its hash with the fingerprint
          shown earlier, and confirm the cards were not changed during the deal.
        </p>
      </>
    ),
  },
];
