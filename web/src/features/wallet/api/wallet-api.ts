import { api, ApiError, replyData, replyMessage, SERVER_UNAVAILABLE, type ApiReply } from "../../../shared/api/client.ts";
import { IDEMPOTENCY_HEADER, isMoneyPath, sendAsAction } from "../../../shared/api/action-keys.ts";
import { trackPending } from "../../../shared/api/pending.ts";
import type { PagedRows } from "../../../shared/ui/pagination-state.ts";
import { pageOf, readReply, type FacetRow } from "../../../shared/api/contract-reply.ts";
import { gameHistoryResponse } from "@rummy/shared-rules/contract/history";
import { upiListResponse, upiResponse } from "@rummy/shared-rules/contract/profile-replies";
import { transactionsResponse } from "@rummy/shared-rules/contract/tournaments";
import { gameTransactionResponse, passbookResponse, tdsStatementResponse } from "@rummy/shared-rules/contract/wallet";
import { bankReply, createdResponse, depositStatusResponse, payoutResponse, previewResponse, upiPayoutResponse, type moneySplit } from "@rummy/shared-rules/contract/transactions";
import type { z } from "zod";

/**
 * SPEC.md section 7 "Account" (transaction lists) and "Deposit and withdrawal". Every reply is read
 * with the contract (shared-rules/src/contract): a reply that does not match is one ReplyShapeError.
 */

const quiet = { loader: false } as const;

// Transaction lists: pages count from 1 (the server also reads 0 as the first page).
export type GameTransactionRow = FacetRow<typeof gameTransactionResponse>;
export type PlayedDealRow = FacetRow<typeof gameHistoryResponse>;
export type TournamentTransactionRow = FacetRow<typeof transactionsResponse>;
export type PassbookRow = FacetRow<typeof passbookResponse>;

export const fetchGameTransactions = async (page: number, size: number): Promise<PagedRows<GameTransactionRow>> =>
  pageOf(readReply(gameTransactionResponse, await api.get<unknown>(`/profile/getGameTransaction?size=${size}&pageIndex=${page}`, quiet), "GET /profile/getGameTransaction").data);

/** Every finished deal the player sat in (GET /profile/game-history), newest first. */
export const fetchPlayedDeals = async (page: number, size: number): Promise<PagedRows<PlayedDealRow>> =>
  pageOf(readReply(gameHistoryResponse, await api.get<unknown>(`/profile/game-history?size=${size}&pageIndex=${page}`, quiet), "GET /profile/game-history").data);

export const fetchTableTransactions = async (tableId: string, page: number, size: number): Promise<PagedRows<GameTransactionRow>> =>
  pageOf(
    readReply(
      gameTransactionResponse,
      await api.get<unknown>(`/profile/getGameTransaction?size=${size}&pageNumber=${page}&iTableId=${encodeURIComponent(tableId)}`, quiet),
      "GET /profile/getGameTransaction",
    ).data,
  );

export const fetchTournamentTransactions = async (page: number, size: number): Promise<PagedRows<TournamentTransactionRow>> =>
  pageOf(readReply(transactionsResponse, await api.get<unknown>(`/profile/getTournamentTransaction?size=${size}&pageNumber=${page}`, quiet), "GET /profile/getTournamentTransaction").data);

export async function fetchPassbook(page: number, size: number, eType: "credit" | "debit" | null): Promise<PagedRows<PassbookRow>> {
  const type = eType ? `&eType=${eType}` : "";
  return pageOf(readReply(passbookResponse, await api.get<unknown>(`/profile/getPassbook?size=${size}&pageIndex=${page}${type}`, quiet), "GET /profile/getPassbook").data);
}

// ---------- Deposits ----------

export interface CreatedDeposit {
  readonly CustRefNum: string;
  readonly qrString: string;
  readonly nAmount: number;
  readonly nBonus: number;
  readonly sCheckoutUrl: string | null;
}

const created = (reply: ApiReply<unknown>, call: string): CreatedDeposit => readReply(createdResponse, reply, call).data;

/** eUPIPaymentMode rblupi. iPromotionId is sent too, so a server that honours it applies the offer. */
export async function createUpiIntent(nAmount: number, sMobile: string, sTransactionNote: string, iPromotionId: string | null): Promise<CreatedDeposit> {
  const body: Record<string, unknown> = { nAmount, sMobile };
  if (sTransactionNote) body["sTransactionNote"] = sTransactionNote;
  if (iPromotionId) body["iPromotionId"] = iPromotionId;
  return created(await api.post<unknown>("/transaction/rbl/upi/intent-qr", body), "POST /transaction/rbl/upi/intent-qr");
}

export async function buyCash(nAmount: number, iPromotionId: string | null): Promise<CreatedDeposit> {
  return created(await api.post<unknown>("/transaction/buycash", iPromotionId ? { nAmount, iPromotionId } : { nAmount }), "POST /transaction/buycash");
}

/**
 * What a deposit pays and adds, before paying (POST /transaction/preview) and after (buystatus's
 * oReceipt): both come from the server's one bonus rule, so the two show the same numbers.
 */
export type DepositSplit = z.output<typeof moneySplit>;

export async function previewDeposit(nAmount: number, iPromotionId: string | null): Promise<DepositSplit> {
  const reply = await api.post<unknown>("/transaction/preview", iPromotionId ? { nAmount, iPromotionId } : { nAmount }, quiet);
  return readReply(previewResponse, reply, "POST /transaction/preview").data;
}

export async function depositStatus(custRefNum: string): Promise<{ status: string; amount: number; message: string; receipt: DepositSplit | null }> {
  const reply = readReply(depositStatusResponse, await api.get<unknown>(`/transaction/buystatus/${encodeURIComponent(custRefNum)}`, quiet), "GET /transaction/buystatus");
  const { transaction, oReceipt } = reply.data;
  return { status: transaction.eStatus, amount: transaction.nAmount, message: reply.message, receipt: oReceipt };
}

