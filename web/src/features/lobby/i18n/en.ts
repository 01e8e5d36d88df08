import { CASH_OFF_TEXT, NO_JOINED, NO_TABLES_TEXT, PLAY_QUESTION, TOURNAMENTS_LATER_TEXT } from "../model/lobby-words.ts";
import { MODES, MORE_MODES } from "../model/modes.ts";

const modeText = Object.fromEntries([...MODES, ...MORE_MODES].map((m) => [m.id, { label: m.label, info: m.info }]));

/** English of the `lobby` namespace (the lobby page, its table lists, filter, footer and banner). */
const en = {
  title: "Lobby",
  tabs: { label: "Lobby", practice: "Practice", cash: "Cash", tournaments: "Tournaments", more: "10 & 27 Cards" },
  tournamentsLater: TOURNAMENTS_LATER_TEXT,
  moreLabel: "10 and 27 card practice games",
  practiceLabel: "Practice games",
  privateTable: "Private Table",
  dailyBonus: "Daily Bonus",
  loadingTables: "Loading tables…",
  tryAgain: "Try again",
  noTables: NO_TABLES_TEXT,
  footer: {
    label: "Lobby help",
    newTab: " (opens in a new tab)",
    howToPlay: "How to Play",
    reportProblem: "Report a Problem",
    terms: "Terms of Service",
    privacy: "Privacy Policy",
  },
  filter: { maxPlayers: "Max Players", summary: "Max Players: {{summary}}", all: "All", players: "{{count}} Players", reset: "Reset" },
  maintenanceBefore: "The game is currently under maintenance. It will be back in ",
  maintenanceAfter: ".",
  columns: { name: "Name", maxPlayers: "Max Players", entryFee: "Entry Fee", decks: "Decks", point: "Point", type: "Type", deals: "Deals", play: "Play" },
  playTable: "Play {{name}}, {{players}} players",
  practiceTables: "{{mode}} practice tables",
  about: "About {{mode}}",
  practiceChips: "Practice chips",
  joined: {
    button: "My Joined Games ({{count}})",
    title: "My Joined Games",
    caption: "Tables you have joined",
    loading: "Loading…",
    none: NO_JOINED,
    columns: { game: "Game", type: "Type", players: "Players", point: "Point / Entry", chips: "Your chips", table: "Table" },
    kinds: { tournament: "Tournament", private: "Private · {{code}}", cash: "Cash", practice: "Practice" },
    takeSeat: "Take Seat",
  },
  cash: {
    label: "Cash games",
    playersLabel: "Players at the table",
    checking: "Checking cash play…",
    off: CASH_OFF_TEXT,
    offMoreBefore: "Practice tables are open in the Practice tab. Money already in your account stays yours: you can still ",
    withdraw: "withdraw",
    offMoreAfter: " it.",
    select: "Select a Point Value",
    options: {
      pool: "Pool {{point}} · Entry {{fee}}",
      deal: "{{deals}} Deals · Entry {{fee}}",
      point: "{{point}} per point · Buy-in {{fee}}",
    },
    playing: " · {{count}} playing",
    occupancy: "{{count}} playing at this stake now. {{wait}} If no one joins, you can leave before the first deal and get your whole buy-in back.",
    facts: { pool: "Pool", entryFee: "Entry fee", deals: "Deals", pointValue: "Point value", buyIn: "Buy-in", decks: "Decks", maxPlayers: "Max players" },
    play: "Play",
    confirmTitle: "Play cash game",
    question: PLAY_QUESTION,
  },
  popupBlocked: {
    title: "Your table is ready",
    open: "Open the table",
    text: "Your browser stopped the game window from opening. Open it here, or allow pop-ups for this site.",
  },
  modes: modeText as Record<"point" | "pool" | "deal" | "point21" | "point10" | "point27", { label: string; info: string }>,
};
export default en;
