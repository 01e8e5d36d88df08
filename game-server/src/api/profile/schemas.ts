import { profileBodyAt } from "@rummy/shared-rules/contract/profile";

/** The profile calls' request schemas are the contract's (shared-rules/src/contract/profile.ts). */
export { agentBody, bankBody, changePasswordBody } from "@rummy/shared-rules/contract/profile";

/** `POST /profile`'s body, its age check on the wall clock. */
export const profileBody = profileBodyAt(() => new Date());
