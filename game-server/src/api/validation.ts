/** The request schemas' field helpers and SPEC.md message marks live in the contract (shared-rules/src/contract/validation.ts). */
export * from "@rummy/shared-rules/contract/validation";
