import { postedPaise, readAccounts, runOperation, transfersOfOperation, type AccountSpec } from "@rummy/db/ledger/index";
import type { BankReportRow } from "../../providers/payouts/types.ts";
import type { SettlementRow } from "../../providers/payments/types.ts";
import { applyBankDebitReport } from "../deposits/bank-debit.ts";
import { depositKey, grantEarnedBonuses } from "../deposits/complete.ts";
import { bankDebitsByRef, depositById, depositsToReconcile, type DepositRow } from "../deposits/repository.ts";
import type { DepositPorts } from "../deposits/ports.ts";
import { applyPaymentReport } from "../deposits/service.ts";
import { paymentSettings } from "../deposits/settings.ts";
import { paidWithdrawalsBetween, withdrawalById, withdrawalsByTranIds, type WithdrawalRow } from "../withdrawals/repository.ts";
import { applyTransferReport, withdrawalKey } from "../withdrawals/service.ts";

/**
 * Reconciliation (`npm run recon`): the providers' reports against our records and the ledger.
 * Every captured payment must have a credited deposit whose ledger operation moved exactly its
 * amount, and every successful deposit a capture; every bank transfer must match a withdrawal (or
 * a bank-debit deposit) with the same amount and outcome. Matched items are settled in the ledger
 * (the bank account against the clearing accounts), so with everything matched the gateway and
 * payout clearing accounts return to zero. With `fix`, provider truth is applied to our side
 * (a missed webhook credits, a reversal returns money) and then the item matches.
 */

export type MismatchKind =
  | "capture_not_credited"
  | "capture_unknown_deposit"
  | "credit_without_capture"
  | "amount_mismatch"
  | "ledger_credit_missing"
  | "ledger_amount_mismatch"
  | "transfer_unknown"
  | "payout_status_mismatch"
  | "payout_missing_at_bank"
  | "payout_amount_mismatch"
  | "ledger_payout_missing";

export interface Mismatch {
  readonly kind: MismatchKind;
  readonly ref: string;
  readonly detail: string;
  readonly fixed: boolean;
}

export interface ReconReport {
  readonly from: Date;
  readonly to: Date;
  readonly matchedPayments: number;
  readonly matchedTransfers: number;
  readonly mismatches: Mismatch[];
  /** Posted balances after the run, paise. */
  readonly gatewayClearingPaise: bigint;
  readonly payoutClearingPaise: bigint;
}

export interface ReconOptions {
  readonly from: Date;
  readonly to: Date;
  readonly fix?: boolean;
}

/** What reconciliation needs of the platform: the providers' reports, and what deposits and withdrawals need to apply them. */
export type ReconPorts = DepositPorts;

const BANK: AccountSpec = { id: "s:bank:INR", kind: "bank", currency: "INR", ownerUserId: null, refId: null, allowNegative: true };
const GATEWAY: AccountSpec = { id: "s:gateway_clearing:INR", kind: "gateway_clearing", currency: "INR", ownerUserId: null, refId: null, allowNegative: true };
const PAYOUT: AccountSpec = { id: "s:payout_clearing:INR", kind: "payout_clearing", currency: "INR", ownerUserId: null, refId: null, allowNegative: true };

/** Money the provider paid into the bank for a credited deposit: bank → gateway clearing, once per deposit. */
async function settleDeposit(ports: ReconPorts, d: DepositRow): Promise<void> {
  await runOperation(ports.db, {
    id: `recon:settle:${d.id}`,
    kind: "recon.settleDeposit",
    request: { deposit: d.id, amountPaise: d.amountPaise },
    accounts: [BANK, GATEWAY],
    plan: (ctx) => {
      ctx.transfer({ leg: "settle", debit: BANK.id, credit: GATEWAY.id, amountPaise: d.amountPaise, code: "deposit", metadata: { custRefNum: d.custRefNum } });
      return { settled: true };
    },
  });
}

/** A payout the bank made: payout clearing → bank; a later return comes back the other way. Once each. */
async function settlePayout(ports: ReconPorts, w: WithdrawalRow, returned: boolean): Promise<void> {
  await runOperation(ports.db, {
    id: `recon:payout:${w.id}`,
    kind: "recon.settlePayout",
    request: { withdrawal: w.id, amountPaise: w.netPaise },
    accounts: [BANK, PAYOUT],
    plan: (ctx) => {
      ctx.transfer({ leg: "paid", debit: PAYOUT.id, credit: BANK.id, amountPaise: w.netPaise, code: "withdrawal", metadata: { tranId: w.tranId } });
      return { settled: true };
    },
  });
  if (!returned) return;
  await runOperation(ports.db, {
    id: `recon:payout-return:${w.id}`,
    kind: "recon.settlePayoutReturn",
    request: { withdrawal: w.id, amountPaise: w.netPaise },
    accounts: [BANK, PAYOUT],
    plan: (ctx) => {
      ctx.transfer({ leg: "returned", debit: BANK.id, credit: PAYOUT.id, amountPaise: w.netPaise, code: "reversal", metadata: { tranId: w.tranId } });
      return { settled: true };
    },
  });
}

