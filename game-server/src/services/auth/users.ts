import type { Db } from "@rummy/db";
import type { Identifier } from "./identifiers.ts";
import { findIdentifierHolders, findUserByEmail, findUserByMobile, type UserRow } from "./repository.ts";

export async function findUserByIdentifier(db: Db, identifier: Identifier): Promise<UserRow | undefined> {
  return identifier.kind === "email" ? findUserByEmail(db, identifier.email) : findUserByMobile(db, identifier.mobile);
}

/** Which unique identifier a PostgreSQL unique violation hit, from the index name. */
export function conflictOf(error: unknown): "userName" | "email" | "mobile" | "referralCode" | undefined {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const e = cause as { code?: string; constraint_name?: string; constraint?: string; message?: string };
  if (e?.code !== "23505") return undefined;
  const name = e.constraint_name ?? e.constraint ?? e.message ?? "";
  if (name.includes("user_name")) return "userName";
  if (name.includes("email")) return "email";
  if (name.includes("mobile")) return "mobile";
  if (name.includes("referral_code")) return "referralCode";
  return undefined;
}

export const CONFLICT_MESSAGES = {
  userName: "This username is already taken.",
  email: "An account with this email already exists.",
  mobile: "An account with this mobile number already exists.",
} as const;

/** The first identifier already held by another account, in the order the form shows them. */
export async function takenIdentifier(
  db: Db,
  wanted: { userName?: string; email?: string; mobile?: string },
  exceptUserId?: string,
): Promise<keyof typeof CONFLICT_MESSAGES | undefined> {
  const rows = await findIdentifierHolders(db, wanted);
  const others = rows.filter((r) => r.id !== exceptUserId);
  if (wanted.userName !== undefined && others.some((r) => r.userName.toLowerCase() === wanted.userName?.toLowerCase())) return "userName";
  if (wanted.email !== undefined && others.some((r) => r.email === wanted.email)) return "email";
  if (wanted.mobile !== undefined && others.some((r) => r.mobile === wanted.mobile)) return "mobile";
  return undefined;
}
