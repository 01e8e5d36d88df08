import { z } from "zod";
import { envelope } from "./envelope.ts";

/**
 * SPEC.md section 7, "Deposit and withdrawal": adding cash (UPI intent, gateway, bank debit from
 * the payment gateway page), its preview and status, the deposit limits, the bank and UPI payouts
 * and their status checks, and the providers' webhooks. Amounts are rupees.
 */

/** Amounts arrive as typed: a number or a numeric string; the server parses them exactly (money.ts). */
const amountInput = z.union([z.number(), z.string().max(24)]).optional();
const promotionId = z.string().max(64).optional().nullable();
const rupees = z.number();

export const upiIntentBody = z.object({ nAmount: amountInput, sMobile: z.string().max(20).optional(), sTransactionNote: z.string().max(300).optional() });
export const buyCashBody = z.object({ nAmount: amountInput, iPromotionId: promotionId });
export const gatewayLinkBody = z.object({ nAmount: amountInput });
export const previewBody = buyCashBody;
export const depositLimitBody = z.object({ nDailyLimit: amountInput, nMonthlyLimit: amountInput });
export const depositStatusParams = z.object({ CustRefNum: z.string().min(1).max(64) });

export const createdDeposit = z.object({
  CustRefNum: z.string(),
  qrString: z.string(),
  nAmount: rupees,
  nBonus: rupees,
  eStatus: z.string(),
  sOrderId: z.string().nullable(),
  sCheckoutUrl: z.string().nullable(),
});

export const depositTransaction = z.object({
  _id: z.string(),
  CustRefNum: z.string(),
  eStatus: z.enum(["pending", "success", "failed"]),
  eMode: z.string(),
  nAmount: rupees,
  nBonus: rupees,
  sReason: z.string(),
  dCreatedDate: z.string(),
});

/** Before and after paying, the same five numbers: paid, GST, added to the deposit balance, and the two bonuses. */
export const moneySplit = z.object({
  nAmount: rupees,
  nGst: rupees,
  nDepositCredit: rupees,
  nPromotionBonus: rupees,
  nFirstDepositBonus: rupees,
});

export const preview = moneySplit.extend({
  nGstRate: z.number(),
  nPromotionExpiresIn: z.number().nullable(),
  nFirstDepositExpiresIn: z.number(),
});

export const depositLimits = z.object({
  nDailyLimit: rupees,
  nMonthlyLimit: rupees,
  nDailyUsed: rupees,
  nMonthlyUsed: rupees,
  nMaxDailyLimit: rupees,
  nMaxMonthlyLimit: rupees,
  oPending: z.object({ nDailyLimit: rupees.nullable(), nMonthlyLimit: rupees.nullable(), dEffectiveAt: z.string() }).nullable(),
});

export const gatewayLink = z.object({ sToken: z.string(), CustRefNum: z.string(), nAmount: rupees, dExpiresAt: z.string(), sPath: z.string() });

export const createdResponse = envelope(createdDeposit);
export const previewResponse = envelope(preview);
export const depositStatusResponse = envelope(z.object({ transaction: depositTransaction, oReceipt: moneySplit.nullable() }));
export const depositLimitsResponse = envelope(depositLimits);
export const gatewayLinkResponse = envelope(gatewayLink);

/** The bank and UPI payout forms are checked field by field with SPEC.md's messages (services/withdrawals/forms.ts). */
export const payoutFormBody = z.record(z.string(), z.unknown());
export const bankStatusBody = z.object({
  sTransactionId: z.string().min(1).max(64),
  refNo: z.string().max(64).optional().nullable(),
  utrNo: z.string().max(64).optional().nullable(),
  rrn: z.string().max(64).optional().nullable(),
  modeOfPay: z.string().max(10).optional().nullable(),
});
export const upiStatusBody = z.object({ sessionToken: z.string().max(200).optional().nullable(), sTransactionId: z.string().min(1).max(64), flag: z.unknown().optional() });

/**
 * SPEC.md: `data.data.response` is the bank's reply as the bank sent it (or rebuilt from the record
 * when it was lost), so the payout schemas take it as it is; the web reads the references SPEC.md
 * names from it with this schema (`Single_Payment_Corp_Resp`: Header.TranID, Body.RefNo/UTRNo/RRN).
 */
export const bankReply = z.looseObject({
  Single_Payment_Corp_Resp: z
    .looseObject({
      Header: z.looseObject({ TranID: z.string().optional() }).optional(),
      Body: z.looseObject({ RefNo: z.string().optional(), UTRNo: z.string().optional(), RRN: z.string().optional() }).optional(),
    })
    .optional(),
});

export const payout = z.object({
  data: z.object({ response: z.unknown() }),
  sTransactionId: z.string(),
  CustRefNum: z.string().optional(),
  eStatus: z.string(),
  nAmount: rupees,
  nTds: rupees.optional(),
  nPayout: rupees.optional(),
  refNo: z.string().nullable().optional(),
  utrNo: z.string().nullable().optional(),
  rrn: z.string().nullable().optional(),
});

export const upiPayout = z.object({
  sessionToken: z.string().nullable(),
  txnId: z.string(),
  upiDisbursementParsed: z.object({ responseId: z.string().nullable() }),
  eStatus: z.string(),
  nAmount: rupees.optional(),
  nTds: rupees.optional(),
  nPayout: rupees.optional(),
});

/** A refused payout (400) still carries the record when there is one; otherwise the error's own fields. */
const refusal = z.looseObject({ message: z.string() });
export const payoutResponse = envelope(payout);
export const upiPayoutResponse = envelope(upiPayout);
export const payoutResponses = { 200: payoutResponse, 400: envelope(z.union([payout, refusal])) };
export const upiPayoutResponses = { 200: upiPayoutResponse, 400: envelope(z.union([upiPayout, refusal])) };

/** The providers' webhooks (`POST /transaction/webhook/{provider}`): the raw body is the provider's, checked by its signature. */
export const webhookParams = z.object({ provider: z.string().min(1).max(32) });
