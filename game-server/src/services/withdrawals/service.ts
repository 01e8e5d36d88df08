import { randomBytes } from "node:crypto";
import { availablePaise, readAccounts, transfersOfOperation } from "@rummy/db/ledger/index";
import type { Platform } from "../../platform/ports.ts";
import { isProviderError } from "../../providers/errors.ts";
import type { BankMode, TransferReport } from "../../providers/payouts/types.ts";
import { assertWithdrawalAllowed } from "../deposits/gates.ts";
import { isWalletErrorCode } from "../deposits/wallet-errors.ts";
import { paymentSettings, pollDelayMs, type PaymentSettings } from "../deposits/settings.ts";
import { playerAccount } from "../wallet/accounts.ts";
import { completeWithdrawal, failWithdrawal, requestWithdrawal, reverseWithdrawal } from "../wallet/withdrawal.ts";
import { resolveDestination, type PayoutDestination } from "./destination.ts";
import { bad, FORM_MESSAGES } from "./forms.ts";
import { insertWithdrawal, lockPlayerWithdrawals, oneMoreSubmitAttempt, OPEN_STATUSES, transition, updateWithdrawal, withdrawalById, withdrawnToday, type WithdrawalRow } from "./repository.ts";
import { withdrawalRefusal } from "./errors.ts";

/**
 * Taking winnings out (SPEC.md sections 4, 5 and 7): the compliance and limit checks, the hold
 * on winnings with TDS (the wallet computes it), the payout to the bank, and its outcome. Every
 * payout carries the withdrawal's `tran_id`, written before the first call, so a submission whose
 * answer was lost is followed by a status query or a resubmission of the same id: the bank can
 * never pay one withdrawal twice. The amount stays held while the outcome is open, is posted on
 * success, returned on failure, and returned again if a successful payout is later reversed.
 */

/** How many times a payout the bank has never heard of is submitted again, same id and body. */
export const MAX_SUBMISSIONS = 5;
/** A withdrawal still `pending` this long after its request was interrupted. */
const INTERRUPTED_AFTER_MS = 5 * 60_000;
/** When a successful payout is checked once more for a reversal. */
const REVERSAL_CHECK_MS = 3_600_000;

/** What a withdrawal needs of the platform: the database, the payouts provider and the clock. */
export type WithdrawalPorts = Pick<Platform, "db" | "payouts" | "clock">;

/** `ms` after the clock's now: when the next status check is due. */
const after = (ports: WithdrawalPorts, ms: number): Date => new Date(ports.clock.now().getTime() + ms);

export function withdrawalKey(row: Pick<WithdrawalRow, "id">): string {
  return `withdrawal:${row.id}`;
}

