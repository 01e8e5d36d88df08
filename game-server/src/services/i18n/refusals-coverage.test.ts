import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FORM_MESSAGES } from "@rummy/shared-rules/contract/payout-forms";
import { FAIRPLAY_REPLIES, TOURNAMENT_REPLIES } from "../../api/refusals/module-replies.ts";
import { SERVICE_STATUS } from "../../api/refusals/service-status.ts";
import { IDEMPOTENCY_MESSAGES } from "../../api/idempotency.ts";
import { MESSAGES as PAYOUT_STATUS_MESSAGES } from "../../api/transactions/withdrawals.ts";
import { AUTH_ERRORS } from "../auth/errors.ts";
import { CASH_GATE_MESSAGES, COMPLIANCE_ERRORS } from "../compliance/errors.ts";
import { DEPOSIT_ERRORS, DEPOSIT_MESSAGES } from "../deposits/errors.ts";
import { KYC_ERRORS } from "../kyc/errors.ts";
import { LOBBY_ERRORS } from "../lobby/errors.ts";
import { OTP_ERRORS } from "../otp/errors.ts";
import { PROFILE_ERRORS } from "../profile/errors.ts";
import { SPIN_ERRORS } from "../spin/errors.ts";
import { SUPPORT_ERRORS } from "../support/errors.ts";
import { WALLET_ERRORS } from "../wallet/errors.ts";
import { WITHDRAWAL_ERRORS } from "../withdrawals/errors.ts";
import { hindiMessage } from "./refusals-hi.ts";

/**
 * Issue 21: every refusal code the API can answer with has its Hindi. The codes come from the
 * status tables (SERVICE_STATUS, the tournaments' and fair play's replies), the wallet's catalogue
 * and the routes' own `HttpError`s (read out of the sources, so a new one without Hindi fails);
 * each code's English is built from its catalogue with sample details.
 */

const CATALOGUES = [AUTH_ERRORS, COMPLIANCE_ERRORS, DEPOSIT_ERRORS, KYC_ERRORS, LOBBY_ERRORS, OTP_ERRORS, PROFILE_ERRORS, SPIN_ERRORS, SUPPORT_ERRORS, WITHDRAWAL_ERRORS] as const;

/** Every string the payout forms can refuse with, a function one with a sample. */
const formSentences = Object.values(FORM_MESSAGES).flatMap((m) => (typeof m === "string" ? [m] : []));
const payoutFormSentences = [...formSentences, FORM_MESSAGES.rtgsMinimum(20_000_000n), FORM_MESSAGES.debitRemarks(30), FORM_MESSAGES.minimum("100")];

/** Sample details for a catalogue entry that is a function of them: each list is one refusal. */
const SAMPLES: Readonly<Record<string, readonly (readonly unknown[])[]>> = {
  "amount/required": [[DEPOSIT_MESSAGES.amountRequired], [FORM_MESSAGES.amountRequired], [FORM_MESSAGES.amountRequiredGateway], [FORM_MESSAGES.amountPositive], ["Deposit limit is required"]],
  "amount/invalid": [[DEPOSIT_MESSAGES.amountInvalid], [FORM_MESSAGES.amountRequired], [FORM_MESSAGES.amountPositive], ["Deposit limit must be an amount in rupees"]],
  "amount/decimals": [[], [FORM_MESSAGES.amountDecimals]],
  "deposit/maximum": [[5_000_000n], [4_999_950n]],
  "deposit/minimum": [[1_000n], [10_050n]],
  "deposit/promotion_range": [[10_000n, 10_000_000n]],
  "deposit/bank_refused": [["Insufficient funds in account"]],
  "deposit/gateway_link_amount": [[250_000n]],
  "deposit/daily_limit": [[1_000_000n, 250_000n]],
  "deposit/weekly_limit": [[5_000_000n, 1_250_050n]],
  "deposit/monthly_limit": [[20_000_000n, 0n]],
  "deposit/limit_invalid": [["Daily"], ["Weekly"], ["Monthly"]],
  "deposit/limit_above_ceiling": [
    ["Daily", 10_000_000n],
    ["Weekly", 50_000_000n],
    ["Monthly", 200_000_000n],
  ],
  "lobby/busy": [[], ["seat"], ["private_table"]],
  "otp/exhausted": [[], [true], [false]],
  "otp/countdown": [[30], [1]],
  "support/too_big": [["image"], ["video"], [undefined]],
  "payout/invalid": payoutFormSentences.map((m) => [m]),
  "payout/bank_mismatch": [["1234"]],
  "withdrawal/minimum": [[10_000n]],
  "withdrawal/maximum": [[2_000_000n]],
  "withdrawal/rtgs_minimum": [[20_000_000n]],
  "withdrawal/count": [[3]],
  "withdrawal/daily_amount": [[5_000_000n, 1_000_050n]],
};

