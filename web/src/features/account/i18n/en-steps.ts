/** English of the hand history's step lines (part of the `account` namespace, see en.ts). */
const steps = {
  you: "You",
  seat: "Seat {{number}}",
  joker: "Joker",
  aCard: "a card",
  timedOut: " (timed out)",
  dealt: "Cards dealt. Cut joker {{cut}}, open card {{open}}.",
  hand: "Your hand: {{cards}}",
  drewOpen: "{{name}} drew {{card}} from the open pile{{timedOut}}.",
  drewClosed: "{{name}} drew {{card}} from the closed pile{{timedOut}}.",
  discarded: "{{name}} discarded {{card}}{{timedOut}}.",
  dropped: "{{name}} dropped ({{kind}} drop, {{points}} points).",
  drops: { first: "first", middle: "middle" },
  wrongShow: "{{name}} declared a wrong show ({{points}} points).",
  declared: "{{name}} declared.",
  melded: "{{name}} showed their melds.",
  reshuffled: "The open pile was reshuffled into the closed pile.",
  ranOut: "{{name}} ran out of time.",
  youWin: "Deal over: You win.",
  wins: "Deal over: {{name}} wins.",
};
export default steps;