export function newTranId(prefix = "WD"): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString("hex").toUpperCase()}`;
}

export interface WithdrawalRequest {
  readonly userId: string;
  readonly method: "upi" | "bank";
  readonly modeOfPay: BankMode | "UPI";
  readonly amountPaise: bigint;
  /** Checked against the player's saved bank account or verified UPI ids (destination.ts). */
  readonly destination: PayoutDestination;
}

/** SPEC.md section 9's limits as the payments policy sets them (PAYMENTS.md has the choices). */
function assertAmountRules(req: WithdrawalRequest, settings: PaymentSettings): void {
  const w = settings.policy.withdrawal;
  const rtgsMinimum = BigInt(w.rtgsMinimumPaise);
  const minimum = BigInt(w.minimumPaise);
  const maximum = BigInt(w.perRequestMaximumPaise);
  if (req.modeOfPay === "RTGS" && req.amountPaise < rtgsMinimum) throw withdrawalRefusal("withdrawal/rtgs_minimum", rtgsMinimum);
  if (req.amountPaise < minimum) throw withdrawalRefusal("withdrawal/minimum", minimum);
  if (req.amountPaise > maximum) throw withdrawalRefusal("withdrawal/maximum", maximum);
}

async function withdrawablePaise(ports: WithdrawalPorts, userId: string): Promise<bigint> {
  const id = playerAccount(userId, "winnings").id;
  const account = (await readAccounts(ports.db, [id])).get(id);
  return account ? availablePaise(account) : 0n;
}

/** Checks, records and holds a withdrawal (status pending). The payout is sent by `submitPayout`. */
export async function createWithdrawal(ports: WithdrawalPorts, req: WithdrawalRequest): Promise<WithdrawalRow> {
  const { db } = ports;
  const settings = await paymentSettings(db);
  await assertWithdrawalAllowed(db, req.userId, settings);
  assertAmountRules(req, settings);
  if ((await withdrawablePaise(ports, req.userId)) < req.amountPaise) bad(FORM_MESSAGES.exceedsBalance);
  const w = settings.policy.withdrawal;
  const provider = ports.payouts;
  // The daily count and amount are checked, the destination resolved and the row written under one per-player lock.
  const row = await db.transaction(async (tx) => {
    await lockPlayerWithdrawals(tx, req.userId);
    const beneficiary = await resolveDestination(tx, req.userId, req.destination);
    const today = await withdrawnToday(tx, req.userId);
    if (today.count >= w.perDay) throw withdrawalRefusal("withdrawal/count", w.perDay);
    const cap = BigInt(w.dailyAmountPaise);
    if (today.amountPaise + req.amountPaise > cap) {
      const left = cap > today.amountPaise ? cap - today.amountPaise : 0n;
      throw withdrawalRefusal("withdrawal/daily_amount", cap, left);
    }
    return insertWithdrawal(tx, {
      userId: req.userId,
      tranId: newTranId(),
      method: req.method,
      modeOfPay: req.modeOfPay,
      provider: provider.name,
      amountPaise: req.amountPaise,
      tdsPaise: 0n,
      netPaise: req.amountPaise,
      beneficiary,
      nextCheckAt: after(ports, 60_000),
    });
  });
  return placeHold(ports, row);
}

/** The wallet hold with TDS; idempotent (keyed by the withdrawal), so the poller can finish a crashed request. */
async function placeHold(ports: WithdrawalPorts, row: WithdrawalRow): Promise<WithdrawalRow> {
  try {
    const held = await requestWithdrawal(ports.db, { key: withdrawalKey(row), userId: row.userId, amountPaise: row.amountPaise, method: row.modeOfPay }, ports.clock.now());
    await updateWithdrawal(ports.db, row.id, { tdsPaise: held.tdsPaise, netPaise: held.payoutPaise, holdId: withdrawalKey(row) });
    return { ...row, tdsPaise: held.tdsPaise, netPaise: held.payoutPaise, holdId: withdrawalKey(row) };
  } catch (error) {
    if (isWalletErrorCode(error, "wallet/insufficient_withdrawable") || isWalletErrorCode(error, "wallet/insufficient_funds")) {
      await transition(ports.db, row.id, ["pending"], "failed", { failureReason: FORM_MESSAGES.exceedsBalance, nextCheckAt: null, completedAt: ports.clock.now() });
      bad(FORM_MESSAGES.exceedsBalance);
    }
    throw error;
  }
}

/**
 * Sends (or sends again) the payout: the same TranID and the same body every time. A refusal
 * returns the money; a lost answer leaves it held and processing until a status query decides.
 */
export async function submitPayout(ports: WithdrawalPorts, row: WithdrawalRow): Promise<TransferReport | null> {
  if (!OPEN_STATUSES.includes(row.status)) return null;
  const provider = ports.payouts;
  if (!row.holdId) row = await placeHold(ports, row);
  row = { ...row, status: "processing", submitAttempts: row.submitAttempts + 1 };
  await transition(ports.db, row.id, OPEN_STATUSES, "processing", oneMoreSubmitAttempt());
  const b = row.beneficiary;
  try {
    const report =
      row.method === "upi"
        ? await provider.submitUpi({ tranId: row.tranId, amountPaise: row.netPaise, payeeVpa: b["vpa"] ?? "", payeeName: b["name"] ?? "", deviceId: b["deviceId"] ?? "", os: b["os"] ?? "WEB" })
        : await provider.submitTransfer({
            tranId: row.tranId,
            amountPaise: row.netPaise,
            modeOfPay: row.modeOfPay as BankMode,
            beneficiary: { accountNo: b["accountNo"] ?? "", name: b["name"] ?? "", ifsc: b["ifsc"], bankName: b["bankName"], trnParticulars: b["trnParticulars"] },
            remarks: b["remarks"] ?? "",
          });
    await applyTransferReport(ports, row, report);
    return report;
  } catch (error) {
    if (!isProviderError(error)) throw error;
    if (error.kind === "rejected") {
      await failOpen(ports, row, error.message);
      return null;
    }
    // Unknown: the bank may have the payout. Keep it held; ask again soon.
    await updateWithdrawal(ports.db, row.id, { providerStatus: "UNKNOWN", nextCheckAt: after(ports, 1000) });
    return null;
  }
}

async function failOpen(ports: WithdrawalPorts, row: WithdrawalRow, reason: string): Promise<void> {
  if (row.holdId) await failWithdrawal(ports.db, { key: withdrawalKey(row), userId: row.userId });
  await transition(ports.db, row.id, OPEN_STATUSES, "failed", { failureReason: reason.slice(0, 300), completedAt: ports.clock.now(), nextCheckAt: null });
}

/** Applies what the bank says; forward-only and idempotent (the ledger steps are keyed by the withdrawal). */
export async function applyTransferReport(ports: WithdrawalPorts, row: WithdrawalRow, report: TransferReport & { sessionToken?: string | null }): Promise<void> {
  const { db } = ports;
  await updateWithdrawal(db, row.id, {
    refNo: row.refNo ?? report.refNo,
    utrNo: row.utrNo ?? report.utrNo,
    rrn: row.rrn ?? report.rrn,
    sessionToken: row.sessionToken ?? report.sessionToken ?? null,
    providerStatus: report.providerStatus.slice(0, 100),
  });
  const key = { key: withdrawalKey(row), userId: row.userId };
  const open = OPEN_STATUSES.includes(row.status);
  switch (report.status) {
    case "success":
      if (!open) return;
      await completeWithdrawal(db, key);
      await transition(db, row.id, OPEN_STATUSES, "success", { completedAt: ports.clock.now(), nextCheckAt: after(ports, REVERSAL_CHECK_MS) });
      return;
    case "failed":
    case "reversed":
      if (open) return failOpen(ports, row, report.reason || (report.status === "reversed" ? "Returned by the bank" : "The bank could not complete the payout"));
      if (row.status === "success") {
        await reverseWithdrawal(db, { ...key, reason: report.reason || "Returned by the bank" });
        await transition(db, row.id, ["success"], "reversed", { reversedAt: ports.clock.now(), failureReason: (report.reason || "Returned by the bank").slice(0, 300), nextCheckAt: null });
      }
      return;
    case "not_found":
      // The bank never received it (the first call was lost before reaching it): send it again.
      if (open && row.submitAttempts < MAX_SUBMISSIONS) await submitPayout(ports, row);
      return;
    default:
      return;
  }
}

/** A request that stopped between its record and its payout (a crash): finish it if the money was held, else drop it. */
async function resumeInterrupted(ports: WithdrawalPorts, row: WithdrawalRow): Promise<void> {
  // Only well after the request: a slow request still running must not be raced.
  if (ports.clock.now().getTime() - row.createdAt.getTime() < INTERRUPTED_AFTER_MS) return;
  if (!row.holdId && (await transfersOfOperation(ports.db, withdrawalKey(row))).length === 0) {
    await transition(ports.db, row.id, ["pending"], "failed", { failureReason: "The request was interrupted; nothing was taken", completedAt: ports.clock.now(), nextCheckAt: null });
    return;
  }
  await submitPayout(ports, row);
}

/** One status query for one withdrawal, applied. Unknown outcomes of the query itself change nothing. */
export async function checkWithdrawal(ports: WithdrawalPorts, row: WithdrawalRow): Promise<WithdrawalRow> {
  if (row.status === "pending") {
    await resumeInterrupted(ports, row);
    return (await withdrawalById(ports.db, row.id)) ?? row;
  }
  const provider = ports.payouts;
  try {
    const report =
      row.method === "upi"
        ? await provider.upiStatus({ tranId: row.tranId, sessionToken: row.sessionToken })
        : await provider.transferStatus({ tranId: row.tranId, modeOfPay: row.modeOfPay as BankMode, refNo: row.refNo, utrNo: row.utrNo, rrn: row.rrn });
    await applyTransferReport(ports, row, report);
  } catch (error) {
    if (!isProviderError(error)) throw error;
  }
  return (await withdrawalById(ports.db, row.id)) ?? row;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * After a submission: up to 3 status checks 1 s apart (SPEC.md: "retried 2 more times at 1
 * second intervals"), stopping at a final state; then the poller takes over until one.
 */
export async function followUp(ports: WithdrawalPorts, id: string, attempts = 3, gapMs = 1000): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    await sleep(gapMs);
    const row = await withdrawalById(ports.db, id);
    if (!row || !OPEN_STATUSES.includes(row.status)) return;
    await checkWithdrawal(ports, row);
  }
  const settings = await paymentSettings(ports.db);
  const row = await withdrawalById(ports.db, id);
  if (row && OPEN_STATUSES.includes(row.status)) await updateWithdrawal(ports.db, id, { nextCheckAt: after(ports, pollDelayMs(settings.policy, 0)) });
}

/** Starts `followUp` without waiting; errors are logged, never thrown at the caller. */
export function followUpInBackground(ports: WithdrawalPorts, id: string, log: (error: unknown) => void): void {
  followUp(ports, id).catch(log);
}
