/** The tournament calls' schemas are the contract's (shared-rules/src/contract/tournaments.ts). */
export * from "@rummy/shared-rules/contract/tournaments";