interface Case {
  readonly code: string;
  readonly english: string;
}

/** The English of one catalogue entry: itself, or each sample's sentence. */
function sentencesOf(code: string, entry: string | ((...details: never[]) => string)): Case[] {
  if (typeof entry === "string") return [{ code, english: entry }];
  const samples = SAMPLES[code];
  if (!samples) throw new Error(`${code}: its sentence is a function; give SAMPLES its details`);
  return samples.map((details) => ({ code, english: (entry as (...d: unknown[]) => string)(...details) }));
}

const serviceCases: Case[] = CATALOGUES.flatMap((catalogue) => Object.entries(catalogue).flatMap(([code, entry]) => sentencesOf(code, entry)));

const tournamentCases: Case[] = Object.entries(TOURNAMENT_REPLIES).flatMap(([code, reply]) =>
  code === "tournament/cash_refused" ? [undefined, "", ...Object.values(CASH_GATE_MESSAGES)].map((detail) => ({ code, english: reply.message(detail) })) : [{ code, english: reply.message(undefined) }],
);
const fairPlayCases: Case[] = Object.entries(FAIRPLAY_REPLIES).flatMap(([code, reply]) =>
  [undefined, "comment too long", "reporting oneself", "nothing named"].map((detail) => ({ code, english: reply.message(detail) })),
);
const walletCases: Case[] = Object.entries(WALLET_ERRORS).map(([code, { message }]) => ({ code, english: message }));

/** What the PAN, Aadhaar and DigiLocker checks say when they fail (ours, the sandbox's and Zoop's fallbacks), and one Zoop wording we do not know. */
const KYC_REASONS = [
  "The name on the PAN does not match your profile name",
  "PAN details do not match the records",
  "PAN verification failed",
  "Aadhaar number does not exist",
  "Aadhaar OTP could not be sent",
  "Aadhaar OTP request has expired. Please request a new OTP.",
  "Aadhaar verification failed",
  "Aadhaar record not found in DigiLocker",
  "DigiLocker verification failed",
  "The Aadhaar in DigiLocker does not match the number entered",
  "Invalid PAN number",
];
/** `kyc/failed` as api/profile/kyc-routes.ts words it: the reason, and the review notice after the last attempt. */
const kycFailed = (reason: string, suspended: boolean) => `${reason}.${suspended ? " Your KYC is now under manual review." : ""}`.replace("..", ".");

/** The routes' own refusals (`new HttpError(status, sentence, code)`), with the sentences they send. */
const ROUTE_CASES: Case[] = [
  { code: "auth/missing_token", english: "Authentication Error, Please try logging again" },
  { code: "auth/invalid_token", english: "Authentication Error, Please try logging again" },
  { code: "tables/no_such_deal", english: "Deal not found." },
  { code: "tables/not_revealed", english: "The seed is revealed once the deal is settled." },
  { code: "lobby/no_such_table", english: "There is no such table. Please choose one from the lobby." },
  { code: "lobby/no_such_table", english: "There is no such table." },
  { code: "lobby/bad_point_value", english: "Please choose a point value from the slider." },
  // services/tables/options.ts: test options a join carries (the web sends none).
  { code: "lobby/bad_options", english: "room options: seedHex: Invalid string" },
  { code: "lobby/bad_options", english: "Room options are not accepted: the server sets every table's shuffle and timers." },
  { code: "lobby/bad_options", english: "Room options are never accepted on cash tables." },
  { code: "history/no_such_deal", english: "No such game in your history." },
  { code: "history/unreplayable", english: "This deal was voided and its moves cannot be replayed." },
  { code: "payout/not_found", english: PAYOUT_STATUS_MESSAGES.notFound },
  { code: "kyc/unavailable", english: "Gateway Error" },
  ...KYC_REASONS.flatMap((reason) => [false, true].map((suspended) => ({ code: "kyc/failed", english: kycFailed(reason, suspended) }))),
  { code: "support/not_found", english: "Ticket not found." },
  { code: "support/not_multipart", english: "Attachments must be sent as multipart/form-data." },
  { code: "support/unknown_category", english: "Please select an issue" },
  { code: "idempotency/bad_key", english: IDEMPOTENCY_MESSAGES.badKey },
  { code: "idempotency/key_reused", english: IDEMPOTENCY_MESSAGES.reused },
  { code: "idempotency/in_progress", english: IDEMPOTENCY_MESSAGES.inProgress },
  // @fastify/rate-limit's refusal (app.ts).
  { code: "http/rate_limited", english: "Too many requests. Please try again in 42 seconds." },
  { code: "http/rate_limited", english: "Too many requests. Please try again in 1 second." },
];

