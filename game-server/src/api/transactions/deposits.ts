import type { Db } from "@rummy/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  buyCashBody,
  createdDeposit,
  createdResponse,
  depositLimitBody,
  depositLimits,
  depositLimitsResponse,
  depositStatusParams,
  depositStatusResponse,
  depositTransaction,
  gatewayLinkBody,
  gatewayLinkResponse,
  moneySplit,
  preview,
  previewBody,
  previewResponse,
  upiIntentBody,
} from "@rummy/shared-rules/contract/transactions";
import { formatRupees, paiseOfRupees } from "@rummy/shared-rules/money";
import { amountPaiseOf } from "../../services/deposits/amounts.ts";
import { DEPOSIT_MODES } from "../../services/deposits/complete.ts";
import { issueGatewayLink } from "../../services/deposits/gateway-links.ts";
import { changeDepositLimits, depositLimitView, type DepositLimitView } from "../../services/deposits/limits.ts";
import type { DepositRow } from "../../services/deposits/repository.ts";
import { depositReceipt, type DepositQuote } from "../../services/deposits/bonus-rule.ts";
import { createDeposit, depositStatus, previewDeposit, type CreatedDeposit } from "../../services/deposits/service.ts";
import { paymentSettings } from "../../services/deposits/settings.ts";
import { paiseToRupees } from "../../services/wallet/money.ts";
import { playerOf, requirePlayer } from "../auth-guard.ts";
import { ok } from "../envelope.ts";

const tags = ["deposit"];
const security = [{ bearer: [] }];

function createdView(c: CreatedDeposit): z.infer<typeof createdDeposit> {
  return {
    CustRefNum: c.deposit.custRefNum,
    qrString: c.qrString,
    nAmount: paiseToRupees(c.deposit.amountPaise),
    nBonus: paiseToRupees(c.deposit.promotionBonusPaise),
    eStatus: c.deposit.status,
    sOrderId: c.deposit.providerOrderId,
    sCheckoutUrl: c.checkoutUrl,
  };
}

export function transactionView(d: DepositRow): z.infer<typeof depositTransaction> {
  return {
    _id: d.id,
    CustRefNum: d.custRefNum,
    eStatus: d.status,
    eMode: DEPOSIT_MODES[d.channel],
    nAmount: paiseToRupees(d.amountPaise),
    nBonus: paiseToRupees(d.promotionBonusPaise + d.firstDepositBonusPaise),
    sReason: d.failureReason,
    dCreatedDate: d.createdAt.toISOString(),
  };
}

function previewView(q: DepositQuote): z.infer<typeof preview> {
  return {
    nAmount: paiseToRupees(q.amountPaise),
    nGst: paiseToRupees(q.gstPaise),
    nDepositCredit: paiseToRupees(q.creditedPaise),
    nPromotionBonus: paiseToRupees(q.promotionBonusPaise),
    nFirstDepositBonus: paiseToRupees(q.firstDepositBonusPaise),
    nGstRate: q.gstRateBp / 100,
    nPromotionExpiresIn: q.promotionExpiresInDays,
    nFirstDepositExpiresIn: q.firstDepositExpiresInDays,
  };
}

/** What a successful deposit did, in rupees: the numbers its preview showed. */
export async function receiptOf(db: Db, deposit: DepositRow): Promise<z.infer<typeof moneySplit>> {
  const r = await depositReceipt(db, deposit);
  return {
    nAmount: paiseToRupees(deposit.amountPaise),
    nGst: paiseToRupees(r.gstPaise),
    nDepositCredit: paiseToRupees(r.creditedPaise),
    nPromotionBonus: paiseToRupees(r.promotionBonusPaise),
    nFirstDepositBonus: paiseToRupees(r.firstDepositBonusPaise),
  };
}

/**
 * The success toast's sentence, from the receipt (the same numbers the preview showed), each
 * figure lakh-grouped by the contract's formatter (₹1,000.50). The receipt's rupees have at most
 * 2 decimals, so they read back to exact paise.
 */
export function creditedMessage(r: z.infer<typeof moneySplit>): string {
  const rupees = (n: number) => formatRupees(paiseOfRupees(n));
  const parts = [`You paid ${rupees(r.nAmount)}: ${rupees(r.nDepositCredit)} added to your deposit balance, GST ${rupees(r.nGst)}`];
  if (r.nFirstDepositBonus > 0) parts.push(`first-deposit bonus ${rupees(r.nFirstDepositBonus)} added to your locked bonus`);
  if (r.nPromotionBonus > 0) parts.push(`offer bonus ${rupees(r.nPromotionBonus)} added to your instant bonus`);
  return `${parts.join(", ")}.`;
}

function limitsView(v: DepositLimitView): z.infer<typeof depositLimits> {
  const r = (p: bigint | null) => (p === null ? null : paiseToRupees(p));
  return {
    nDailyLimit: paiseToRupees(v.dailyPaise),
    nMonthlyLimit: paiseToRupees(v.monthlyPaise),
    nDailyUsed: paiseToRupees(v.usedTodayPaise),
    nMonthlyUsed: paiseToRupees(v.usedThisMonthPaise),
    nMaxDailyLimit: paiseToRupees(v.ceilingDailyPaise),
    nMaxMonthlyLimit: paiseToRupees(v.ceilingMonthlyPaise),
    oPending: v.pending ? { nDailyLimit: r(v.pending.dailyPaise), nMonthlyLimit: r(v.pending.monthlyPaise), dEffectiveAt: v.pending.effectiveAt.toISOString() } : null,
  };
}

