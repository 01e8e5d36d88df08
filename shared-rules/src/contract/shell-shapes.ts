import { envelopeShape } from "./shape.ts";

/**
 * The replies every page's shell reads, `/` included, as shapes (shape.ts): GET /profile,
 * GET /setting and the region check. profile-replies.ts and location.ts make their zod schemas
 * from these; the browser checks the replies with `mismatch` and no zod. Free of zod and of I/O.
 */

const kycState = { oneOf: ["", "pending", "approved", "rejected"] } as const;

export const PROFILE_SHAPE = {
  fields: {
    _id: "string",
    sUserName: "string",
    sFullName: "string",
    sEmail: "string",
    sMobile: "string",
    dDob: "string",
    eGender: { oneOf: ["male", "female"] },
    /** The chosen interface language; "" until the player chooses one. */
    eLanguage: { oneOf: ["", "en", "hi"] },
    isEmailVerified: "boolean",
    isMobileVerified: "boolean",
    sAvatar: "string",
    nChips: "number",
    nPracticeChips: "number",
    nWithdrawable: "number",
    nTds: "number",
    userTickets: { arrayOf: "unknown" },
    oAddress: {
      fields: {
        sAddressLine1: "string",
        sAddressLine2: "string",
        sLandMark: "string",
        sCity: "string",
        sState: "string",
        nPinCode: { nullable: "number" },
        eState: kycState,
      },
    },
    oKYC: {
      fields: {
        sPanNumber: "string",
        sAdharNumber: "string",
        eState: kycState,
        sRejectReason: "string",
        bPanVerified: "boolean",
        bAadhaarVerified: "boolean",
        bSuspended: "boolean",
      },
    },
    oBanking: { fields: { sBankName: "string", sIFSC: "string", sAccountHolderName: "string", sAccountNo: "string", bLocked: "boolean" } },
    oBonus: { fields: { nTotalIB: "number", nTotalLB: "number", nUsedIB: "number", nUsedLB: "number" } },
    sReferralCode: "string",
    sAgentId: "string",
    dCreatedDate: "string",
  },
} as const;

export const SETTINGS_SHAPE = {
  fields: {
    oMaintenance: { fields: { eMode: { oneOf: ["enabled", "disabled"] }, eState: "string", dEndAt: { nullable: "string" } } },
    aPrivateTableRange: { arrayOf: { fields: { nTablePoint: "number" } } },
    aRestrictedState: { arrayOf: "string" },
    oPurchaseRange: { fields: { nMinimum: "number", nMaximum: "number" } },
    aAddCashPack: { arrayOf: "number" },
    aReportDropDown: { arrayOf: "string" },
    eUPIPaymentMode: "string",
    oOperator: { fields: { sSupportPhone: "string", sSupportEmail: "string", bDemo: "boolean" } },
    oCompliance: {
      fields: {
        moneyGamesEnabled: "boolean",
        withdrawalsEnabled: "boolean",
        restrictedStates: { arrayOf: "string" },
        minimumAge: "number",
        kyc: { fields: { deposit: "string", withdraw: "string" } },
      },
    },
  },
} as const;

/** POST /location/check's verdict. */
export const VERDICT_SHAPE = {
  fields: { sState: { nullable: "string" }, bInIndia: "boolean", bAllowed: "boolean", sTitle: "string", sDetail: "string" },
} as const;

export const PROFILE_REPLY_SHAPE = envelopeShape(PROFILE_SHAPE);
export const SETTINGS_REPLY_SHAPE = envelopeShape(SETTINGS_SHAPE);
export const VERDICT_REPLY_SHAPE = envelopeShape(VERDICT_SHAPE);
