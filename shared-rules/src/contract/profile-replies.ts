import { z } from "zod";
import { envelope } from "./envelope.ts";

const kycState = z.enum(["", "pending", "approved", "rejected"]);

export const profileData = z.object({
  _id: z.string(),
  sUserName: z.string(),
  sFullName: z.string(),
  sEmail: z.string(),
  sMobile: z.string(),
  dDob: z.string(),
  eGender: z.enum(["male", "female"]),
  /** The chosen interface language; "" until the player chooses one. */
  eLanguage: z.enum(["", "en", "hi"]),
  isEmailVerified: z.boolean(),
  isMobileVerified: z.boolean(),
  sAvatar: z.string(),
  nChips: z.number(),
  nPracticeChips: z.number(),
  nWithdrawable: z.number(),
  nTds: z.number(),
  userTickets: z.array(z.unknown()),
  oAddress: z.object({
    sAddressLine1: z.string(),
    sAddressLine2: z.string(),
    sLandMark: z.string(),
    sCity: z.string(),
    sState: z.string(),
    nPinCode: z.number().nullable(),
    eState: kycState,
  }),
  oKYC: z.object({
    sPanNumber: z.string(),
    sAdharNumber: z.string(),
    eState: kycState,
    sRejectReason: z.string(),
    bPanVerified: z.boolean(),
    bAadhaarVerified: z.boolean(),
    bSuspended: z.boolean(),
  }),
  oBanking: z.object({ sBankName: z.string(), sIFSC: z.string(), sAccountHolderName: z.string(), sAccountNo: z.string(), bLocked: z.boolean() }),
  oBonus: z.object({ nTotalIB: z.number(), nTotalLB: z.number(), nUsedIB: z.number(), nUsedLB: z.number() }),
  sReferralCode: z.string(),
  sAgentId: z.string(),
  dCreatedDate: z.string(),
});

export const profileResponse = envelope(profileData);

export const settingsResponse = envelope(
  z.object({
    oMaintenance: z.object({ eMode: z.enum(["enabled", "disabled"]), eState: z.string(), dEndAt: z.string().nullable() }),
    aPrivateTableRange: z.array(z.object({ nTablePoint: z.number() })),
    aRestrictedState: z.array(z.string()),
    oPurchaseRange: z.object({ nMinimum: z.number(), nMaximum: z.number() }),
    aAddCashPack: z.array(z.number()),
    aReportDropDown: z.array(z.string()),
    eUPIPaymentMode: z.string(),
    oOperator: z.object({ sSupportPhone: z.string(), sSupportEmail: z.string(), bDemo: z.boolean() }),
    oCompliance: z.object({
      moneyGamesEnabled: z.boolean(),
      withdrawalsEnabled: z.boolean(),
      restrictedStates: z.array(z.string()),
      minimumAge: z.number(),
      kyc: z.object({ deposit: z.string(), withdraw: z.string() }),
    }),
  }),
);

export const inviteResponse = envelope(z.object({ sReferralCode: z.string(), sReferralLink: z.string() }));

/** A UPI id the bank confirmed is the player's own (`POST /profile/upi/verify`, `GET /profile/upi`). */
export const vpaData = z.object({
  sVpa: z.string().describe("The UPI id, lower-cased"),
  sRegisteredName: z.string().describe("The name the UPI network has for it"),
  bVerified: z.boolean().describe("true: a payout destination for this player (registered name matches the PAN name)"),
  dVerifiedAt: z.string(),
});
export const upiResponse = envelope(vpaData);
export const upiListResponse = envelope(z.object({ aVpas: z.array(vpaData) }));

/** The KYC calls' answer (PAN, Aadhaar OTP). */
export const kycData = z.object({ request_id: z.string(), eState: z.enum(["", "pending", "approved", "rejected"]) });
export const kycResponse = envelope(kycData);
export const digilockerStartResponse = envelope(z.object({ request_id: z.string(), sUrl: z.string() }));
export const digilockerStatusResponse = envelope(kycData.extend({ bPending: z.boolean() }));
