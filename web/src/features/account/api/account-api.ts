import { api } from "../../../shared/api/client.ts";
import { readPagedList, type PagedRows } from "../../../shared/ui/pagination-state.ts";
import type { BankValues } from "../model/bank-form.ts";
import type { HandHistory } from "../model/hand-history.ts";
import { rec, strOnly } from "../../../shared/api/loose.ts";

/** SPEC.md section 7 "Account": the profile, bank, agent, password, referral and KYC calls. */

export async function saveProfile(fields: Record<string, string>): Promise<string> {
  return (await api.post<unknown>("/profile", fields)).message;
}

export async function saveBank(v: BankValues): Promise<string> {
  const reply = await api.post<unknown>("/profile/bank", {
    sBankName: v.sBankName.trim(),
    sAccountNo: v.sAccountNo,
    sConfirmAccountNo: v.sConfirmAccountNo,
    sIFSC: v.sIFSC,
    sAccountHolderName: v.sAccountHolderName.trim(),
  });
  return reply.message;
}

export async function joinAgent(sAgentId: string): Promise<string> {
  return (await api.post<unknown>("/profile/setAgent", { sAgentId })).message;
}

export async function changePassword(sPassword: string, sNewPassword: string, sConfirmPassword: string): Promise<string> {
  return (await api.post<unknown>("/profile/update/password", { sPassword, sNewPassword, sConfirmPassword })).message;
}

export interface Invite {
  readonly sReferralCode: string;
  readonly sReferralLink: string;
}

export async function fetchInvite(): Promise<Invite> {
  const data = rec((await api.post<unknown>("/profile/generate/referral", {}, { loader: false })).data);
  return { sReferralCode: strOnly(data["sReferralCode"]), sReferralLink: strOnly(data["sReferralLink"]) };
}

/** Wallet lists count pages from 1 (the server reads 0 as the first page too). */
export async function fetchReferralBonuses(page: number, size: number): Promise<PagedRows> {
  const reply = await api.get<unknown>(`/profile/referred/bonus?size=${size}&pageIndex=${page}`, { loader: false });
  return readPagedList(reply.data);
}

export interface KycReply {
  readonly requestId: string;
  readonly message: string;
  readonly pending: boolean;
  readonly url: string;
}

function kycReply(reply: { message: string; data: unknown }): KycReply {
  const data = rec(reply.data);
  return { requestId: strOnly(data["request_id"]), message: reply.message, pending: data["bPending"] === true, url: strOnly(data["sUrl"]) };
}

export async function submitPan(sPanNumber: string, dDOB: string): Promise<KycReply> {
  return kycReply(await api.post<unknown>("/profile/zoop/kyc", { sPanNumber, dDOB }));
}

/** Path chosen by the server (SPEC.md shows only the verify step). */
export async function sendAadhaarOtp(sAdharNumber: string): Promise<KycReply> {
  return kycReply(await api.post<unknown>("/profile/zoop/adhaar/sendOtp", { sAdharNumber }));
}

export async function verifyAadhaarOtp(sAdharNumber: string, nOTP: string, sRequestId: string): Promise<KycReply> {
  return kycReply(await api.post<unknown>("/profile/zoop/adhaar/verifyOtp", { sAdharNumber, nOTP, sRequestId }));
}

export async function startDigilocker(): Promise<KycReply> {
  return kycReply(await api.get<unknown>("/profile/zoop/kyc/digilocker/adhaar"));
}

export async function digilockerStatus(sAdharNumber: string, request_id: string): Promise<KycReply> {
  return kycReply(await api.post<unknown>("/profile/zoop/kyc/digilocker/adhaar/status", { sAdharNumber, request_id }));
}

/** GET /profile/game-history/{dealId}: one deal replayed as the player saw it (404 when it is not theirs). */
export async function fetchHandHistory(dealId: string): Promise<HandHistory> {
  return (await api.get<HandHistory>(`/profile/game-history/${encodeURIComponent(dealId)}`, { loader: false })).data;
}
