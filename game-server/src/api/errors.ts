import { formatRupees } from "@rummy/shared-rules";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { OtpDeliveryError } from "../providers/otp/index.ts";
import type { AuthErrorCode } from "../services/auth/errors.ts";
import type { ComplianceErrorCode } from "../services/compliance/errors.ts";
import type { DepositErrorCode } from "../services/deposits/errors.ts";
import { isServiceError } from "../services/errors.ts";
import { CASH_GATE_MESSAGES } from "../services/compliance/cash-gate.ts";
import { NOT_AVAILABLE_MESSAGE } from "../services/compliance/restricted.ts";
import { FairPlayError, LINKED_AT_TABLE_MESSAGE, type FairPlayErrorCode } from "../services/fairplay/errors.ts";
import { MAX_REPORTS_PER_DAY } from "../services/fairplay/reports.ts";
import type { KycErrorCode } from "../services/kyc/errors.ts";
import type { LobbyErrorCode } from "../services/lobby/errors.ts";
import type { OtpErrorCode } from "../services/otp/errors.ts";
import type { ProfileErrorCode } from "../services/profile/errors.ts";
import { ResponsibleError, type RefusalDetail, type ResponsibleCode } from "../services/responsible/errors.ts";
import type { SpinErrorCode } from "../services/spin/errors.ts";
import { MEDIA_MESSAGES } from "../services/support/media-types.ts";
import type { SupportErrorCode } from "../services/support/errors.ts";
import { TournamentError, type TournamentErrorCode } from "../services/tournaments/errors.ts";
import { WalletError } from "../services/wallet/errors.ts";
import type { WithdrawalErrorCode } from "../services/withdrawals/errors.ts";
import { errorBody, HttpError } from "./envelope.ts";
import { isSpecMessage } from "./validation.ts";
import type { Language } from "../services/i18n/language.ts";
import { hindiMessage } from "../services/i18n/refusals-hi.ts";
import { hindiResponsible } from "../services/i18n/responsible-hi.ts";
import { replyLanguage } from "./reply-language.ts";

/**
 * The one place where a refusal becomes HTTP. Services throw their module's codes (each carrying
 * the sentence the player reads); this file gives each code its status, once, and the one error
 * handler below answers every route with SPEC.md's envelope `{ message, data: { message, code } }`.
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

const SERVICE_STATUS: Readonly<Record<ServiceCode, number>> = {
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
  "withdrawal/count": 400,
  "withdrawal/daily_amount": 400,
};

/** A session that vanished mid-request answers like the auth guard: no code in the body. */
const SENT_WITHOUT_CODE: ReadonlySet<string> = new Set<ServiceCode>(["lobby/unknown_player"]);

const IST = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Kolkata",
});

/** "2 Dec 2026, 14:05 IST": how every refusal names its end. */
export function istText(at: Date): string {
  return `${IST.format(at)} IST`;
}

const money = (p: bigint | undefined) => formatRupees(p ?? 0n, { decimals: "trim" });
const until = (d: RefusalDetail) => (d.until ? istText(d.until) : "further notice");

/** Responsible play: each code once, its status and the sentence naming the limit and its end. */
const RESPONSIBLE_REPLIES: Record<ResponsibleCode, { status: number; message: (d: RefusalDetail) => string }> = {
  "responsible/self_excluded": {
    status: 403,
    message: (d) => (d.until ? `You excluded yourself until ${istText(d.until)}.` : "You excluded yourself permanently. Please contact support to reopen your account."),
  },
  "responsible/cool_off": { status: 403, message: (d) => `You are taking a break (cool-off) until ${until(d)}.` },
  "responsible/loss_limit_daily": { status: 403, message: (d) => `You reached your daily loss limit of ${money(d.limit)}. You can play cash games again from ${until(d)}.` },
  "responsible/loss_limit_monthly": { status: 403, message: (d) => `You reached your monthly loss limit of ${money(d.limit)}. You can play cash games again from ${until(d)}.` },
  "responsible/play_time_limit": { status: 403, message: (d) => `You reached your daily play time limit of ${String(d.limit ?? 0n)} minutes. You can play again from ${until(d)}.` },
  "responsible/night_lock": { status: 403, message: (d) => `Play is closed between 00:00 and 05:00 IST. You can play again from ${until(d)}.` },
  "responsible/cannot_shorten": {
    status: 409,
    message: (d) => (d.until ? `You are already excluded until ${istText(d.until)}; an exclusion can be extended but never shortened.` : "You are already excluded permanently."),
  },
  "responsible/exclusion_unavailable": { status: 403, message: () => "Self-exclusion is not available right now. Please contact support." },
  "responsible/invalid_limit": {
    status: 400,
    message: (d) => (d.reason === "play_minutes_daily" ? `Play time limit must be between 0 and ${String(d.limit ?? 0n)} minutes.` : `Loss limit must be between ₹0 and ${money(d.limit)}.`),
  },
};

