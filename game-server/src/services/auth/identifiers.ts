/** SPEC.md section 5's identifier rules live in the contract (shared-rules/src/contract/identifiers.ts), shared with the web. */
export * from "@rummy/shared-rules/contract/identifiers";
