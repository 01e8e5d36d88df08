import type { AuthErrorCode } from "../../services/auth/errors.ts";
import type { ComplianceErrorCode } from "../../services/compliance/errors.ts";
import type { DepositErrorCode } from "../../services/deposits/errors.ts";
import type { KycErrorCode } from "../../services/kyc/errors.ts";
import type { LobbyErrorCode } from "../../services/lobby/errors.ts";
import type { OtpErrorCode } from "../../services/otp/errors.ts";
import type { ProfileErrorCode } from "../../services/profile/errors.ts";
import type { SpinErrorCode } from "../../services/spin/errors.ts";
import type { SupportErrorCode } from "../../services/support/errors.ts";
import type { WithdrawalErrorCode } from "../../services/withdrawals/errors.ts";

/**
 * The HTTP status of each service module's refusal code, once. The sentence is the module's own
 * (it travels with the error); the error handler (`api/errors.ts`) answers with both.
 */
type ServiceCode =
  | AuthErrorCode
  | ComplianceErrorCode
  | DepositErrorCode
  | KycErrorCode
  | LobbyErrorCode
  | OtpErrorCode
  | ProfileErrorCode
  | SpinErrorCode
  | SupportErrorCode
  | WithdrawalErrorCode;

export const SERVICE_STATUS: Readonly<Record<ServiceCode, number>> = {
  "auth/same_password": 400,
  "auth/wrong_password": 400,
  "auth/blocked": 403,
  "auth/no_account": 404,
  "auth/invalid_referral": 400,
  "auth/invalid_credentials": 400,
  "auth/userName_taken": 409,
  "auth/email_taken": 409,
  "auth/mobile_taken": 409,

  "compliance/money_games_off": 403,
  "compliance/withdrawals_off": 403,
  "compliance/blocked": 403,
  "compliance/restricted_state": 403,
  "compliance/location_unknown": 403,
  "compliance/location_stale": 403,
  "compliance/no_dob": 403,
  "compliance/under_age": 403,
  "compliance/basic_kyc": 403,
  "compliance/full_kyc": 403,

  "amount/required": 400,
  "amount/invalid": 400,
  "amount/decimals": 400,
  "deposit/amount": 400,
  "deposit/maximum": 400,
  "deposit/minimum": 400,
  "deposit/mobile": 400,
  "deposit/note": 400,
  "deposit/promotion_gone": 400,
  "deposit/promotion_range": 400,
  "deposit/provider": 502,
  "deposit/not_found": 404,
  "deposit/bank_refused": 400,
  "deposit/sandbox_in_production": 403,
  "deposit/gateway_link_spent": 401,
  "deposit/gateway_link_amount": 400,
  "deposit/daily_limit": 400,
  "deposit/weekly_limit": 400,
  "deposit/monthly_limit": 400,
  "deposit/limit_invalid": 400,
  "deposit/limit_above_ceiling": 400,

  "kyc/aadhaar_done": 409,
  "kyc/aadhaar_mismatch": 400,
  "kyc/wrong_otp": 400,
  "kyc/consent_denied": 400,
  "kyc/full_name_required": 400,
  "kyc/underage": 400,
  "kyc/dob_mismatch": 400,
  "kyc/pan_done": 409,
  "kyc/pan_taken": 409,
  "kyc/suspended": 403,
  "kyc/approved": 409,
  "kyc/request_not_found": 404,
  "kyc/request_done": 409,

  "lobby/maintenance": 503,
  "lobby/busy": 409,
  "lobby/overloaded": 503,
  "lobby/private_not_found": 404,
  "lobby/table_full": 409,
  "lobby/unknown_player": 401,
  "fairplay/linked_at_table": 409,

  "otp/missing_verification": 400,
  "otp/unknown": 400,
  "otp/wrong": 400,
  "otp/exhausted": 400,
  "otp/expired": 400,
  "otp/countdown": 429,
  "otp/send_limit": 429,

  "profile/not_found": 404,
  "profile/agent_set": 409,
  "profile/kyc_locked": 400,
  "profile/mobile_locked": 400,
  "profile/password_required": 400,
  "profile/invalid_credentials": 400,
  "profile/userName_taken": 409,
  "profile/email_taken": 409,
  "profile/mobile_taken": 409,
  "bank/locked": 409,
  "bank/pan_required": 400,
  "bank/name_mismatch": 400,
  "upi/pan_required": 400,
  "upi/taken": 409,
  "upi/unavailable": 503,
  "upi/not_found": 400,
  "upi/name_mismatch": 400,

  "spin/already_spun": 409,

  "support/not_found": 404,
  "support/not_in_review": 400,
  "support/bad_multipart": 400,
  "support/too_many_files": 400,
  "support/wrong_type": 400,
  "support/image_too_big": 400,
  "support/too_big": 400,

  "payout/invalid": 400,
  "payout/pan_required": 400,
  "payout/no_bank": 400,
  "payout/bank_name_mismatch": 400,
  "payout/bank_mismatch": 400,
  "payout/vpa_unverified": 400,
  "payout/vpa_name_mismatch": 400,
  "withdrawal/minimum": 400,
  "withdrawal/maximum": 400,
  "withdrawal/rtgs_minimum": 400,
  "withdrawal/count": 400,
  "withdrawal/daily_amount": 400,
};

/** A session that vanished mid-request answers like the auth guard: no code in the body. */
/** Refusals that say when to try again (a Retry-After header, in seconds). */
export const RETRY_AFTER_SECONDS: Readonly<Partial<Record<ServiceCode, number>>> = { "lobby/overloaded": 5 };

export const SENT_WITHOUT_CODE: ReadonlySet<string> = new Set<ServiceCode>(["lobby/unknown_player"]);
