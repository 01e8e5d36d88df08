/**
 * The contract between the web and the server, once, as zod (issue 15): the request and reply
 * schemas of SPEC.md section 7's calls, the table room's messages, the player channel's events,
 * section 5's validation rules and messages, the Indian states and money. Pure: it imports zod and
 * shared-rules' money and indian-states, nothing else (no I/O, not the game engine), and the
 * engine never imports it (`npm run lint` holds both).
 *
 * The server's route schemas, OpenAPI, room and channel validation come from here; the web parses
 * every reply with it. Each call's schemas are one module, imported as a namespace
 * (`import { wallet } from "@rummy/shared-rules/contract"`) or by path
 * (`@rummy/shared-rules/contract/wallet`).
 */
export * from "../money.ts";
export * from "../indian-states.ts";
export * from "./envelope.ts";
export * from "./validation.ts";
export * from "./identifiers.ts";
export * from "./dates.ts";
export * from "./room.ts";
export * from "./player-events.ts";
export * as auth from "./auth.ts";
export * as profile from "./profile.ts";
export * as profileReplies from "./profile-replies.ts";
export * as wallet from "./wallet.ts";
export * as support from "./support.ts";
export * as tournaments from "./tournaments.ts";
export * as history from "./history.ts";
export * as promotions from "./promotions.ts";
export * as lobby from "./lobby.ts";
export * as transactions from "./transactions.ts";
export * as location from "./location.ts";
export * as tables from "./tables.ts";
export * as playSafe from "./play-safe.ts";
export * as kyc from "./kyc.ts";
export * as payoutForms from "./payout-forms.ts";
export * as fairplay from "./fairplay.ts";
