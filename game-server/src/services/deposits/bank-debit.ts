import { after, type DepositPorts } from "./ports.ts";
import { isProviderError } from "../../providers/errors.ts";
import type { BankMode, TransferReport } from "../../providers/payouts/types.ts";
import { bad, FORM_MESSAGES, type DebitForm } from "../withdrawals/forms.ts";
import { newTranId } from "../withdrawals/service.ts";
import { completeDeposit, failDeposit } from "./complete.ts";
import { assertDepositAllowed } from "./gates.ts";
import { assertWithinLimits } from "./limits.ts";
import { assertRealMoneyProvider } from "./sandbox-guard.ts";
import { depositById, insertDeposit, lockPlayerDepositLimits, updateDeposit, type DepositRow } from "./repository.ts";
import { assertPurchaseRange } from "./service.ts";
import { paymentSettings, pollDelayMs } from "./settings.ts";
import { depositRefusal } from "./errors.ts";

/**
 * The payment gateway page (SPEC.md: bank mode of /deposit-cash leads there with the amount): the
 * player names the account to debit and the bank rail, and the platform's bank moves the money
 * into the platform's collection account with SPEC.md's RBL payout call. It is a deposit: the
 * same range, gates and limits, credited exactly once when the bank reports success. The bank's
 * transaction id is the deposit's reference (`CustRefNum`), so the status check finds it.
 */
const MAX_SUBMISSIONS = 5;

export interface BankDebitResult {
  readonly deposit: DepositRow;
  readonly report: TransferReport | null;
}

/** `reference`: the deposit reference a payment gateway link fixed when it was issued. */
export async function createBankDebitDeposit(ports: DepositPorts, userId: string, form: DebitForm, reference?: string): Promise<BankDebitResult> {
  const { db } = ports;
  assertRealMoneyProvider(ports, "payouts");
  const settings = await paymentSettings(db);
  const rtgsMin = BigInt(settings.policy.withdrawal.rtgsMinimumPaise);
  if (form.modeOfPay === "RTGS" && form.amountPaise < rtgsMin) bad(FORM_MESSAGES.rtgsMinimum(rtgsMin));
  assertPurchaseRange(form.amountPaise, settings);
  await assertDepositAllowed(db, userId, settings, ports.clock.now());
  const provider = ports.payouts;
  const tranId = reference ?? newTranId("DD");
  const deposit = await db.transaction(async (tx) => {
    await lockPlayerDepositLimits(tx, userId);
    await assertWithinLimits(tx, userId, form.amountPaise, settings, ports.clock.now());
    return insertDeposit(tx, {
      userId,
      custRefNum: tranId,
      channel: "bank_debit",
      // Its own provider name: the bank's transaction ids never mix with a gateway's order ids.
      provider: `bank:${provider.name}`,
      providerOrderId: tranId,
      amountPaise: form.amountPaise,
      bankDetails: { ...form, amountPaise: form.amountPaise.toString() },
      nextCheckAt: after(ports, pollDelayMs(settings.policy, 0)),
    });
  });
  const report = await submitBankDebit(ports, deposit);
  return { deposit: (await depositById(db, deposit.id)) ?? deposit, report };
}

function debitOf(deposit: DepositRow) {
  const d = (deposit.bankDetails ?? {}) as Record<string, string | undefined>;
  return {
    modeOfPay: (d["modeOfPay"] ?? "NEFT") as BankMode,
    remarks: d["remarks"] ?? "",
    debit: { accountNo: d["accountNo"] ?? "", accountName: d["accountName"] ?? "", ifsc: d["ifsc"], mobile: d["mobile"], trnParticulars: d["trnParticulars"], partTrnRmks: d["partTrnRmks"] },
  };
}

async function submitBankDebit(ports: DepositPorts, deposit: DepositRow): Promise<TransferReport | null> {
  const { modeOfPay, remarks, debit } = debitOf(deposit);
  try {
    const report = await ports.payouts.submitTransfer({ tranId: deposit.custRefNum, amountPaise: deposit.amountPaise, modeOfPay, debit, remarks });
    await applyBankDebitReport(ports, deposit, report);
    return report;
  } catch (error) {
    if (!isProviderError(error)) throw error;
    if (error.kind === "rejected") {
      await failDeposit(ports.db, deposit, error.message);
      throw depositRefusal("deposit/bank_refused", error.message);
    }
    return null;
  }
}

export async function applyBankDebitReport(ports: DepositPorts, deposit: DepositRow, report: TransferReport): Promise<void> {
  if (report.status === "success") {
    await completeDeposit(ports.db, deposit, report.utrNo ?? report.rrn ?? report.refNo, await paymentSettings(ports.db));
  } else if (report.status === "failed" || report.status === "reversed") {
    // A bank debit returned after success is listed by reconciliation for an operator.
    await failDeposit(ports.db, deposit, report.reason || "The bank could not debit the account");
  } else if (report.status === "not_found" && deposit.status === "pending" && deposit.checkCount < MAX_SUBMISSIONS) {
    await updateDeposit(ports.db, deposit.id, { checkCount: deposit.checkCount + 1 });
    await submitBankDebit(ports, { ...deposit, checkCount: deposit.checkCount + 1 }).catch(() => null);
  }
}

/** One status query for a bank-debit deposit, applied. */
export async function checkBankDebit(ports: DepositPorts, deposit: DepositRow): Promise<DepositRow> {
  const { modeOfPay } = debitOf(deposit);
  try {
    const report = await ports.payouts.transferStatus({ tranId: deposit.custRefNum, modeOfPay });
    await applyBankDebitReport(ports, deposit, report);
  } catch (error) {
    if (!isProviderError(error)) throw error;
  }
  return (await depositById(ports.db, deposit.id)) ?? deposit;
}
