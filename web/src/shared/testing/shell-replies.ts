import type { Profile as ProfileData } from "../session/profile.ts";
import type { SettingsData } from "../settings/settings.ts";

/**
 * Test replies for GET /profile and GET /setting that are the contract's (the shell reads them
 * with `profileData` and `settingsResponse`); each test overrides the fields it is about.
 */
export function profileReply(overrides: Partial<ProfileData> = {}): ProfileData {
  return {
    _id: "64b000000000000000000001",
    sUserName: "ravi",
    sFullName: "Ravi Kumar",
    sEmail: "ravi@example.com",
    sMobile: "9876543210",
    dDob: "1990-01-01",
    eGender: "male",
    eLanguage: "",
    isEmailVerified: true,
    isMobileVerified: true,
    sAvatar: "",
    nChips: 0,
    nPracticeChips: 10_000,
    nWithdrawable: 0,
    nTds: 0,
    userTickets: [],
    oAddress: { sAddressLine1: "", sAddressLine2: "", sLandMark: "", sCity: "", sState: "", nPinCode: null, eState: "" },
    oKYC: { sPanNumber: "", sAdharNumber: "", eState: "", sRejectReason: "", bPanVerified: false, bAadhaarVerified: false, bSuspended: false },
    oBanking: { sBankName: "", sIFSC: "", sAccountHolderName: "", sAccountNo: "", bLocked: false },
    oBonus: { nTotalIB: 0, nTotalLB: 0, nUsedIB: 0, nUsedLB: 0 },
    sReferralCode: "RAVI01",
    sAgentId: "",
    dCreatedDate: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function settingsReply(overrides: Partial<SettingsData> = {}): SettingsData {
  const restricted = ["Andhra Pradesh", "Assam"];
  return {
    oMaintenance: { eMode: "disabled", eState: "finished", dEndAt: null },
    aPrivateTableRange: [0.05, 0.1, 0.5, 1, 2, 4].map((nTablePoint) => ({ nTablePoint })),
    aRestrictedState: restricted,
    oPurchaseRange: { nMinimum: 99, nMaximum: 49_999 },
    aAddCashPack: [100, 500, 1000],
    aReportDropDown: ["Payment issue", "Game issue"],
    eUPIPaymentMode: "",
    oOperator: { sSupportPhone: "1800-000-0000", sSupportEmail: "support@example.com", bDemo: true },
    oCompliance: { moneyGamesEnabled: false, withdrawalsEnabled: true, restrictedStates: restricted, minimumAge: 18, kyc: { deposit: "pan", withdraw: "full" } },
    ...overrides,
  };
}
