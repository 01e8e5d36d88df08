import { envelopeShape } from "./shape.ts";

/**
 * The replies the browser reads on `/` (the shell on every page, and the entry screen), as shapes
 * (shape.ts): GET /profile, GET /setting, the region check and the sign-up and login replies.
 * profile-replies.ts, location.ts and auth.ts make their zod schemas from these; the browser
 * checks the replies with `mismatch` and no zod. Free of zod and of I/O.
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

/** An OTP just sent: its verification id (also the `verification` header) and seconds to expiry. */
export const OTP_SHAPE = { fields: { verification: "string", nExpiresIn: "integer" } } as const;

/** POST /auth/verify/referral. */
export const REFERRAL_SHAPE = { fields: { iReferredBy: "string" } } as const;

/**
 * A login that needs the OTP just sent: `auth/unverified` ('Mobile number not verified.') or
 * `auth/under_attack` (the account's recent failures reached the ceiling). The browser opens its
 * OTP step by the code; the sentence is in the reply's language.
 */
export const LOGIN_OTP_CODES = ["auth/unverified", "auth/under_attack"] as const;

/** The 403 of a login that opens an OTP step, with the OTP. */
export const LOGIN_OTP_REFUSAL_SHAPE = { fields: { ...OTP_SHAPE.fields, code: { oneOf: LOGIN_OTP_CODES } } } as const;

/**
 * A source waiting out its login delay (`code` auth/throttled; the same seconds are in the
 * `retry-after` header), or the per-address rate limit, which has neither field.
 */
export const LOGIN_THROTTLED_SHAPE = { fields: { message: "string", code: { optional: "string" }, nRetryAfter: { optional: "integer" } } } as const;

export const PROFILE_REPLY_SHAPE = envelopeShape(PROFILE_SHAPE);
export const SETTINGS_REPLY_SHAPE = envelopeShape(SETTINGS_SHAPE);
export const VERDICT_REPLY_SHAPE = envelopeShape(VERDICT_SHAPE);
