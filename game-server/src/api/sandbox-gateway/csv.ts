import { rupeeString } from "../../providers/amount.ts";
import type { SettlementRow } from "../../providers/payments/types.ts";
import type { BankReportRow } from "../../providers/payouts/types.ts";

/** A CSV cell: quoted when it holds a comma, quote or newline; a leading = + - @ is defused for spreadsheets. */
function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((r) => r.map(cell).join(",")).join("\n") + "\n";
}

/** Razorpay's settlement recon columns, the ones reconciliation reads. */
export function settlementCsv(rows: readonly SettlementRow[]): string {
  return csv(
    ["entity_id", "type", "order_id", "order_receipt", "amount", "currency", "created_at"],
    rows.map((r) => [r.paymentId, "payment", r.providerOrderId, r.custRefNum, rupeeString(r.amountPaise), "INR", r.at.toISOString()]),
  );
}

export function transfersCsv(rows: readonly BankReportRow[]): string {
  return csv(
    ["TranID", "Kind", "Amount", "TxnStatus", "UTRNo", "TxnTime"],
    rows.map((r) => [r.tranId, r.kind, rupeeString(r.amountPaise), r.status.toUpperCase(), r.utrNo, r.at.toISOString()]),
  );
}
