import type { Db } from "@rummy/db";
import { namesMatch } from "../profile/bank.ts";
import { DESTINATION_MESSAGES, withdrawalRefusal } from "./errors.ts";
import { bankAccountForShare, findPanFacts, verifiedVpaForShare } from "./repository.ts";

/**
 * Where a withdrawal may go (PAYMENTS.md "Payout destinations"): only to the player's own saved
 * bank account whose holder is the PAN holder, or to a UPI id verified for the player whose
 * registered name is the PAN name. The request's beneficiary fields (SPEC.md's `Ben_*`) are kept
 * as the form sends them, but they must describe the saved account; the bank is always sent the
 * saved record, never the request's words. Called inside the transaction that writes the
 * withdrawal, so what was checked is what is recorded.
 */

export { DESTINATION_MESSAGES };

/** What the player's form names: checked against the saved account, never used for the transfer. */
export interface ClaimedBankAccount {
  readonly accountNo: string;
  readonly name: string;
  readonly ifsc: string | undefined;
}

export type PayoutDestination =
  | { readonly kind: "bank"; readonly claimed: ClaimedBankAccount; readonly remarks: string; readonly trnParticulars: string | undefined }
  | { readonly kind: "upi"; readonly vpa: string; readonly deviceId: string; readonly os: string };

/** VPAs are case-insensitive; stored and compared lower-cased. */
export const normaliseVpa = (vpa: string): string => vpa.trim().toLowerCase();

async function panNameOf(db: Db, userId: string): Promise<string> {
  const kyc = await findPanFacts(db, userId);
  if (!kyc?.panVerifiedAt || !kyc.panName) throw withdrawalRefusal("payout/pan_required");
  return kyc.panName;
}

/** The beneficiary the bank is sent (the withdrawal row's `beneficiary`), or a 400 naming what is wrong. */
export async function resolveDestination(db: Db, userId: string, destination: PayoutDestination): Promise<Record<string, string>> {
  const panName = await panNameOf(db, userId);
  if (destination.kind === "bank") {
    const saved = await bankAccountForShare(db, userId);
    if (!saved) throw withdrawalRefusal("payout/no_bank");
    if (!namesMatch(saved.accountHolderName, panName)) throw withdrawalRefusal("payout/bank_name_mismatch");
    const c = destination.claimed;
    const sameAccount = c.accountNo.toUpperCase() === saved.accountNo.trim().toUpperCase();
    const sameIfsc = c.ifsc === undefined || c.ifsc.toUpperCase() === saved.ifsc.trim().toUpperCase();
    if (!sameAccount || !sameIfsc || !namesMatch(c.name, saved.accountHolderName)) {
      throw withdrawalRefusal("payout/bank_mismatch", saved.accountNo.slice(-4));
    }
    const beneficiary: Record<string, string> = { accountNo: saved.accountNo, name: saved.accountHolderName, ifsc: saved.ifsc, bankName: saved.bankName, remarks: destination.remarks };
    if (destination.trnParticulars) beneficiary["trnParticulars"] = destination.trnParticulars;
    return beneficiary;
  }
  const vpa = normaliseVpa(destination.vpa);
  // FOR SHARE: a re-verification that changes this row waits until the withdrawal is written.
  const verified = await verifiedVpaForShare(db, userId, vpa);
  if (!verified) throw withdrawalRefusal("payout/vpa_unverified");
  // The PAN name is read again: a name corrected by an operator since the check counts.
  if (!namesMatch(verified.registeredName, panName)) throw withdrawalRefusal("payout/vpa_name_mismatch");
  return { vpa, name: verified.registeredName, deviceId: destination.deviceId, os: destination.os };
}