/** A refusal whose sentence lives here rather than with its module: its status and its sentence, from the error's detail. */
interface Reply {
  readonly status: number;
  readonly message: (detail: string | undefined) => string;
}

const say = (message: string) => () => message;

/**
 * Tournaments: SPEC.md's words where it has them ("Insufficient Rummy chips", the cash gate's and
 * the location block's texts, the lobby's maintenance text).
 */
const TOURNAMENT_REPLIES: Record<TournamentErrorCode, Reply> = {
  "tournament/not_found": { status: 404, message: say("Tournament not found.") },
  "tournament/registration_closed": { status: 409, message: say("Registration for this tournament is closed.") },
  "tournament/full": { status: 409, message: say("This tournament is full.") },
  "tournament/already_registered": { status: 409, message: say("You are already registered in this tournament.") },
  "tournament/insufficient_chips": { status: 400, message: say("Insufficient Rummy chips") },
  "tournament/no_ticket": { status: 400, message: say("You need a ticket to join this tournament.") },
  "tournament/cash_off": { status: 403, message: say(CASH_GATE_MESSAGES.moneyOff) },
  "tournament/restricted_state": { status: 403, message: say(NOT_AVAILABLE_MESSAGE) },
  // The cash gate's own refusal (blocked, location unknown, age) keeps the gate's words.
  "tournament/cash_refused": { status: 403, message: (detail) => detail || "You cannot play cash tournaments right now." },
  "tournament/maintenance": { status: 503, message: say("The game is currently under maintenance.") },
  "tournament/too_late": { status: 409, message: say("This tournament has already started.") },
  "tournament/not_registered": { status: 409, message: say("You are not registered in this tournament.") },
  "tournament/busy": { status: 409, message: say("Your registration is still being processed. Please try again.") },
};

/** A report's own mistake says which part was wrong. */
const INVALID_REPORT_MESSAGES: ReadonlyMap<string | undefined, string> = new Map([
  ["comment too long", "Please keep your comment within 200 characters."],
  ["reporting oneself", "You cannot report yourself."],
]);

/** Fair play: players' reports and the operator's signals and reversals. */
const FAIRPLAY_REPLIES: Record<FairPlayErrorCode, Reply> = {
  "fairplay/linked_at_table": { status: 409, message: say(LINKED_AT_TABLE_MESSAGE) },
  "fairplay/invalid_report": { status: 400, message: (detail) => INVALID_REPORT_MESSAGES.get(detail) ?? "Please choose the table or the player you are reporting." },
  "fairplay/report_target_not_found": { status: 404, message: say("You can only report a table you played at, or a player you played with.") },
  "fairplay/too_many_reports": { status: 429, message: say(`You can send at most ${MAX_REPORTS_PER_DAY} reports a day. Please try again tomorrow.`) },
  "fairplay/signal_not_found": { status: 404, message: say("No such fair-play signal.") },
  "fairplay/nothing_to_reverse": { status: 409, message: say("There is nothing left to reverse in these deals.") },
  "fairplay/insufficient_funds": { status: 409, message: say("The account no longer holds the winnings to reverse.") },
};

/** What a refusal answers: its status, the player's sentence and (when it has one) its code. */
export interface Refusal {
  readonly status: number;
  readonly message: string;
  readonly code?: string;
}

/**
 * A module's refusal as HTTP, or undefined for anything else (a crash, or a framework error).
 * In Hindi (issue 21) the sentence comes from the Hindi catalogue (services/i18n) when it has one; English is the services' own.
 */