/** Deposits: SPEC.md section 7 "Deposit and withdrawal" (the add-cash half) and the deposit limits. */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const limits = { rateLimit: { max: 30, timeWindow: "1 minute" } };

  app.post(
    "/transaction/rbl/upi/intent-qr",
    {
      preHandler: requirePlayer,
      config: limits,
      schema: {
        tags,
        security,
        summary: "Create a UPI intent and QR for a deposit (eUPIPaymentMode rblupi)",
        body: upiIntentBody,
        response: { 200: createdResponse },
      },
    },
    async (request) => {
      const { userId } = playerOf(request);
      const created = await createDeposit(platform, {
        userId,
        amount: request.body.nAmount,
        channel: "upi_intent",
        mobile: request.body.sMobile,
        note: request.body.sTransactionNote,
      });
      return ok("success.", createdView(created));
    },
  );

  app.post(
    "/transaction/buycash",
    {
      preHandler: requirePlayer,
      config: limits,
      schema: {
        tags,
        security,
        summary: "Create a gateway payment for a deposit, optionally with a promotion",
        body: buyCashBody,
        response: { 200: createdResponse },
      },
    },
    async (request) => {
      const { userId } = playerOf(request);
      const created = await createDeposit(platform, { userId, amount: request.body.nAmount, channel: "gateway", promotionId: request.body.iPromotionId ?? undefined });
      return ok("success.", createdView(created));
    },
  );

  app.post(
    "/transaction/rbl/payment-gateway",
    {
      preHandler: requirePlayer,
      config: limits,
      schema: {
        tags,
        security,
        summary: "A one-time link to the payment gateway page for a bank-debit deposit of this amount (bank mode of the deposit screen)",
        body: gatewayLinkBody,
        response: { 200: gatewayLinkResponse },
      },
    },
    async (request) => {
      const { userId } = playerOf(request);
      const link = await issueGatewayLink(platform, userId, request.body.nAmount);
      const nAmount = paiseToRupees(link.amountPaise);
      return ok("success.", {
        sToken: link.token,
        CustRefNum: link.custRefNum,
        nAmount,
        dExpiresAt: link.expiresAt.toISOString(),
        sPath: `/payment-gateway?${new URLSearchParams({ token: link.token, amount: String(nAmount) }).toString()}`,
      });
    },
  );

  app.get(
    "/transaction/buystatus/:CustRefNum",
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: "Status of a deposit by its reference (polled every 10 s by the deposit screen)",
        params: depositStatusParams,
        response: { 200: depositStatusResponse },
      },
    },
    async (request) => {
      const { userId } = playerOf(request);
      const deposit = await depositStatus(platform, userId, request.params.CustRefNum);
      const receipt = deposit.status === "success" ? await receiptOf(platform.db, deposit) : null;
      const message = receipt ? creditedMessage(receipt) : deposit.status === "failed" ? "Payment Failed" : "Payment is pending";
      return ok(message, { transaction: transactionView(deposit), oReceipt: receipt });
    },
  );

  app.post(
    "/transaction/preview",
    {
      preHandler: requirePlayer,
      config: limits,
      schema: {
        tags,
        security,
        summary: "Before paying: what a deposit of this amount pays, the GST, what is added to the deposit balance and the bonuses (the rule a successful deposit applies)",
        body: previewBody,
        response: { 200: previewResponse },
      },
    },
    async (request) => {
      const { userId } = playerOf(request);
      const quote = await previewDeposit(platform, { userId, amount: request.body.nAmount, promotionId: request.body.iPromotionId ?? undefined });
      return ok("success.", previewView(quote));
    },
  );

  app.get(
    "/transaction/depositLimit",
    {
      preHandler: requirePlayer,
      schema: { tags, security, summary: "The player's daily and monthly deposit limits and what is used", response: { 200: depositLimitsResponse } },
    },
    async (request) => {
      const { userId } = playerOf(request);
      const settings = await paymentSettings(platform.db);
      return ok("success.", limitsView(await depositLimitView(platform.db, userId, settings)));
    },
  );

  app.post(
    "/transaction/depositLimit",
    {
      preHandler: requirePlayer,
      config: limits,
      schema: {
        tags,
        security,
        summary: "Change the deposit limits: lower at once, higher after 72 hours",
        body: depositLimitBody,
        response: { 200: depositLimitsResponse },
      },
    },
    async (request) => {
      const { userId } = playerOf(request);
      const settings = await paymentSettings(platform.db);
      const messages = { required: "Deposit limit is required", invalid: "Deposit limit must be an amount in rupees" };
      const parse = (v: unknown) => (v === undefined || v === null || v === "" ? undefined : amountPaiseOf(v, messages));
      const message = await changeDepositLimits(platform.db, userId, { dailyPaise: parse(request.body.nDailyLimit), monthlyPaise: parse(request.body.nMonthlyLimit) }, settings);
      return ok(message, limitsView(await depositLimitView(platform.db, userId, settings)));
    },
  );
};
