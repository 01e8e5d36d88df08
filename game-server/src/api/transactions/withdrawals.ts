import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bankStatusBody, payoutFormBody, payoutResponses, upiPayoutResponses, upiStatusBody } from "@rummy/shared-rules/contract/transactions";
import { isProviderError } from "../../providers/errors.ts";
import { retryUnknown } from "../../providers/http.ts";
import { checkBankDebit, createBankDebitDeposit } from "../../services/deposits/bank-debit.ts";
import { isGatewayToken, spendGatewayLink } from "../../services/deposits/gateway-links.ts";
import { depositByRef, type DepositRow } from "../../services/deposits/repository.ts";
import { checkGatewayForm, checkUpiForm, checkWithdrawForm } from "../../services/withdrawals/forms.ts";
import { withdrawalById, withdrawalByTranId, type WithdrawalRow } from "../../services/withdrawals/repository.ts";
import { applyTransferReport, createWithdrawal, followUpInBackground, submitPayout } from "../../services/withdrawals/service.ts";
import { paiseToRupees } from "../../services/wallet/money.ts";
import type { BankMode } from "../../providers/payouts/types.ts";
import { playerOf, requirePlayer, tokenFromHeader, UNAUTHORIZED_MESSAGE } from "../auth-guard.ts";
import { HttpError, ok } from "../envelope.ts";
import { creditedMessage, receiptOf } from "./deposits.ts";

const tags = ["withdraw"];
const security = [{ bearer: [] }];
const limits = { rateLimit: { max: 20, timeWindow: "1 minute" } };

export const MESSAGES = {
  submitted: "Your withdrawal request is submitted. It will be processed within 24 hours.",
  success: "Your withdrawal is successful. The amount has been sent to your account.",
  pending: "Your withdrawal is being processed. It will be completed within 24 hours.",
  failed: (reason: string) => `Withdrawal request failed${reason ? `: ${reason}` : ""}. The amount is back in your winnings.`,
  reversed: "The bank returned this withdrawal. The amount is back in your winnings.",
  depositSubmitted: "Your bank payment is submitted. Your account will be credited when the bank confirms it.",
  depositPending: "Your bank payment is being processed.",
  notFound: "Failed to check withdrawal status",
} as const;

/** The bank's reply as SPEC.md's `data.data.response`, or one built from our record when the reply was lost. */
function bankResponse(tranId: string, status: string, refs: { refNo: string | null; utrNo: string | null; rrn: string | null }, raw: unknown) {
  if (raw && typeof raw === "object") return raw;
  return { Single_Payment_Corp_Resp: { Header: { TranID: tranId, Status: status }, Body: { RefNo: refs.refNo ?? "", UTRNo: refs.utrNo ?? "", RRN: refs.rrn ?? "" } } };
}

function withdrawalData(row: WithdrawalRow, raw: unknown) {
  return {
    data: { response: bankResponse(row.tranId, row.providerStatus || row.status, row, raw) },
    sTransactionId: row.tranId,
    eStatus: row.status,
    nAmount: paiseToRupees(row.amountPaise),
    nTds: paiseToRupees(row.tdsPaise),
    nPayout: paiseToRupees(row.netPaise),
    refNo: row.refNo,
    utrNo: row.utrNo,
    rrn: row.rrn,
  };
}

function depositData(row: DepositRow, raw: unknown) {
  return {
    data: { response: bankResponse(row.custRefNum, row.status, { refNo: null, utrNo: row.providerPaymentId, rrn: null }, raw) },
    sTransactionId: row.custRefNum,
    CustRefNum: row.custRefNum,
    eStatus: row.status,
    nAmount: paiseToRupees(row.amountPaise),
  };
}

function withdrawalMessage(row: WithdrawalRow): { code: 200 | 400; message: string } {
  switch (row.status) {
    case "success":
      return { code: 200, message: MESSAGES.success };
    case "failed":
      return { code: 400, message: MESSAGES.failed(row.failureReason) };
    case "reversed":
      return { code: 200, message: MESSAGES.reversed };
    default:
      return { code: 200, message: MESSAGES.pending };
  }
}

const DEBIT_FIELDS = ["debitAccountNo", "debitAccountName", "debitPartTrnRmks", "debitIfsc", "debitMobile", "debitTrnParticulars"];

/** The payment gateway page's one-time link token, when that is what the request carries. */
function gatewayTokenOf(request: FastifyRequest): string | undefined {
  const token = tokenFromHeader(request.headers.authorization);
  return token && isGatewayToken(token) ? token : undefined;
}

/**
 * `onRequest` of the payout route: a session as everywhere, or a payment gateway link token, which
 * the handler checks against the body (it pays one bank-debit deposit and nothing else).
 */
async function sessionOrGatewayLink(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (gatewayTokenOf(request)) return;
  await requirePlayer(request, reply);
}

