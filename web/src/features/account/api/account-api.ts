import { emptyResponse } from "@rummy/shared-rules/contract/auth";
import { digilockerStartResponse, digilockerStatusResponse, inviteResponse, kycResponse, profileResponse } from "@rummy/shared-rules/contract/profile-replies";
import { referralResponse } from "@rummy/shared-rules/contract/wallet";
import { api } from "../../../shared/api/client.ts";
import { pageOf, readReply, type FacetRow } from "../../../shared/api/contract-reply.ts";
import type { PagedRows } from "../../../shared/ui/pagination-state.ts";
import type { BankValues } from "../model/bank-form.ts";
import type { HandHistory } from "../model/hand-history.ts";

/**
 * SPEC.md section 7 "Account": the profile, bank, agent, password, referral and KYC calls, each
 * reply read with the contract (shared-rules/src/contract).
 */

export async function saveProfile(fields: Record<string, string>): Promise<string> {
  return readReply(profileResponse, await api.post<unknown>("/profile", fields), "POST /profile").message;
}

export async function saveBank(v: BankValues): Promise<string> {
  const reply = await api.post<unknown>("/profile/bank", {
    sBankName: v.sBankName.trim(),
    sAccountNo: v.sAccountNo,
    sConfirmAccountNo: v.sConfirmAccountNo,
    sIFSC: v.sIFSC,
    sAccountHolderName: v.sAccountHolderName.trim(),
  });
  return readReply(profileResponse, reply, "POST /profile/bank").message;
}

export async function joinAgent(sAgentId: string): Promise<string> {
  return readReply(emptyResponse, await api.post<unknown>("/profile/setAgent", { sAgentId }), "POST /profile/setAgent").message;
}

export async function changePassword(sPassword: string, sNewPassword: string, sConfirmPassword: string): Promise<string> {
  return readReply(emptyResponse, await api.post<unknown>("/profile/update/password", { sPassword, sNewPassword, sConfirmPassword }), "POST /profile/update/password").message;
}

export interface Invite {
  readonly sReferralCode: string;
  readonly sReferralLink: string;
}

export async function fetchInvite(): Promise<Invite> {
  return readReply(inviteResponse, await api.post<unknown>("/profile/generate/referral", {}, { loader: false }), "POST /profile/generate/referral").data;
}

/** Wallet lists count pages from 1 (the server reads 0 as the first page too). */
export type ReferralRow = FacetRow<typeof referralResponse>;

export async function fetchReferralBonuses(page: number, size: number): Promise<PagedRows<ReferralRow>> {
  const reply = await api.get<unknown>(`/profile/referred/bonus?size=${size}&pageIndex=${page}`, { loader: false });
  return pageOf(readReply(referralResponse, reply, "GET /profile/referred/bonus").data);
}

export interface KycReply {
  readonly requestId: string;
  readonly message: string;
  readonly pending: boolean;
  readonly url: string;
}

function kycReply({ message, data }: { message: string; data: { request_id: string; sUrl?: string; bPending?: boolean } }): KycReply {
  return { requestId: data.request_id, message, pending: data.bPending === true, url: data.sUrl ?? "" };
}

export async function submitPan(sPanNumber: string, dDOB: string): Promise<KycReply> {
  return kycReply(readReply(kycResponse, await api.post<unknown>("/profile/zoop/kyc", { sPanNumber, dDOB }), "POST /profile/zoop/kyc"));
}

/** Path chosen by the server (SPEC.md shows only the verify step). */
export async function sendAadhaarOtp(sAdharNumber: string): Promise<KycReply> {
  return kycReply(readReply(kycResponse, await api.post<unknown>("/profile/zoop/adhaar/sendOtp", { sAdharNumber }), "POST /profile/zoop/adhaar/sendOtp"));
}

export async function verifyAadhaarOtp(sAdharNumber: string, nOTP: string, sRequestId: string): Promise<KycReply> {
  return kycReply(readReply(kycResponse, await api.post<unknown>("/profile/zoop/adhaar/verifyOtp", { sAdharNumber, nOTP, sRequestId }), "POST /profile/zoop/adhaar/verifyOtp"));
}

export async function startDigilocker(): Promise<KycReply> {
  return kycReply(readReply(digilockerStartResponse, await api.get<unknown>("/profile/zoop/kyc/digilocker/adhaar"), "GET /profile/zoop/kyc/digilocker/adhaar"));
}

export async function digilockerStatus(sAdharNumber: string, request_id: string): Promise<KycReply> {
  return kycReply(readReply(digilockerStatusResponse, await api.post<unknown>("/profile/zoop/kyc/digilocker/adhaar/status", { sAdharNumber, request_id }), "POST /profile/zoop/kyc/digilocker/adhaar/status"));
}

/** GET /profile/game-history/{dealId}: one deal replayed as the player saw it (404 when it is not theirs). */
export async function fetchHandHistory(dealId: string): Promise<HandHistory> {
  return (await api.get<HandHistory>(`/profile/game-history/${encodeURIComponent(dealId)}`, { loader: false })).data;
}
