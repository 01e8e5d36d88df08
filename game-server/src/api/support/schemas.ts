/** The support calls' schemas are the contract's (shared-rules/src/contract/support.ts). */
export * from "@rummy/shared-rules/contract/support";
