import type { Platform } from "../../platform/ports.ts";
import { liveSessionTimes, noteSeen, sessionClaimsOf } from "../auth/sessions.ts";
import type { ProfileBalances } from "../wallet/profile-balances.ts";
import { balancesFor } from "./balance-cache.ts";
import { fromIsoDate, toMonthFirst } from "./dates.ts";
import { profileRefusal } from "./errors.ts";
import { findProfileRow, findProfileRowForSession, type ProfileRow } from "./repository.ts";

/** What the profile needs of the platform: the database, the clock its balances are read at, and the token signer for `GET /profile`'s session check. */
export type ProfileViewPorts = Pick<Platform, "db" | "clock" | "tokens">;

export type KycState = "" | "pending" | "approved" | "rejected";

/** SPEC.md section 3 "Profile", plus the player's referral code and agent. */
export interface ProfileView extends ProfileBalances {
  _id: string;
  sUserName: string;
  sFullName: string;
  sEmail: string;
  /** The 10 national digits (the API takes `+91` in front on input). */
  sMobile: string;
  /** `MM-DD-YYYY`, or "" when not given. */
  dDob: string;
  eGender: "male" | "female";
  /** The chosen interface language; "" until the player chooses one (issue 21). */
  eLanguage: "" | "en" | "hi";
  isEmailVerified: boolean;
  isMobileVerified: boolean;
  sAvatar: string;
  /** Tournament tickets; owned by the tournaments module, empty until it fills them. */
  userTickets: unknown[];
  oAddress: {
    sAddressLine1: string;
    sAddressLine2: string;
    sLandMark: string;
    sCity: string;
    sState: string;
    nPinCode: number | null;
    /** The address is verified with KYC: it mirrors `oKYC.eState` (approved means locked). */
    eState: KycState;
  };
  oKYC: {
    sPanNumber: string;
    /** Masked: only the last 4 digits are ever stored. */
    sAdharNumber: string;
    eState: KycState;
    sRejectReason: string;
    bPanVerified: boolean;
    bAadhaarVerified: boolean;
    /** Two failed attempts: no more submissions until an operator reviews (SPEC.md section 4). */
    bSuspended: boolean;
  };
  oBanking: { sBankName: string; sIFSC: string; sAccountHolderName: string; sAccountNo: string; bLocked: boolean };
  sReferralCode: string;
  sAgentId: string;
  dCreatedDate: string;
}

export function maskAadhaar(last4: string | null): string {
  return last4 ? `XXXX XXXX ${last4}` : "";
}

/** The account (with KYC and bank) and the wallet's balances, by user id: one read plus the balances. */
export async function profileView(ports: Pick<ProfileViewPorts, "db" | "clock">, userId: string): Promise<ProfileView> {
  const row = await findProfileRow(ports.db, userId);
  if (!row) throw profileRefusal("profile/not_found");
  return present(row, await balancesFor(ports.db, userId, row.ledger, ports.clock.now()));
}

/**
 * GET /profile in one query: the token's session is checked (the same live-session rule as every
 * private call) in the statement that reads the account; null when the token does not name a live
 * session. Balances come from the wallet, reused while the ledger fingerprint is unchanged.
 */
export async function profileForToken(ports: ProfileViewPorts, token: string): Promise<ProfileView | null> {
  const claims = sessionClaimsOf(ports, token);
  if (!claims) return null;
  const row = await findProfileRowForSession(ports.db, claims, liveSessionTimes(ports));
  if (!row) return null;
  noteSeen(ports, claims.sid, row.lastSeenAt);
  return present(row, await balancesFor(ports.db, claims.sub, row.ledger, ports.clock.now()));
}

function present(row: ProfileRow, balances: ProfileBalances): ProfileView {
  const { user, kyc, bank } = row;
  const dob = user.dob ? fromIsoDate(user.dob) : undefined;
  const kycState: KycState = kyc?.state ?? "";
  return {
    _id: user.id,
    sUserName: user.userName,
    sFullName: user.fullName,
    sEmail: user.email,
    sMobile: user.mobile,
    dDob: dob ? toMonthFirst(dob) : "",
    eGender: user.gender,
    eLanguage: user.language ?? "",
    isEmailVerified: user.isEmailVerified,
    isMobileVerified: user.isMobileVerified,
    sAvatar: user.avatar,
    ...balances,
    userTickets: [],
    oAddress: {
      sAddressLine1: user.addressLine1,
      sAddressLine2: user.addressLine2,
      sLandMark: user.landMark,
      sCity: user.city,
      sState: user.state,
      nPinCode: user.pinCode ? Number(user.pinCode) : null,
      eState: kycState,
    },
    oKYC: {
      sPanNumber: kyc?.panNumber ?? "",
      sAdharNumber: maskAadhaar(kyc?.aadhaarLast4 ?? null),
      eState: kycState,
      sRejectReason: kyc?.rejectReason ?? "",
      bPanVerified: Boolean(kyc?.panVerifiedAt),
      bAadhaarVerified: Boolean(kyc?.aadhaarVerifiedAt),
      bSuspended: Boolean(kyc?.suspendedAt),
    },
    oBanking: {
      sBankName: bank?.bankName ?? "",
      sIFSC: bank?.ifsc ?? "",
      sAccountHolderName: bank?.accountHolderName ?? "",
      sAccountNo: bank?.accountNo ?? "",
      bLocked: Boolean(bank),
    },
    sReferralCode: user.referralCode,
    sAgentId: user.agentId ?? "",
    dCreatedDate: user.createdAt.toISOString(),
  };
}
