import { bankAccounts, kycProfiles } from "@rummy/db/schema/index";
import { eq } from "drizzle-orm";
import type { Platform } from "../../platform/ports.ts";
import { profileRefusal } from "./errors.ts";

export interface BankDetails {
  bankName: string;
  ifsc: string;
  accountHolderName: string;
  accountNo: string;
}

/** Upper case, single spaces, no dots or honorifics' punctuation: "Ravi  K. Sharma" ~ "RAVI K SHARMA". */
export function normalisedName(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Same words, in any order (bank records often put the surname first). */
export function namesMatch(a: string, b: string): boolean {
  const x = normalisedName(a).split(" ").sort().join(" ");
  const y = normalisedName(b).split(" ").sort().join(" ");
  return x.length > 0 && x === y;
}

/**
 * Saves payout bank details once (SPEC.md: locked when bank name and account number exist). The
 * holder name must match the name on the verified PAN (policy text).
 */
export async function saveBankDetails(platform: Platform, userId: string, details: BankDetails): Promise<void> {
  const { db } = platform;
  const [existing] = await db.select({ userId: bankAccounts.userId }).from(bankAccounts).where(eq(bankAccounts.userId, userId)).limit(1);
  if (existing) throw profileRefusal("bank/locked");
  const [kyc] = await db.select({ panName: kycProfiles.panName, panVerifiedAt: kycProfiles.panVerifiedAt }).from(kycProfiles).where(eq(kycProfiles.userId, userId)).limit(1);
  if (!kyc?.panVerifiedAt || !kyc.panName) throw profileRefusal("bank/pan_required");
  if (!namesMatch(details.accountHolderName, kyc.panName)) {
    throw profileRefusal("bank/name_mismatch");
  }
  const inserted = await db
    .insert(bankAccounts)
    .values({ userId, ...details })
    .onConflictDoNothing({ target: bankAccounts.userId })
    .returning({ userId: bankAccounts.userId });
  if (inserted.length === 0) throw profileRefusal("bank/locked");
}