/** The net amount an operation moved into a player's deposit account (credit legs after GST plus the GST leg = the gross). */
async function creditedGross(ports: ReconPorts, d: DepositRow): Promise<bigint | null> {
  const legs = await transfersOfOperation(ports.db, depositKey(d.id));
  if (legs.length === 0) return null;
  return legs.filter((l) => l.debitAccountId === GATEWAY.id).reduce((sum, l) => sum + l.amountPaise, 0n);
}

async function reconcilePayments(ports: ReconPorts, rows: SettlementRow[], options: ReconOptions, out: Mismatch[]): Promise<number> {
  const { db } = ports;
  const providerName = ports.payments.name;
  const settings = await paymentSettings(db);
  const byOrder = new Map(rows.map((r) => [r.providerOrderId, r]));
  const orderIds = [...byOrder.keys()];
  const ours = await depositsToReconcile(db, providerName, orderIds, options.from, options.to);
  const mine = new Map(ours.filter((d) => d.providerOrderId).map((d) => [d.providerOrderId as string, d]));
  let matched = 0;
  for (const row of rows) {
    let d = mine.get(row.providerOrderId);
    if (!d) {
      out.push({ kind: "capture_unknown_deposit", ref: row.paymentId, detail: `captured ${row.amountPaise} paise for order ${row.providerOrderId} (${row.custRefNum}) that no deposit knows`, fixed: false });
      continue;
    }
    if (row.amountPaise !== d.amountPaise) {
      out.push({ kind: "amount_mismatch", ref: d.custRefNum, detail: `provider captured ${row.amountPaise}, deposit asked ${d.amountPaise}`, fixed: false });
      continue;
    }
    if (d.status !== "success") {
      let fixed = false;
      if (options.fix) {
        d = (await applyPaymentReport(ports, d, { status: "captured", paymentId: row.paymentId, amountPaise: row.amountPaise }, settings)) ?? d;
        fixed = d.status === "success";
      }
      out.push({ kind: "capture_not_credited", ref: d.custRefNum, detail: `captured at the provider as ${row.paymentId}, deposit was ${fixed ? "pending/failed (now credited)" : d.status}`, fixed });
      if (!fixed) continue;
    }
    if (!(await matchLedgerCredit(ports, d, options, out, settings))) continue;
    await settleDeposit(ports, d);
    matched++;
  }
  for (const d of ours) {
    if (d.status === "success" && d.providerOrderId && !byOrder.has(d.providerOrderId) && d.channel !== "bank_debit") {
      out.push({ kind: "credit_without_capture", ref: d.custRefNum, detail: `credited ${d.amountPaise} paise but the provider's report has no capture for ${d.providerOrderId}`, fixed: false });
    }
  }
  return matched;
}

async function matchLedgerCredit(ports: ReconPorts, d: DepositRow, options: ReconOptions, out: Mismatch[], settings: Awaited<ReturnType<typeof paymentSettings>>): Promise<boolean> {
  const gross = await creditedGross(ports, d);
  if (gross === null) {
    out.push({ kind: "ledger_credit_missing", ref: d.custRefNum, detail: "deposit is successful but the ledger has no credit", fixed: false });
    return false;
  }
  if (gross !== d.amountPaise) {
    out.push({ kind: "ledger_amount_mismatch", ref: d.custRefNum, detail: `ledger moved ${gross}, deposit is ${d.amountPaise}`, fixed: false });
    return false;
  }
  // Heals a crash between the credit and the bonus grants (idempotent: nothing happens twice).
  if (options.fix) await grantEarnedBonuses(ports.db, d, settings);
  return true;
}

function bankStatusOf(w: WithdrawalRow): BankReportRow["status"] | "open" {
  return w.status === "pending" || w.status === "processing" ? "open" : w.status;
}

/** The bank's word and ours agree; a return the bank made before we saw the success voided the hold instead. */
function agrees(bank: BankReportRow["status"], w: WithdrawalRow): boolean {
  return bankStatusOf(w) === bank || (bank === "reversed" && w.status === "failed");
}

