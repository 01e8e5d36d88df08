import type { profileData } from "@rummy/shared-rules/contract/profile-replies";
import type { z } from "zod";

/**
 * The parts of GET /profile the account pages use (SPEC.md section 3), from the profile the shell
 * read with the contract's `profileData` (the schema the server answers with).
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

export type ProfileReply = z.output<typeof profileData>;

export function fromReply(r: ProfileReply): AccountProfile {
  const { oAddress: address, oKYC: kyc, oBanking: bank, oBonus: bonus } = r;
  return {
    sUserName: r.sUserName,
    sFullName: r.sFullName,
    sEmail: r.sEmail,
    sMobile: r.sMobile,
    dDob: r.dDob,
    isEmailVerified: r.isEmailVerified,
    isMobileVerified: r.isMobileVerified,
    nChips: r.nChips,
    nWithdrawable: r.nWithdrawable,
    sAgentId: r.sAgentId,
    address: {
      sAddressLine1: address.sAddressLine1,
      sAddressLine2: address.sAddressLine2,
      sLandMark: address.sLandMark,
      sCity: address.sCity,
      sState: address.sState,
      nPinCode: address.nPinCode === null ? "" : String(address.nPinCode),
    },
    kyc: {
      sPanNumber: kyc.sPanNumber,
      sAdharNumber: kyc.sAdharNumber,
      eState: kyc.eState,
      sRejectReason: kyc.sRejectReason,
      bPanVerified: kyc.bPanVerified,
      bAadhaarVerified: kyc.bAadhaarVerified,
      bSuspended: kyc.bSuspended,
    },
    bank: {
      sBankName: bank.sBankName,
      sIFSC: bank.sIFSC,
      sAccountHolderName: bank.sAccountHolderName,
      sAccountNo: bank.sAccountNo,
      // SPEC.md section 4: locked once bank name and account number exist.
      bLocked: bank.bLocked || (bank.sBankName !== "" && bank.sAccountNo !== ""),
    },
    bonus: { nTotalIB: bonus.nTotalIB, nTotalLB: bonus.nTotalLB, nUsedIB: bonus.nUsedIB, nUsedLB: bonus.nUsedLB },
  };
}

/** The mobile without +91, for display and the 10-digit field. */
export const localMobile = (mobile: string) => mobile.replace(/^\+?91(?=\d{10}$)/, "");
