import { BRAND } from "../config/brand.ts";

/**
 * English, the source of truth of the `common` namespace. SPEC.md's texts stay exactly as written
 * there (the end-to-end tests read them).
 */
const en = {
  language: { switchTo: "Change language to {{language}}" },
  homeTitle: "{{brand}}: play Indian rummy online",
  failures: { serverUnavailable: "Server is unavailable.", unexpectedReply: "Unexpected reply from the server." },
  actions: { yes: "Yes", no: "No", close: "Close", dismiss: "Dismiss message", show: "Show", hide: "Hide", showPassword: "Show password", hidePassword: "Hide password" },
  loading: "Loading, please wait",
  loadingPage: "Loading page",
  loadingShort: "Loading…",
  skipToContent: "Skip to content",
  authError: "Authentication Error, Please try logging again",
  brand: { home: "{{brand}} home", lobby: "{{brand}} lobby" },
  publicHeader: {
    menu: "Menu",
    nav: "Main",
    howToPlay: "How to play",
    faq: "FAQ's",
    contact: "Contact",
    goToLobby: "Go to lobby",
    login: "Login",
    register: "Register",
  },
  report: {
    who: "Report",
    table: "The whole table",
    reason: "Reason",
    reasons: {
      collusion: "Players working together",
      chip_dumping: "Chip dumping (losing on purpose)",
      cheating_software: "Cheating software or a bot",
      abuse: "Abuse in chat or names",
      other: "Something else",
    },
    comment: "What happened (optional)",
    send: "Send report",
    cancel: "Cancel",
    sent: "Report submitted successfully.",
  },
  operator: {
    demo: "(demo)",
    demoTitle: "Demo value: the operator has not set a real contact yet",
    hours: BRAND.supportHours,
  },
};
export default en;
