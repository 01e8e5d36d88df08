import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  gameTransactions,
  paiseToRupees,
  passbook,
  referralBonuses,
  tableTransactions,
  tdsStatement,
  toPage,
  WalletError,
} from "../../services/wallet/index.ts";
import { playerOf, requirePlayer } from "../auth-guard.ts";
import { HttpError, ok } from "../envelope.ts";
import {
  gameTransactionQuery,
  gameTransactionResponse,
  passbookQuery,
  passbookResponse,
  referralQuery,
  referralResponse,
  tdsStatementResponse,
} from "./schemas.ts";

const tags = ["wallet"];
const security = [{ bearer: [] }];

/** Wallet refusals in SPEC.md's words (a bad page size is a 400). */
async function answer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WalletError) throw new HttpError(error.status, error.playerMessage, error.code);
    throw error;
  }
}

/**
 * SPEC.md section 7 "Account": the transaction lists, plus the TDS statement (path not shown in
 * SPEC.md; chosen in the same style). Amounts are rupees with at most 2 decimals, converted exactly
 * from paise. Pages count from 1; 0 also reads as the first page.
 */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform;

  app.get(
    "/profile/getPassbook",
    { preHandler: requirePlayer, schema: { tags, security, summary: "Deposits, withdrawals, bonuses and TDS (tabs All / Withdraw / Deposit)", querystring: passbookQuery, response: { 200: passbookResponse } } },
    async (request) =>
      answer(async () => {
        const q = request.query;
        return ok("success.", await passbook(db, playerOf(request).userId, toPage(q.size, q.pageIndex), q.eType));
      }),
  );

  app.get(
    "/profile/getGameTransaction",
    { preHandler: requirePlayer, schema: { tags, security, summary: "Cash tables played, or one table's transactions with iTableId", querystring: gameTransactionQuery, response: { 200: gameTransactionResponse } } },
    async (request) =>
      answer(async () => {
        const q = request.query;
        const userId = playerOf(request).userId;
        const page = toPage(q.size, q.iTableId ? (q.pageNumber ?? q.pageIndex) : (q.pageIndex ?? q.pageNumber));
        return ok("success.", q.iTableId ? await tableTransactions(db, userId, q.iTableId, page) : await gameTransactions(db, userId, page));
      }),
  );

  // GET /profile/getTournamentTransaction lives with the tournaments module (api/tournaments/routes.ts).

  app.get(
    "/profile/referred/bonus",
    { preHandler: requirePlayer, schema: { tags, security, summary: "Referral bonuses and how much of each is used", querystring: referralQuery, response: { 200: referralResponse } } },
    async (request) =>
      answer(async () => ok("success.", await referralBonuses(db, playerOf(request).userId, toPage(request.query.size, request.query.pageIndex)))),
  );

  app.get(
    "/profile/getTdsStatement",
    { preHandler: requirePlayer, schema: { tags, security, summary: "TDS under section 194BA, by financial year", response: { 200: tdsStatementResponse } } },
    async (request) => {
      const years = await tdsStatement(db, playerOf(request).userId);
      return ok(
        "success.",
        years.map((y) => ({
          sFinancialYear: y.label,
          nNetWinnings: paiseToRupees(y.netWinningsPaise),
          nTds: paiseToRupees(y.tdsPaise),
          aDeductions: y.lines.map((l) => ({
            _id: l.id,
            eKind: l.kind,
            dCreatedDate: l.at.toISOString(),
            nWithdrawal: paiseToRupees(l.withdrawalPaise),
            nDeposits: paiseToRupees(l.depositsPaise),
            nOpeningBalance: paiseToRupees(l.openingBalancePaise),
            nTaxedBefore: paiseToRupees(l.taxedBeforePaise),
            nNetWinnings: paiseToRupees(l.netWinningsPaise),
            nRatePercent: l.rateBp / 100,
            nTds: paiseToRupees(l.tdsPaise),
            bStanding: l.standing,
          })),
        })),
      );
    },
  );
};
