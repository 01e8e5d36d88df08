/** The player channel's events are the contract's (shared-rules/src/contract/player-events.ts). */
export * from "@rummy/shared-rules/contract/player-events";
