import type { Platform } from "../../platform/ports.ts";
import { profileRefusal } from "./errors.ts";
import { findKycFacts, hasBankAccount, insertBankAccountOnce } from "./repository.ts";

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
export async function saveBankDetails(ports: Pick<Platform, "db">, userId: string, details: BankDetails): Promise<void> {
  const { db } = ports;
  if (await hasBankAccount(db, userId)) throw profileRefusal("bank/locked");
  const kyc = await findKycFacts(db, userId);
  if (!kyc?.panVerifiedAt || !kyc.panName) throw profileRefusal("bank/pan_required");
  if (!namesMatch(details.accountHolderName, kyc.panName)) {
    throw profileRefusal("bank/name_mismatch");
  }
  if (!(await insertBankAccountOnce(db, userId, details))) throw profileRefusal("bank/locked");
}
