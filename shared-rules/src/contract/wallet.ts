import { z } from "zod";
import { faceted } from "./envelope.ts";

/** Query strings arrive as text: numbers are coerced, then bounded (a limit on everything). */
const integer = z.coerce.number().int().min(0).max(100_000);

export const passbookQuery = z.object({ size: integer, pageIndex: integer.optional(), eType: z.enum(["credit", "debit"]).optional() });
export const gameTransactionQuery = z.object({
  size: integer,
  pageIndex: integer.optional(),
  pageNumber: integer.optional(),
  iTableId: z.string().min(1).max(64).optional(),
});
export const referralQuery = z.object({ size: integer, pageIndex: integer.optional() });


const rupees = z.number();

export const passbookResponse = faceted(
  z.object({
    _id: z.string(),
    eType: z.enum(["credit", "debit"]),
    nAmount: rupees,
    eStatus: z.enum(["success", "pending", "failed", "reversed"]),
    eMode: z.string(),
    dCreatedDate: z.string(),
    sDescription: z.string(),
    nGst: rupees.optional(),
    nTds: rupees.optional(),
  }),
);

export const gameTransactionResponse = faceted(
  z.object({
    _id: z.string(),
    dCreatedDate: z.string(),
    iTableId: z.string(),
    sDescription: z.string(),
    nAmountIn: rupees,
    nBonusIn: rupees,
    nAmountOut: rupees,
    nBonusOut: rupees,
    nAmount: rupees,
  }),
);

export const referralResponse = faceted(
  z.object({ _id: z.string(), oReferredUser: z.object({ sUserName: z.string() }), nBonus: rupees, nUsed: rupees, dCreatedDate: z.string() }),
);

export const tdsStatementResponse = z.object({
  message: z.string(),
  data: z.array(
    z.object({
      sFinancialYear: z.string(),
      nNetWinnings: rupees,
      nTds: rupees,
      aDeductions: z.array(
        z.object({
          _id: z.string(),
          eKind: z.enum(["withdrawal", "year_end"]),
          dCreatedDate: z.string(),
          nWithdrawal: rupees,
          nDeposits: rupees,
          nOpeningBalance: rupees,
          nTaxedBefore: rupees,
          nNetWinnings: rupees,
          nRatePercent: z.number(),
          nTds: rupees,
          bStanding: z.boolean(),
        }),
      ),
    }),
  ),
});
