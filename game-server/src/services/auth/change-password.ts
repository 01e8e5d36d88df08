import type { Platform } from "../../platform/ports.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { revokeAllSessions } from "./sessions.ts";
import { findUserById, updateUser } from "./repository.ts";
import { authRefusal } from "./errors.ts";

/** What a password change needs of the platform: the database. */
export type ChangePasswordPorts = Pick<Platform, "db">;

export const PASSWORD_CHANGED = "Password changed successfully, Logging you out.";

/** Checks the current password, stores the new one and ends every session, this one included. */
export async function changePassword(ports: ChangePasswordPorts, userId: string, current: string, next: string): Promise<void> {
  if (current === next) throw authRefusal("auth/same_password");
  const user = await findUserById(ports.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, current))) {
    throw authRefusal("auth/wrong_password");
  }
  const passwordHash = await hashPassword(next);
  await updateUser(ports.db, userId, { passwordHash });
  await revokeAllSessions(ports.db, userId, "password_changed");
}
