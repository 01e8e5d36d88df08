/** The auth calls' request and reply schemas are the contract's (shared-rules/src/contract/auth.ts). */
export * from "@rummy/shared-rules/contract/auth";