// ---------- Withdrawals ----------

export interface UpiWithdrawal {
  readonly txnId: string;
  readonly sessionToken: string;
  readonly message: string;
}

export async function upiWithdraw(nAmount: number, sPayeeAddress: string, sPayeeName: string, sDeviceId: string): Promise<UpiWithdrawal> {
  const reply = await api.post<unknown>("/transaction/rbl/disbursement", { nAmount, sPayeeAddress, sPayeeName, sDeviceId, sOs: "WEB" });
  const { data, message } = readReply(upiPayoutResponse, reply, "POST /transaction/rbl/disbursement");
  return { txnId: data.txnId, sessionToken: data.sessionToken ?? "", message };
}

export async function upiWithdrawStatus(sessionToken: string, sTransactionId: string): Promise<ApiReply<unknown>> {
  return api.post<unknown>("/transaction/rbl/disbursement/checkstatus", { sessionToken, sTransactionId, flag: true }, quiet);
}

/** A UPI id the bank confirmed is the player's own (registered to the PAN name): the only UPI payout destinations. */
export interface VerifiedUpiId {
  readonly vpa: string;
  readonly name: string;
}

const verifiedUpiOf = (v: { sVpa: string; sRegisteredName: string }): VerifiedUpiId => ({ vpa: v.sVpa, name: v.sRegisteredName });

export async function fetchVerifiedUpiIds(): Promise<VerifiedUpiId[]> {
  return readReply(upiListResponse, await api.get<unknown>("/profile/upi", quiet), "GET /profile/upi").data.aVpas.map(verifiedUpiOf);
}

/** POST /profile/upi/verify: the bank looks the id up; a 4xx carries the reason (not found, another name, another account). */
export async function verifyUpiId(sVpa: string): Promise<{ upi: VerifiedUpiId; message: string }> {
  const reply = readReply(upiResponse, await api.post<unknown>("/profile/upi/verify", { sVpa }), "POST /profile/upi/verify");
  return { upi: verifiedUpiOf(reply.data), message: reply.message };
}

/** The bank's reply fields SPEC.md names: Header.TranID and Body.RefNo, UTRNo, RRN. */
export interface PayoutRefs {
  readonly tranId: string;
  readonly refNo: string;
  readonly utrNo: string;
  readonly rrn: string;
}

/** The references of a payout reply: the bank's own (SPEC.md's names) when its reply carries them, else the record's. */
export function payoutRefs(reply: ApiReply<unknown>): PayoutRefs {
  const { data } = readReply(payoutResponse, reply, "POST /transaction/rbl/payout");
  const bank = bankReply.safeParse(data.data.response);
  const resp = bank.success ? bank.data.Single_Payment_Corp_Resp : undefined;
  return {
    tranId: resp?.Header?.TranID || data.sTransactionId,
    refNo: resp?.Body?.RefNo || (data.refNo ?? ""),
    utrNo: resp?.Body?.UTRNo || (data.utrNo ?? ""),
    rrn: resp?.Body?.RRN || (data.rrn ?? ""),
  };
}

export async function bankPayout(body: Record<string, string | number>): Promise<{ refs: PayoutRefs; message: string }> {
  const reply = await api.post<unknown>("/transaction/rbl/payout", body);
  return { refs: payoutRefs(reply), message: reply.message };
}

export async function bankPayoutStatus(body: Record<string, string>, authorization?: string): Promise<ApiReply<unknown>> {
  if (authorization) return postWithToken<unknown>("/transaction/rbl/checkstatus", body, authorization);
  return api.post<unknown>("/transaction/rbl/checkstatus", body, quiet);
}

/**
 * The payment gateway page authorises with the token from its URL (SPEC.md section 2), not the
 * saved one, so it sends its own request; messages and "no reply" work as in the shared client.
 */
export async function postWithToken<T>(path: string, body: unknown, token: string): Promise<ApiReply<T>> {
  // A bank payment is a money call: one Idempotency-Key per submit, reused if it is retried.
  if (isMoneyPath(path)) return sendAsAction("POST", path, body, (key) => postOnce<T>(path, body, token, { [IDEMPOTENCY_HEADER]: key }));
  return postOnce<T>(path, body, token, {});
}

function postOnce<T>(path: string, body: unknown, token: string, extra: Record<string, string>): Promise<ApiReply<T>> {
  return trackPending(async () => {
    let response: Response;
    try {
      const headers = { accept: "application/json", "content-type": "application/json", authorization: token, ...extra };
      response = await fetch(`/api/v1${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    } catch {
      throw new ApiError(SERVER_UNAVAILABLE, null);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === "" ? {} : (JSON.parse(text) as unknown);
    } catch {
      throw new ApiError(SERVER_UNAVAILABLE, null);
    }
    const message = replyMessage(parsed);
    const data = replyData(parsed);
    if (!response.ok) throw new ApiError(message || `Request failed (${response.status}).`, response.status, data);
    return { status: response.status, message, data: data as T, authorization: null, verification: null };
  });
}

/** TDS by financial year (the server's GET /profile/getTdsStatement; SPEC.md labels it 'FY: 2022-2023'). */
export async function fetchTdsYears(): Promise<{ label: string; tds: number; netWinnings: number }[]> {
  const reply = readReply(tdsStatementResponse, await api.get<unknown>("/profile/getTdsStatement", quiet), "GET /profile/getTdsStatement");
  return reply.data.map((y) => ({ label: y.sFinancialYear, tds: y.nTds, netWinnings: y.nNetWinnings }));
}
