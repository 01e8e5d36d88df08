import type { Db } from "@rummy/db";
import { findUserById } from "../auth/repository.ts";
import { locationRefusal } from "../compliance/restricted.ts";
import { kycLevel } from "../kyc/level.ts";
import { assertDepositPermitted } from "../responsible/gate.ts";
import type { PaymentSettings } from "./settings.ts";
import { depositRefusal, GATE_MESSAGES, type DepositErrorCode } from "./errors.ts";

type GateCode = Extract<DepositErrorCode, `compliance/${string}`>;


/**
 * The compliance gates in front of money (DESIGN.md "Compliance"): the money-games switch,
 * restricted states, age, and KYC as the KYC module grades it (`kycLevel`: basic = a verified
 * PAN to deposit, full = approved PAN + Aadhaar to withdraw). Each refusal is a 403 with a message
 * the player can act on. The location rule (a recent, allowed location check) is the accounts
 * module's `locationRefusal`, the one the cash gate `assertCashAllowed` applies to cash seats.
 */
export { GATE_MESSAGES };

function refuse(code: GateCode): never {
  throw depositRefusal(code);
}

function ageOn(dob: string, now: Date): number {
  const [y, m, d] = dob.split("-").map(Number);
  if (!y || !m || !d) return 0;
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age--;
  return age;
}

async function playerOrRefuse(db: Db, userId: string) {
  const user = await findUserById(db, userId);
  if (!user || user.status !== "active") refuse("compliance/blocked");
  return user;
}

function assertLocation(settings: PaymentSettings, state: string | null): void {
  const restricted = settings.compliance.restrictedStates.map((s) => s.toLowerCase());
  if (state && restricted.includes(state.trim().toLowerCase())) refuse("compliance/restricted_state");
}

/**
 * Where the player is for a deposit: the latest location check (coordinates cross-checked with
 * the request's address), recent enough and allowed. Never the profile address: it is typed.
 */
function assertCheckedLocation(settings: PaymentSettings, user: { lastKnownState: string | null; lastLocationAt: Date | null }, now: Date): void {
  const where = locationRefusal(settings.compliance, user, now);
  if (where === "unknown") refuse("compliance/location_unknown");
  if (where === "stale") refuse("compliance/location_stale");
  if (where === "restricted") refuse("compliance/restricted_state");
}

/** Deposits (every channel): money games on, no self-exclusion, a recent allowed location check, 18+, basic KYC (a verified PAN). */
export async function assertDepositAllowed(db: Db, userId: string, settings: PaymentSettings, now = new Date()): Promise<void> {
  if (!settings.compliance.moneyGamesEnabled) refuse("compliance/money_games_off");
  const user = await playerOrRefuse(db, userId);
  // A self-exclusion or cool-off closes every deposit channel (withdrawals stay open).
  await assertDepositPermitted(db, userId, now);
  assertCheckedLocation(settings, user, now);
  if (!user.dob) refuse("compliance/no_dob");
  if (ageOn(user.dob, now) < settings.compliance.minimumAge) refuse("compliance/under_age");
  const level = await kycLevel(db, userId);
  if (level === "none") refuse("compliance/basic_kyc");
}

/**
 * Withdrawals: open even when money games are off (a player can always take existing money out),
 * not in a restricted state, and full KYC: approved, with PAN and Aadhaar both verified.
 */
export async function assertWithdrawalAllowed(db: Db, userId: string, settings: PaymentSettings): Promise<void> {
  if (!settings.compliance.withdrawalsEnabled) refuse("compliance/withdrawals_off");
  const user = await playerOrRefuse(db, userId);
  assertLocation(settings, user.lastKnownState ?? user.state);
  if ((await kycLevel(db, userId)) !== "full") refuse("compliance/full_kyc");
}