async function reconcileTransfers(ports: ReconPorts, rows: BankReportRow[], options: ReconOptions, out: Mismatch[]): Promise<number> {
  const { db } = ports;
  const tranIds = rows.map((r) => r.tranId);
  const ws = await withdrawalsByTranIds(db, tranIds);
  const debits = await bankDebitsByRef(db, tranIds);
  const byTran = new Map(ws.map((w) => [w.tranId, w]));
  const debitByTran = new Map(debits.map((d) => [d.custRefNum, d]));
  const settings = await paymentSettings(db);
  let matched = 0;
  for (const row of rows) {
    const debit = debitByTran.get(row.tranId);
    if (debit) {
      matched += (await reconcileBankDebit(ports, debit, row, options, out, settings)) ? 1 : 0;
      continue;
    }
    let w = byTran.get(row.tranId);
    if (!w) {
      out.push({ kind: "transfer_unknown", ref: row.tranId, detail: `bank ${row.status} ${row.amountPaise} paise that no withdrawal knows`, fixed: false });
      continue;
    }
    if (row.amountPaise !== w.netPaise) {
      out.push({ kind: "payout_amount_mismatch", ref: w.tranId, detail: `bank moved ${row.amountPaise}, withdrawal pays ${w.netPaise}`, fixed: false });
      continue;
    }
    if (row.status === "pending") continue;
    if (!agrees(row.status, w)) {
      let fixed = false;
      if (options.fix) {
        await applyTransferReport(ports, w, { tranId: w.tranId, status: row.status, providerStatus: row.status.toUpperCase(), reason: "from the bank's report", refNo: null, utrNo: row.utrNo || null, rrn: null, raw: null });
        w = (await withdrawalById(db, w.id)) ?? w;
        // A reversal seen only now: success first (post), then the return.
        if (row.status === "reversed" && w.status === "success") {
          await applyTransferReport(ports, w, { tranId: w.tranId, status: "reversed", providerStatus: "REVERSED", reason: "Returned by the bank", refNo: null, utrNo: null, rrn: null, raw: null });
          w = (await withdrawalById(db, w.id)) ?? w;
        }
        fixed = agrees(row.status, w);
      }
      out.push({ kind: "payout_status_mismatch", ref: w.tranId, detail: `bank says ${row.status}, withdrawal ${fixed ? "now " : ""}${w.status}`, fixed });
      if (!fixed) continue;
    }
    if (w.status === "success" || w.status === "reversed") {
      const posted = await transfersOfOperation(db, `${withdrawalKey(w)}:post`);
      if (posted.length === 0) {
        out.push({ kind: "ledger_payout_missing", ref: w.tranId, detail: "payout succeeded at the bank but the ledger hold was never posted", fixed: false });
        continue;
      }
      await settlePayout(ports, w, w.status === "reversed");
    }
    matched++;
  }
  // Our successes the bank does not show.
  const successes = await paidWithdrawalsBetween(db, options.from, options.to);
  const seen = new Set(tranIds);
  for (const w of successes) {
    if (!seen.has(w.tranId)) out.push({ kind: "payout_missing_at_bank", ref: w.tranId, detail: `withdrawal is ${w.status} but the bank's report has no such transfer`, fixed: false });
  }
  return matched;
}

async function reconcileBankDebit(
  ports: ReconPorts,
  d: DepositRow,
  row: BankReportRow,
  options: ReconOptions,
  out: Mismatch[],
  settings: Awaited<ReturnType<typeof paymentSettings>>,
): Promise<boolean> {
  if (row.amountPaise !== d.amountPaise) {
    out.push({ kind: "amount_mismatch", ref: d.custRefNum, detail: `bank moved ${row.amountPaise}, deposit asked ${d.amountPaise}`, fixed: false });
    return false;
  }
  if (row.status === "pending") return false;
  if (row.status === "success" && d.status !== "success") {
    let fixed = false;
    if (options.fix) {
      await applyBankDebitReport(ports, d, { tranId: d.custRefNum, status: "success", providerStatus: "SUCCESS", reason: "", refNo: null, utrNo: row.utrNo || null, rrn: null, raw: null });
      d = (await depositById(ports.db, d.id)) ?? d;
      fixed = d.status === "success";
    }
    out.push({ kind: "capture_not_credited", ref: d.custRefNum, detail: `bank debit succeeded, deposit ${fixed ? "now credited" : d.status}`, fixed });
    if (!fixed) return false;
  }
  if (row.status !== "success") {
    if (d.status === "success") out.push({ kind: "credit_without_capture", ref: d.custRefNum, detail: `credited but the bank says ${row.status}`, fixed: false });
    return d.status !== "success";
  }
  if (!(await matchLedgerCredit(ports, d, options, out, settings))) return false;
  await settleDeposit(ports, d);
  return true;
}

export async function reconcile(ports: ReconPorts, options: ReconOptions): Promise<ReconReport> {
  const mismatches: Mismatch[] = [];
  const settlements = await ports.payments.settlementReport(options.from, options.to);
  const transfers = await ports.payouts.report(options.from, options.to);
  const matchedPayments = await reconcilePayments(ports, settlements, options, mismatches);
  const matchedTransfers = await reconcileTransfers(ports, transfers, options, mismatches);
  const accounts = await readAccounts(ports.db, [GATEWAY.id, PAYOUT.id]);
  const balance = (id: string) => {
    const a = accounts.get(id);
    return a ? postedPaise(a) : 0n;
  };
  return { from: options.from, to: options.to, matchedPayments, matchedTransfers, mismatches, gatewayClearingPaise: balance(GATEWAY.id), payoutClearingPaise: balance(PAYOUT.id) };
}