/** Withdrawals and payouts: SPEC.md section 7 "Deposit and withdrawal" (the take-out half) and the gateway page's bank payment. */
export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const logFollowUp = (error: unknown) => app.log.warn({ err: error }, "payout follow-up failed");

  app.post(
    "/transaction/rbl/payout",
    {
      onRequest: sessionOrGatewayLink,
      config: limits,
      schema: {
        tags,
        security,
        summary: "Bank payout (withdraw form: Ben_* fields) or bank payment from the payment gateway page (debit* fields)",
        body: payoutFormBody,
        response: payoutResponses,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const gatewayToken = gatewayTokenOf(request);
      const isDebit = DEBIT_FIELDS.some((f) => f in body);
      if (gatewayToken && !isDebit) throw new HttpError(401, UNAUTHORIZED_MESSAGE, "auth/invalid_token");
      if (isDebit) {
        const form = checkGatewayForm(body);
        const link = gatewayToken ? await spendGatewayLink(platform, gatewayToken, form.amountPaise) : undefined;
        const userId = link?.userId ?? playerOf(request).userId;
        const { deposit, report } = await createBankDebitDeposit(platform, userId, form, link?.custRefNum);
        const message = deposit.status === "success" ? creditedMessage(await receiptOf(platform.db, deposit)) : MESSAGES.depositSubmitted;
        return reply.code(deposit.status === "failed" ? 400 : 200).send(ok(deposit.status === "failed" ? "Payment Failed" : message, depositData(deposit, report?.raw)));
      }
      const { userId } = playerOf(request);
      const form = checkWithdrawForm(body);
      const held = await createWithdrawal(platform, {
        userId,
        method: "bank",
        modeOfPay: form.modeOfPay,
        amountPaise: form.amountPaise,
        destination: { kind: "bank", claimed: { accountNo: form.accountNo, name: form.name, ifsc: form.ifsc }, remarks: form.remarks, trnParticulars: form.trnParticulars },
      });
      const report = await submitPayout(platform, held);
      const row = (await withdrawalById(platform.db, held.id)) ?? held;
      if (row.status === "processing") followUpInBackground(platform, row.id, logFollowUp);
      const { code, message } = row.status === "processing" ? { code: 200 as const, message: MESSAGES.submitted } : withdrawalMessage(row);
      return reply.code(code).send(ok(code === 400 ? "Withdrawal request failed" : message, withdrawalData(row, report?.raw)));
    },
  );

  app.post(
    "/transaction/rbl/checkstatus",
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: "Status of a bank payout (or gateway-page bank payment) by transaction id",
        body: bankStatusBody,
        response: payoutResponses,
      },
    },
    async (request, reply) => {
      const { userId } = playerOf(request);
      const tranId = request.body.sTransactionId;
      const row = await withdrawalByTranId(platform.db, tranId);
      if (row && row.userId === userId) {
        const after = await statusWithRetries(row);
        const { code, message } = withdrawalMessage(after);
        return reply.code(code).send(ok(message, withdrawalData(after, null)));
      }
      const deposit = await depositByRef(platform.db, tranId);
      if (!deposit || deposit.userId !== userId || deposit.channel !== "bank_debit") throw new HttpError(404, MESSAGES.notFound, "payout/not_found");
      const after = deposit.status === "pending" ? await checkBankDebit(platform, deposit) : deposit;
      const message = after.status === "success" ? creditedMessage(await receiptOf(platform.db, after)) : after.status === "failed" ? "Payment Failed" : MESSAGES.depositPending;
      return reply.code(after.status === "failed" ? 400 : 200).send(ok(message, depositData(after, null)));
    },
  );

  /** The status query with SPEC.md's 3 attempts 1 s apart when the bank does not answer. */
  async function statusWithRetries(row: WithdrawalRow): Promise<WithdrawalRow> {
    if (row.status !== "processing" && row.status !== "success") return row;
    const provider = platform.payouts;
    try {
      const report = await retryUnknown(
        () =>
          row.method === "upi"
            ? provider.upiStatus({ tranId: row.tranId, sessionToken: row.sessionToken })
            : provider.transferStatus({ tranId: row.tranId, modeOfPay: row.modeOfPay as BankMode, refNo: row.refNo, utrNo: row.utrNo, rrn: row.rrn }),
        3,
        1000,
      );
      await applyTransferReport(platform, row, report);
    } catch (error) {
      if (!isProviderError(error)) throw error;
    }
    return (await withdrawalById(platform.db, row.id)) ?? row;
  }

  app.post(
    "/transaction/rbl/disbursement",
    { preHandler: requirePlayer, config: limits, schema: { tags, security, summary: "UPI withdrawal (disbursement to a UPI id)", body: payoutFormBody, response: upiPayoutResponses } },
    async (request, reply) => {
      const { userId } = playerOf(request);
      const form = checkUpiForm(request.body);
      const held = await createWithdrawal(platform, {
        userId,
        method: "upi",
        modeOfPay: "UPI",
        amountPaise: form.amountPaise,
        destination: { kind: "upi", vpa: form.vpa, deviceId: form.deviceId, os: form.os },
      });
      await submitPayout(platform, held);
      const row = (await withdrawalById(platform.db, held.id)) ?? held;
      if (row.status === "processing") followUpInBackground(platform, row.id, logFollowUp);
      const { code, message } = row.status === "processing" ? { code: 200 as const, message: MESSAGES.submitted } : withdrawalMessage(row);
      return reply.code(code).send(
        ok(code === 400 ? "Withdrawal request failed" : message, {
          sessionToken: row.sessionToken,
          txnId: row.tranId,
          upiDisbursementParsed: { responseId: row.refNo },
          eStatus: row.status,
          nAmount: paiseToRupees(row.amountPaise),
          nTds: paiseToRupees(row.tdsPaise),
          nPayout: paiseToRupees(row.netPaise),
        }),
      );
    },
  );

  app.post(
    "/transaction/rbl/disbursement/checkstatus",
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: "Status of a UPI withdrawal",
        body: upiStatusBody,
        response: upiPayoutResponses,
      },
    },
    async (request, reply) => {
      const { userId } = playerOf(request);
      const row = await withdrawalByTranId(platform.db, request.body.sTransactionId);
      if (!row || row.userId !== userId || row.method !== "upi") throw new HttpError(404, MESSAGES.notFound, "payout/not_found");
      const after = await statusWithRetries(row);
      const { code, message } = withdrawalMessage(after);
      return reply.code(code).send(ok(message, { sessionToken: after.sessionToken, txnId: after.tranId, eStatus: after.status, upiDisbursementParsed: { responseId: after.refNo } }));
    },
  );
};
