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