/**
 * Codes never shown to a player, so they keep their English. Empty today: even the operator's
 * fair-play codes and the test-only table options are answered in Hindi. Add a code here only
 * with the reason no player can read it.
 */
const NEVER_SHOWN: ReadonlySet<string> = new Set<string>([]);

/** The `code` of every `new HttpError(…, "area/name")` under api/. */
function routeCodes(): string[] {
  const dir = new URL("../../api/", import.meta.url);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .flatMap((f) => readFileSync(new URL(f, dir), "utf8").split("\n"))
    .filter((line) => line.includes("new HttpError("))
    .flatMap((line) => [...line.matchAll(/"([a-z]+\/[A-Za-z_]+)"\s*\)/g)].map((m) => m[1] ?? ""));
}

/** `₹1,00,000` and plain numbers, as digits: a figure is the same whichever way it is grouped. */
const figuresOf = (text: string): string[] => [...text.matchAll(/\d+(?:,\d+)*(?:\.\d+)?/g)].map((m) => m[0].replace(/,/g, ""));

const ALL: Case[] = [...serviceCases, ...tournamentCases, ...fairPlayCases, ...walletCases, ...ROUTE_CASES];

describe("every refusal the API sends has its Hindi (issue 21)", () => {
  it("builds a sentence for every code of the status tables, the wallet and the routes", () => {
    const covered = new Set(ALL.map((c) => c.code));
    const codes = [...Object.keys(SERVICE_STATUS), ...Object.keys(TOURNAMENT_REPLIES), ...Object.keys(FAIRPLAY_REPLIES), ...Object.keys(WALLET_ERRORS), ...routeCodes()];
    expect(routeCodes()).toContain("idempotency/in_progress");
    expect(codes.filter((code) => !covered.has(code))).toEqual([]);
    expect(covered.size).toBeGreaterThanOrEqual(150);
  });

  it("answers each code's English in Devanagari, with the English's figures", () => {
    const missing: string[] = [];
    const lostFigures: string[] = [];
    for (const { code, english } of ALL) {
      if (NEVER_SHOWN.has(code)) continue;
      const hindi = hindiMessage(english, code);
      if (!hindi || !/[\u0900-\u097F]/.test(hindi)) {
        missing.push(`${code}: ${english}`);
        continue;
      }
      const inHindi = figuresOf(hindi);
      const lost = figuresOf(english).filter((f) => !inHindi.includes(f));
      if (lost.length > 0) lostFigures.push(`${code}: ${english} -> ${hindi} (lost ${lost.join(", ")})`);
    }
    expect(missing).toEqual([]);
    expect(lostFigures).toEqual([]);
  });

  it("keeps the ₹ of an amount", () => {
    for (const { code, english } of ALL) {
      const hindi = hindiMessage(english, code) ?? "";
      const rupees = (t: string) => [...t.matchAll(/₹\d+(?:,\d+)*(?:\.\d+)?/g)].map((m) => m[0].replace(/,/g, ""));
      for (const amount of rupees(english)) expect(rupees(hindi), `${code}: ${english}`).toContain(amount);
    }
  });
});
