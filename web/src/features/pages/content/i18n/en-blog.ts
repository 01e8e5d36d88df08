/** English of the blog's articles (`content` namespace), keyed by their slug. */
const blog = {
  posts: {
    "pure-and-impure-sequences": {
      title: "Pure and impure sequences, explained",
      date: "28 April 2026",
      summary: "Why every winning hand needs one pure sequence, and how a wild joker can still keep a sequence pure.",
      p1: "A sequence is three or more cards of one suit in order. It is <b>pure</b> when no joker stands in for a missing card, and <b>impure</b> when one does. A valid declaration needs two sequences, and at least one must be pure.",
      p2: "The subtle case: if sixes are wild and you hold 5♥ 6♥ 7♥, the 6♥ is playing as itself, so the sequence is pure. But 5♥ 6♠ 7♥ uses the 6♠ as a stand-in, so it is impure.",
      p3: "Aces go low (A 2 3) or high (Q K A), never around the corner: K A 2 is not a sequence.",
    },
    "when-to-drop": {
      title: "When to drop in Points rummy",
      date: "14 April 2026",
      summary: "A first drop costs 20 points, a middle drop 40, a full count up to 80. Here is how to choose.",
      p1: "Dropping gives up the deal for a fixed cost: 20 points before your first draw, 40 after it. Playing on and losing can cost up to 80.",
      p2: "Drop early when your hand has no pure sequence within reach, few connected cards, and several high cards (A, K, Q, J count 10 each). Play on when you already hold a pure sequence or a joker and two near-sequences.",
    },
    "how-our-shuffle-works": {
      title: "How our shuffle works, and how to check it",
      date: "2 April 2026",
      summary: "A cryptographic shuffle, a deck fingerprint before the deal and the seed after it.",
      p1: "Each deck is shuffled on our server with the Fisher-Yates method driven by a cryptographic random number generator. Before the deal, the table shows a hash of the seed and the deal id: a fingerprint that fixes the deck without revealing it.",
      p2: "After the deal is settled we reveal the seed. Anyone can then rebuild the deck from the seed, compare its hash with the fingerprint shown earlier, and confirm the cards were not changed during the deal.",
    },
  },
};
export default blog;
