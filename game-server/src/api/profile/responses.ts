/** The profile, settings and invite replies are the contract's (shared-rules/src/contract/profile-replies.ts). */
export * from "@rummy/shared-rules/contract/profile-replies";
