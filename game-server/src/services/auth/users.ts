import { users } from "@rummy/db/schema/index";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@rummy/db";
import type { Identifier } from "./identifiers.ts";

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByIdentifier(db: Db, identifier: Identifier): Promise<UserRow | undefined> {
  const where = identifier.kind === "email" ? eq(users.email, identifier.email) : eq(users.mobile, identifier.mobile);
  const [row] = await db.select().from(users).where(where).limit(1);
  return row;
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
  const rows = await db
    .select({ userName: users.userName, email: users.email, mobile: users.mobile, id: users.id })
    .from(users)
    .where(
      sql`(${wanted.userName !== undefined ? sql`lower(${users.userName}) = lower(${wanted.userName})` : sql`false`}
        or ${wanted.email !== undefined ? sql`${users.email} = ${wanted.email}` : sql`false`}
        or ${wanted.mobile !== undefined ? sql`${users.mobile} = ${wanted.mobile}` : sql`false`})`,
    )
    .limit(3);
  const others = rows.filter((r) => r.id !== exceptUserId);
  if (wanted.userName !== undefined && others.some((r) => r.userName.toLowerCase() === wanted.userName?.toLowerCase())) return "userName";
  if (wanted.email !== undefined && others.some((r) => r.email === wanted.email)) return "email";
  if (wanted.mobile !== undefined && others.some((r) => r.mobile === wanted.mobile)) return "mobile";
  return undefined;
}
