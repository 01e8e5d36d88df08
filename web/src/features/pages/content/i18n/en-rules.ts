/** English of How to Play (`content` namespace): the rules as the engine plays them (RULES.md). */
const rules = {
  howToPlay: {
    title: "How to Play",
    lead: "Arrange all your cards into sequences and sets, then declare. Here is everything you need, in the order you need it.",
    aimTitle: "The aim",
    aim: "In 13-card rummy each player gets 13 cards. On your turn you draw one card (from the closed deck, or the top card of the open deck) and discard one. You win the deal by arranging all 13 cards into valid groups and <b>declaring</b>: put the 14th card in the finish slot and show your groups.",
    groupsTitle: "Valid groups",
    pure: "Pure sequence",
    pureText: "3 or more cards of one suit in a row, with no joker standing in: <c>5♥ 6♥ 7♥</c>. Ace can be low (<c>A♠ 2♠ 3♠</c>) or high (<c>Q♠ K♠ A♠</c>), but not both: K♠ A♠ 2♠ is not a sequence.",
    impure: "Impure sequence",
    impureText: "A sequence where a joker stands in for a missing card: <c>5♦ JOKER 7♦</c>.",
    set: "Set",
    setText: "3 or 4 cards of the same rank, each of a different suit: <c>8♠ 8♥ 8♣</c>. Jokers may stand in. Two cards of the same suit (8♠ 8♠ 8♥) do not make a set.",
    declarationTitle: "A valid declaration",
    declaration: "All 13 cards in groups, every group valid, <b>at least two sequences</b>, and <b>at least one of them pure</b>. A declaration that breaks any of these is a <b>wrong show</b> and costs 80 points.",
    jokersTitle: "Jokers",
    jokers: "After the deal one card is cut from the closed deck: every card of that rank, in all suits, is a wild joker for the deal. If the cut card is a printed joker, Aces are wild. Printed and wild jokers can stand in for any card in a set or impure sequence. A wild joker used as its own card (6♥ in 5♥ 6♥ 7♥ when sixes are wild) keeps the sequence pure.",
    pointsTitle: "Counting points",
    points: "A, K, Q and J count 10; 2 to 10 count their face value; jokers count 0. When someone declares, the others arrange their cards. If you have a pure sequence and a second sequence, only cards outside valid groups count; otherwise every card counts. The count is capped at 80.",
    turnsTitle: "Turns and drops",
    turns: {
      time: "A turn lasts 30 seconds, and you have a 10-second time bank per deal for when you need longer.",
      open: "A card you picked from the open deck cannot be discarded in the same turn. A joker cannot be picked from the open deck, except the first open card of the deal.",
      drop: "You may drop (leave the deal) on your turn: 20 points before your first draw, 40 after it.",
      timeout: "If your time runs out, the game draws and discards for you. Three missed turns in a row count as a middle drop.",
    },
    variantsTitle: "The variants",
    variants: {
      points: {
        name: "Points rummy",
        text: "One deal, 2 decks with printed jokers. Each point has a value set by the table; the winner collects the losers' points times that value.",
      },
      pool: {
        name: "Pool rummy (101 and 201)",
        text: "Deals continue and points add up. You are out at 101 (or 201). The deal winner scores 0. Drops cost 20/40 in Pool 101 and 25/50 in Pool 201. The last player left wins the pool. You may rejoin once eliminated while nobody remaining has more than 79 (174 in Pool 201).",
      },
      deals: {
        name: "Deals rummy",
        text: "A fixed number of deals (2, 3 or 6). Everyone starts with 80 chips per deal; the deal winner takes each loser's points as chips. Most chips after the last deal wins; a tie plays one more deal.",
      },
      cards21: {
        name: "21-card rummy",
        text: "21 cards each and more jokers: besides the cut rank, the cards one rank above and below the cut card in its suit are jokers too. You need at least 3 pure sequences (three identical cards, a tunnela, count as one), or 8 pairs of identical cards (dublees). Drops cost 30/70; the cap is 120.",
      },
      cards10: {
        name: "10-card rummy (practice)",
        text: "Points rummy with 10 cards each: 1 deck with its printed jokers for 2 players, 2 decks for more. Declare with at least two sequences, one of them pure, and every other card in a sequence or a set. Drops cost 20/40; the cap is 80. In the lobby's \"10 & 27 Cards\" tab.",
      },
      cards27: {
        name: "27-card rummy (practice)",
        text: "Points rummy with 27 cards each from 3 decks. Jokers as in 21-card rummy, with two ranks above and two below the cut card in its suit. Declare with at least 3 pure sequences (a tunnela counts as one) and every other card in a sequence or a set. Drops cost 40/80; the cap is 160. In the lobby's \"10 & 27 Cards\" tab.",
      },
    },
    ready: "Ready? Practise free at any table, or read our <tutorials>tutorials</tutorials> and <faq>FAQ</faq>.",
  },
};
export default rules;
