import type { Db } from "@rummy/db";
import { decode, toBigInt, toDate } from "@rummy/db/ledger/index";
import { DEPOSIT_MODES } from "../deposits/complete.ts";
import { assertUserId } from "./accounts.ts";
import { paiseToRupees } from "./money.ts";
import { passbookRows, type PassbookRow } from "./passbook-repository.ts";
import { faceted, type Faceted, type Page } from "./page.ts";

/** SPEC.md's passbook entry, plus nGst / nTds where they apply and a description. */
export interface PassbookEntry {
  _id: string;
  eType: "credit" | "debit";
  nAmount: number;
  eStatus: "success" | "pending" | "failed" | "reversed";
  eMode: string;
  dCreatedDate: string;
  sDescription: string;
  nGst?: number;
  nTds?: number;
}

/** Money in and out of the wallet (games have their own lists): what the passbook's tabs show. */
const KINDS = {
  credit: ["wallet.deposit", "wallet.grantBonus"],
  debit: ["wallet.withdrawal", "wallet.reverseDeposit", "wallet.yearEndTds"],
} as const;

/**
 * The passbook: every deposit (pending, failed or credited), bonus, withdrawal (pending, paid,
 * failed or reversed), deposit reversal and year-end TDS, newest first, one page of it.
 */
export async function passbook(db: Db, userId: string, page: Page, eType?: "credit" | "debit"): Promise<Faceted<PassbookEntry>> {
  const user = assertUserId(userId);
  const kinds = eType ? KINDS[eType] : [...KINDS.credit, ...KINDS.debit];
  // Unsettled deposits are credits: the debit tab leaves them out.
  const { rows, total } = await passbookRows(db, user, kinds, eType !== "debit", page);
  return faceted(rows.map(toEntry), total);
}

function json(value: unknown): Record<string, unknown> {
  return decode<Record<string, unknown>>(typeof value === "string" ? JSON.parse(value) : value);
}

function toEntry(row: PassbookRow): PassbookEntry {
  const request = json(row.request);
  const result = json(row.result);
  const base = { _id: row.id, eStatus: row.status as PassbookEntry["eStatus"], dCreatedDate: toDate(row.created_at).toISOString() };
  switch (row.kind) {
    case "deposit.unsettled":
      return {
        ...base,
        eType: "credit",
        nAmount: paiseToRupees(toBigInt(row.amount_paise)),
        eMode: DEPOSIT_MODES[row.channel as keyof typeof DEPOSIT_MODES] ?? "deposit",
        sDescription: row.status === "failed" && row.failure_reason ? `Deposit failed: ${row.failure_reason}` : "Deposit",
      };
    case "wallet.deposit":
      return { ...base, eType: "credit", nAmount: paiseToRupees(toBigInt(request["amountPaise"])), eMode: String(request["mode"] ?? "deposit"), sDescription: "Deposit", nGst: paiseToRupees(toBigInt(result["gstPaise"])) };
    case "wallet.grantBonus":
      return { ...base, eType: "credit", nAmount: paiseToRupees(toBigInt(request["amountPaise"])), eMode: "bonus", sDescription: `Bonus (${String(request["source"])})` };
    case "wallet.withdrawal":
      return { ...base, eType: "debit", nAmount: paiseToRupees(toBigInt(request["amountPaise"])), eMode: String(request["method"] ?? "withdrawal"), sDescription: "Withdrawal", nTds: paiseToRupees(toBigInt(result["tdsPaise"])) };
    case "wallet.reverseDeposit":
      return { ...base, eType: "debit", nAmount: paiseToRupees(toBigInt(result["reversedPaise"])), eMode: "refund", sDescription: "Deposit reversed" };
    default:
      return { ...base, eType: "debit", nAmount: paiseToRupees(toBigInt(result["tdsPaise"])), eMode: "tds", sDescription: "TDS at financial year end", nTds: paiseToRupees(toBigInt(result["tdsPaise"])) };
  }
}