export function refusalOf(error: unknown, language: Language = "en"): Refusal | undefined {
  const refusal = englishRefusalOf(error);
  if (!refusal || language === "en") return refusal;
  const hindi = error instanceof ResponsibleError ? hindiResponsible(error.code, error.detail, istText, money) : hindiMessage(refusal.message, refusal.code ?? codeOf(error));
  return hindi === undefined ? refusal : { ...refusal, message: hindi };
}

/** The code of a refusal sent without one (a vanished session), for its Hindi. */
const codeOf = (error: unknown): string | undefined => (isServiceError(error) ? error.code : undefined);

function englishRefusalOf(error: unknown): Refusal | undefined {
  if (isServiceError(error)) {
    const status = (SERVICE_STATUS as Record<string, number | undefined>)[error.code];
    if (status === undefined) return undefined;
    return SENT_WITHOUT_CODE.has(error.code) ? { status, message: error.message } : { status, message: error.message, code: error.code };
  }
  if (error instanceof ResponsibleError) {
    const entry = RESPONSIBLE_REPLIES[error.code];
    return { status: entry.status, message: entry.message(error.detail), code: error.code };
  }
  if (error instanceof WalletError) return { status: error.status, message: error.playerMessage, code: error.code };
  if (error instanceof TournamentError || error instanceof FairPlayError) {
    const reply: Reply = error instanceof TournamentError ? TOURNAMENT_REPLIES[error.code] : FAIRPLAY_REPLIES[error.code];
    return { status: reply.status, message: reply.message(error.detail), code: error.code };
  }
  if (error instanceof HttpError) return error.code ? { status: error.statusCode, message: error.message, code: error.code } : { status: error.statusCode, message: error.message };
  return undefined;
}

const CRASH_MESSAGE = "Something went wrong on our side. Please try again.";

export interface ErrorScope {
  /** Account forms (SPEC.md section 5): a validation message marked with `says()` reaches the player as it is. */
  readonly specMessages?: boolean;
  /** Support's multipart uploads: busboy's limits answer with SPEC.md's attachment messages. */
  readonly multipart?: boolean;
}

/**
 * The one error handler. The app sets it for every route; the account and support modules set
 * the same handler with their scope (their form messages are SPEC.md's words).
 */
export function errorHandler(scope: ErrorScope = {}) {
  return function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const language: Language = replyLanguage(request);
    /** A sentence without a code (crash, OTP delivery, rate limit) in the request's language. */
    const say = (message: string) => (language === "hi" ? (hindiMessage(message) ?? message) : message);
    // @fastify/rate-limit throws a plain object ({ statusCode: 429, message, data }).
    if (!(error instanceof Error)) {
      const refusal = error as { statusCode?: unknown; message?: unknown };
      const status = typeof refusal.statusCode === "number" && refusal.statusCode >= 400 && refusal.statusCode < 500 ? refusal.statusCode : 500;
      const message = typeof refusal.message === "string" && status < 500 ? refusal.message : CRASH_MESSAGE;
      return reply.code(status).send(errorBody(say(message)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      if (scope.specMessages && first?.message && isSpecMessage(first.message)) return reply.code(400).send(errorBody(first.message));
      const field = first?.instancePath.replace(/^\//, "").replaceAll("/", ".") || first?.params?.["missingProperty"];
      const detail = first?.message ?? "invalid input";
      return reply.code(400).send(errorBody(field ? `${String(field)}: ${detail}` : detail));
    }
    if (scope.multipart) {
      if (error.code === "FST_FILES_LIMIT") return reply.code(400).send(errorBody(MEDIA_MESSAGES.tooMany));
      if (error.code === "FST_REQ_FILE_TOO_LARGE") return reply.code(400).send(errorBody(MEDIA_MESSAGES.videoTooBig));
      if (error.code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return reply.code(415).send(errorBody("Attachments must be sent as multipart/form-data."));
      if (error.code?.startsWith("FST_") && (error.statusCode ?? 500) < 500) return reply.code(400).send(errorBody(error.message));
    }
    if (error instanceof OtpDeliveryError) {
      request.log.warn({ err: error }, "OTP delivery failed");
      return reply.code(502).send(errorBody(say("Unable to send OTP right now. Please try again later.")));
    }
    const refusal = refusalOf(error, language);
    if (refusal) return reply.code(refusal.status).send(errorBody(refusal.message, refusal.code ? { code: refusal.code } : {}));
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send(errorBody(error.message));
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(errorBody(say(CRASH_MESSAGE)));
  };
}
