import { bool, num, rec, str, type Loose } from "../../../shared/api/loose.ts";
/**
 * The parts of GET /profile the account pages use (SPEC.md section 3), read defensively from the
 * shell's saved profile so a missing field is an empty value, never a crash.
 */
export type KycState = "" | "pending" | "approved" | "rejected";

export interface AccountProfile {
  readonly sUserName: string;
  readonly sFullName: string;
  readonly sEmail: string;
  readonly sMobile: string;
  /** MM-DD-YYYY as the API sends it, or "". */
  readonly dDob: string;
  readonly isEmailVerified: boolean;
  readonly isMobileVerified: boolean;
  readonly nChips: number;
  readonly nWithdrawable: number;
  readonly sAgentId: string;
  readonly address: {
    readonly sAddressLine1: string;
    readonly sAddressLine2: string;
    readonly sLandMark: string;
    readonly sCity: string;
    readonly sState: string;
    readonly nPinCode: string;
  };
  readonly kyc: {
    readonly sPanNumber: string;
    readonly sAdharNumber: string;
    readonly eState: KycState;
    readonly sRejectReason: string;
    readonly bPanVerified: boolean;
    readonly bAadhaarVerified: boolean;
    readonly bSuspended: boolean;
  };
  readonly bank: {
    readonly sBankName: string;
    readonly sIFSC: string;
    readonly sAccountHolderName: string;
    readonly sAccountNo: string;
    readonly bLocked: boolean;
  };
  readonly bonus: { readonly nTotalIB: number; readonly nTotalLB: number; readonly nUsedIB: number; readonly nUsedLB: number };
}

function kycState(v: unknown): KycState {
  return v === "pending" || v === "approved" || v === "rejected" ? v : "";
}

export function accountProfile(raw: Loose): AccountProfile {
  const address = rec(raw["oAddress"]);
  const kyc = rec(raw["oKYC"]);
  const bank = rec(raw["oBanking"]);
  const bonus = rec(raw["oBonus"]);
  return {
    sUserName: str(raw["sUserName"]),
    sFullName: str(raw["sFullName"]),
    sEmail: str(raw["sEmail"]),
    sMobile: str(raw["sMobile"]),
    dDob: str(raw["dDob"]),
    isEmailVerified: bool(raw["isEmailVerified"]),
    isMobileVerified: bool(raw["isMobileVerified"]),
    nChips: num(raw["nChips"]),
    nWithdrawable: num(raw["nWithdrawable"]),
    sAgentId: str(raw["sAgentId"]),
    address: {
      sAddressLine1: str(address["sAddressLine1"]),
      sAddressLine2: str(address["sAddressLine2"]),
      sLandMark: str(address["sLandMark"]),
      sCity: str(address["sCity"]),
      sState: str(address["sState"]),
      nPinCode: address["nPinCode"] === null || address["nPinCode"] === undefined ? "" : str(address["nPinCode"]),
    },
    kyc: {
      sPanNumber: str(kyc["sPanNumber"]),
      sAdharNumber: str(kyc["sAdharNumber"]),
      eState: kycState(kyc["eState"]),
      sRejectReason: str(kyc["sRejectReason"]),
      bPanVerified: bool(kyc["bPanVerified"]),
      bAadhaarVerified: bool(kyc["bAadhaarVerified"]),
      bSuspended: bool(kyc["bSuspended"]),
    },
    bank: {
      sBankName: str(bank["sBankName"]),
      sIFSC: str(bank["sIFSC"]),
      sAccountHolderName: str(bank["sAccountHolderName"]),
      sAccountNo: str(bank["sAccountNo"]),
      // SPEC.md section 4: locked once bank name and account number exist.
      bLocked: bool(bank["bLocked"]) || (str(bank["sBankName"]) !== "" && str(bank["sAccountNo"]) !== ""),
    },
    bonus: { nTotalIB: num(bonus["nTotalIB"]), nTotalLB: num(bonus["nTotalLB"]), nUsedIB: num(bonus["nUsedIB"]), nUsedLB: num(bonus["nUsedLB"]) },
  };
}

/** The mobile without +91, for display and the 10-digit field. */
export const localMobile = (mobile: string) => mobile.replace(/^\+?91(?=\d{10}$)/, "");
