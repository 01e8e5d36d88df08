/**
 * English of what the table says in words (part of the `game-table` namespace, see en.ts): the
 * screen reader's moments and hand list, cards in words, and the table's title and stakes line.
 */
const speech = {
  card: "{{rank}} of {{suit}}",
  printedJoker: "printed joker",
  ranks: { A: "ace", J: "jack", Q: "queen", K: "king" },
  suits: { S: "spades", H: "hearts", D: "diamonds", C: "clubs" },
  jokerMark: ", joker",
  selectedMark: " (selected)",
  onCard: "On the {{card}}.",
  onSelectedCard: "On the {{card}}, selected.",
  you: "You",
  seat: "Seat {{number}}",
  deal: "Deal {{deal}} is dealt.",
  myTurn: "Your turn: pick a card from the closed or the open deck.",
  turn: "{{name}}'s turn.",
  pickedOpen: "{{name}} picked the {{card}} from the open deck.",
  pickedClosed: "{{name}} picked from the closed deck.",
  pickedClosedCard: "{{name}} picked from the closed deck: the {{card}}.",
  discarded: "{{name}} discarded the {{card}}.",
  dropped: "{{name}} dropped.",
  wrongShow: "{{name}} made a wrong show.",
  declared: "{{name}} declared.",
  won: "You won the deal.",
  over: "The deal is over: see the results.",
  title: {
    modes: { point: "Points Rummy", pool: "Pool Rummy", deal: "Deals Rummy", point21: "21 Cards Rummy", point10: "10 Cards Rummy", point27: "27 Cards Rummy" },
    rummy: "Rummy",
    pool: "{{mode}} {{limit}}",
    deals: "{{mode}} · {{deals}} deals",
    points: "{{mode}} · {{stake}} a point",
    chips: "{{amount}} chips",
  },
};
export default speech;
