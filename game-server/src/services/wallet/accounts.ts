import type { AccountSpec, Currency } from "@rummy/db/ledger/index";
import { WalletError } from "./errors.ts";

/**
 * The chart of accounts (DESIGN.md "Money"). Ids are derived from what an account is, so any
 * operation can name an account and the ledger creates it on first use: players are never
 * "opened" at registration.
 */
export const PLAYER_KINDS = ["deposit", "winnings", "bonus_instant", "bonus_locked", "practice"] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];

export const SYSTEM_KINDS = [
  "gateway_clearing",
  "payout_clearing",
  "rake_revenue",
  "gst_payable",
  "tds_payable",
  "bonus_expense",
  "practice_mint",
] as const;
export type SystemKind = (typeof SYSTEM_KINDS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REF = /^[A-Za-z0-9_-]{1,64}$/;

export function assertUserId(userId: string): string {
  if (!UUID.test(userId)) throw new WalletError("wallet/invalid_request", `Not a user id: ${userId}`);
  return userId.toLowerCase();
}

export function assertRefId(refId: string, what: string): string {
  if (!REF.test(refId)) throw new WalletError("wallet/invalid_request", `Not a ${what} id: ${refId}`);
  return refId;
}

export function playerAccount(userId: string, kind: PlayerKind): AccountSpec {
  const owner = assertUserId(userId);
  return {
    id: `p:${owner}:${kind}`,
    kind,
    currency: kind === "practice" ? "PRACTICE" : "INR",
    ownerUserId: owner,
    refId: null,
    allowNegative: false,
  };
}

/** System accounts may go negative: a clearing account mirrors money outside the platform. */
export function systemAccount(kind: SystemKind, currency: Currency = "INR"): AccountSpec {
  return { id: `s:${kind}:${currency}`, kind, currency, ownerUserId: null, refId: null, allowNegative: true };
}

/**
 * A player's money at one table: the "table escrow" of DESIGN.md, one per seat so the database
 * itself keeps each stack from going below zero.
 */
export function tableEscrow(tableId: string, userId: string, currency: Currency): AccountSpec {
  const owner = assertUserId(userId);
  return {
    id: `t:${assertRefId(tableId, "table")}:${owner}:${currency}`,
    kind: "table_escrow",
    currency,
    ownerUserId: owner,
    refId: tableId,
    allowNegative: false,
  };
}

/**
 * A tournament's prize pool. It may go negative: a guaranteed prize pool larger than the entries
 * (an overlay) is the operator's cost, visible as the pool's negative balance.
 */
export function tournamentPool(tournamentId: string, currency: Currency = "INR"): AccountSpec {
  const id = `tp:${assertRefId(tournamentId, "tournament")}`;
  return {
    // Practice-chip tournaments have a pool of their own currency; the cash pool keeps its old id.
    id: currency === "INR" ? id : `${id}:${currency}`,
    kind: "tournament_pool",
    currency,
    ownerUserId: null,
    refId: tournamentId,
    allowNegative: true,
  };
}

/** The accounts a cash buy-in or entry fee may draw on, in spending order after bonus. */
export function cashSources(userId: string): { deposit: AccountSpec; winnings: AccountSpec; bonus: AccountSpec } {
  return { deposit: playerAccount(userId, "deposit"), winnings: playerAccount(userId, "winnings"), bonus: playerAccount(userId, "bonus_instant") };
}
