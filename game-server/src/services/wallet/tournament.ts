import type { Db } from "@rummy/db";
import { holdsOfRef, markRefClosed, type AccountSpec, type Currency, type OperationContext } from "@rummy/db/ledger/index";
import { assertUserId, cashSources, playerAccount, systemAccount, tournamentPool } from "./accounts.ts";
import { expireBonusesIfDue } from "./bonus.ts";
import { assertRefOpen } from "./buy-in.ts";
import { WalletError } from "./errors.ts";
import { netFlow } from "./flows.ts";
import { tournamentHolders } from "./repository.ts";
import { walletPolicy } from "./policy.ts";
import { assertPositive, walletOperation, type WalletResult } from "./run.ts";
import { splitSpend } from "./spend.ts";

export interface TournamentSeat {
  readonly key: string;
  readonly userId: string;
  readonly tournamentId: string;
  /** INR (cash entry, the default) or PRACTICE (practice-chip tournaments). */
  readonly currency?: Currency;
  /**
   * The operation id of one entry's hold: only that entry is resolved. Without it every pending
   * entry hold of the player in this tournament is (the tournaments service always passes it, so
   * a stale hold from an earlier entry can never be posted with a later one).
   */
  readonly entryKey?: string;
}

/** The player's accounts an entry may draw on, in the tournament's currency. */
function entrySources(userId: string, currency: Currency): AccountSpec[] {
  return currency === "INR" ? Object.values(cashSources(userId)) : [playerAccount(userId, "practice")];
}

/** Optional request fields, present only when set, so requests without them hash as before. */
function entryExtras(input: TournamentSeat): { currency?: string; entryKey?: string } {
  return { ...(input.currency && input.currency !== "INR" ? { currency: input.currency } : {}), ...(input.entryKey ? { entryKey: input.entryKey } : {}) };
}

/**
 * Registration: a cash entry fee is held from bonus (up to bonusUsePercent), deposit, then
 * winnings; a practice entry from practice chips.
 */
export async function enterTournament(
  db: Db,
  input: TournamentSeat & { entryFeePaise: bigint; expiresAt: Date },
  now = new Date(),
): Promise<WalletResult<{ fromDepositPaise: bigint; fromWinningsPaise: bigint; fromBonusPaise: bigint }>> {
  assertPositive(input.entryFeePaise);
  if (input.currency === "PRACTICE") return enterPracticeTournament(db, input);
  const pool = tournamentPool(input.tournamentId);
  const { deposit, winnings, bonus } = cashSources(input.userId);
  const policy = await walletPolicy(db);
  const ref = { kind: "tournament" as const, id: input.tournamentId };
  await expireBonusesIfDue(db, input.userId, now);
  return walletOperation(db, {
    id: input.key,
    kind: "wallet.enterTournament",
    userId: deposit.ownerUserId,
    request: { tournamentId: input.tournamentId, entryFeePaise: input.entryFeePaise, expiresAt: input.expiresAt },
    accounts: [deposit, winnings, bonus, pool],
    refs: [ref],
    plan: (ctx) => {
      assertRefOpen(ctx, "tournament", input.tournamentId);
      const split = splitSpend({
        amountPaise: input.entryFeePaise,
        depositAvailablePaise: ctx.available(deposit.id),
        winningsAvailablePaise: ctx.available(winnings.id),
        bonusAvailablePaise: ctx.available(bonus.id),
        bonusUsePercent: policy.bonusUsePercent,
      });
      if (!split) throw new WalletError("wallet/insufficient_funds", `entry fee ${input.entryFeePaise} for ${input.tournamentId}`);
      const hold = { credit: pool.id, phase: "pending" as const, ref, expiresAt: input.expiresAt };
      if (split.bonusPaise > 0n) ctx.transfer({ ...hold, leg: "bonus", debit: bonus.id, amountPaise: split.bonusPaise, code: "bonus_use" });
      if (split.depositPaise > 0n) ctx.transfer({ ...hold, leg: "deposit", debit: deposit.id, amountPaise: split.depositPaise, code: "entry_fee" });
      if (split.winningsPaise > 0n) ctx.transfer({ ...hold, leg: "winnings", debit: winnings.id, amountPaise: split.winningsPaise, code: "entry_fee" });
      return { fromDepositPaise: split.depositPaise, fromWinningsPaise: split.winningsPaise, fromBonusPaise: split.bonusPaise };
    },
  });
}

async function enterPracticeTournament(
  db: Db,
  input: TournamentSeat & { entryFeePaise: bigint; expiresAt: Date },
): Promise<WalletResult<{ fromDepositPaise: bigint; fromWinningsPaise: bigint; fromBonusPaise: bigint }>> {
  const practice = playerAccount(input.userId, "practice");
  const pool = tournamentPool(input.tournamentId, "PRACTICE");
  const ref = { kind: "tournament" as const, id: input.tournamentId };
  return walletOperation(db, {
    id: input.key,
    kind: "wallet.enterTournament",
    userId: practice.ownerUserId,
    request: { tournamentId: input.tournamentId, entryFeePaise: input.entryFeePaise, expiresAt: input.expiresAt, currency: "PRACTICE" },
    accounts: [practice, pool],
    refs: [ref],
    plan: (ctx) => {
      assertRefOpen(ctx, "tournament", input.tournamentId);
      if (ctx.available(practice.id) < input.entryFeePaise) throw new WalletError("wallet/insufficient_funds", `practice entry ${input.entryFeePaise} for ${input.tournamentId}`);
      ctx.transfer({ leg: "practice", debit: practice.id, credit: pool.id, amountPaise: input.entryFeePaise, code: "entry_fee", phase: "pending", ref, expiresAt: input.expiresAt });
      return { fromDepositPaise: 0n, fromWinningsPaise: 0n, fromBonusPaise: 0n };
    },
  });
}

/** Pending entry holds of one player (or of one entry), resolved one way: posted at start, voided on withdrawal. */
async function resolveEntry(ctx: OperationContext, input: TournamentSeat, action: "post" | "void"): Promise<bigint> {
  const sources = entrySources(input.userId, input.currency ?? "INR").map((a) => a.id);
  const holds = (await holdsOfRef(ctx.tx, "tournament", input.tournamentId)).filter(
    (h) => sources.includes(h.debitAccountId) && (input.entryKey === undefined || h.operationId === input.entryKey),
  );
  let total = 0n;
  holds.forEach((hold, i) => {
    if (action === "post") ctx.post(hold, `post-${i}`);
    else ctx.void(hold, `void-${i}`);
    total += hold.amountPaise;
  });
  return total;
}

function entryOperation(db: Db, input: TournamentSeat, action: "post" | "void") {
  const currency = input.currency ?? "INR";
  return walletOperation(db, {
    id: input.key,
    kind: action === "post" ? "wallet.postTournamentEntry" : "wallet.withdrawTournamentEntry",
    userId: assertUserId(input.userId),
    request: { tournamentId: input.tournamentId, ...entryExtras(input) },
    accounts: [...entrySources(input.userId, currency), tournamentPool(input.tournamentId, currency)],
    reads: true,
    plan: async (ctx) => ({ resolvedPaise: await resolveEntry(ctx, input, action) }),
  });
}

/** The tournament starts: the player's entry moves into the prize pool for good. */
export const postTournamentEntry = (db: Db, input: TournamentSeat) => entryOperation(db, input, "post");
/** SPEC.md's "Withdraw" from a tournament before it starts: the entry hold is voided. */
export const withdrawFromTournament = (db: Db, input: TournamentSeat) => entryOperation(db, input, "void");

export interface Prize {
  readonly userId: string;
  readonly amountPaise: bigint;
  readonly round: number;
  readonly position: number;
}

const MAX_PRIZES_PER_OPERATION = 100;

/** Prizes from the pool to winners' winnings, and the platform fee to rake, in one operation. */
export async function awardTournamentPrizes(
  db: Db,
  input: { key: string; tournamentId: string; prizes: readonly Prize[]; feePaise: bigint },
): Promise<WalletResult<{ prizesPaise: bigint; feePaise: bigint }>> {
  if (input.prizes.length > MAX_PRIZES_PER_OPERATION) throw new WalletError("wallet/invalid_request", "split prizes into batches of 100");
  if (input.feePaise < 0n) throw new WalletError("wallet/invalid_amount", "negative fee");
  const pool = tournamentPool(input.tournamentId);
  const rake = systemAccount("rake_revenue");
  const ref = { kind: "tournament" as const, id: input.tournamentId };
  return walletOperation(db, {
    id: input.key,
    kind: "wallet.awardTournamentPrizes",
    request: { tournamentId: input.tournamentId, prizes: input.prizes.map((p) => ({ ...p })), feePaise: input.feePaise },
    accounts: [pool, rake, ...input.prizes.map((p) => playerAccount(p.userId, "winnings"))],
    plan: (ctx) => {
      let prizesPaise = 0n;
      input.prizes.forEach((p, i) => {
        const metadata = { round: p.round, position: p.position };
        ctx.transfer({ leg: `prize-${i}`, debit: pool.id, credit: playerAccount(p.userId, "winnings").id, amountPaise: assertPositive(p.amountPaise), code: "prize", ref, metadata });
        prizesPaise += p.amountPaise;
      });
      if (input.feePaise > 0n) ctx.transfer({ leg: "fee", debit: pool.id, credit: rake.id, amountPaise: input.feePaise, code: "rake", ref });
      return { prizesPaise, feePaise: input.feePaise };
    },
  });
}

/**
 * Practice-chip prizes (game-server/TOURNAMENTS.md "Chip prizes"): from the tournament's practice
 * pool (the posted practice entries) to the winners' practice accounts, in one operation per key.
 * `mintPaise` first brings into the pool what the prizes need above the entries (a free roll, or
 * a guarantee above them) from the practice mint; `restPaise` returns what the prizes leave (a
 * rake, or fixed prizes below the entries) to the mint, so the pool ends at zero. Chips never
 * touch an INR account: every account here is PRACTICE.
 */
export async function awardTournamentChipPrizes(
  db: Db,
  input: { key: string; tournamentId: string; prizes: readonly Prize[]; mintPaise: bigint; restPaise: bigint },
): Promise<WalletResult<{ prizesPaise: bigint; mintedPaise: bigint; restPaise: bigint }>> {
  if (input.prizes.length > MAX_PRIZES_PER_OPERATION) throw new WalletError("wallet/invalid_request", "split prizes into batches of 100");
  if (input.mintPaise < 0n || input.restPaise < 0n) throw new WalletError("wallet/invalid_amount", `mint ${input.mintPaise}, rest ${input.restPaise}`);
  if (input.mintPaise > 0n && input.restPaise > 0n) throw new WalletError("wallet/invalid_request", "a chip prize batch mints into the pool or returns its rest, not both");
  const pool = tournamentPool(input.tournamentId, "PRACTICE");
  const mint = systemAccount("practice_mint", "PRACTICE");
  const ref = { kind: "tournament" as const, id: input.tournamentId };
  return walletOperation(db, {
    id: input.key,
    kind: "wallet.awardTournamentChipPrizes",
    request: { tournamentId: input.tournamentId, prizes: input.prizes.map((p) => ({ ...p })), mintPaise: input.mintPaise, restPaise: input.restPaise },
    accounts: [pool, mint, ...input.prizes.map((p) => playerAccount(p.userId, "practice"))],
    plan: (ctx) => {
      if (input.mintPaise > 0n) ctx.transfer({ leg: "mint", debit: mint.id, credit: pool.id, amountPaise: input.mintPaise, code: "practice_topup", ref, metadata: { source: "tournament" } });
      let prizesPaise = 0n;
      input.prizes.forEach((p, i) => {
        const metadata = { round: p.round, position: p.position };
        ctx.transfer({ leg: `prize-${i}`, debit: pool.id, credit: playerAccount(p.userId, "practice").id, amountPaise: assertPositive(p.amountPaise), code: "prize", ref, metadata });
        prizesPaise += p.amountPaise;
      });
      if (input.restPaise > 0n) ctx.transfer({ leg: "rest", debit: pool.id, credit: mint.id, amountPaise: input.restPaise, code: "rake", ref });
      return { prizesPaise, mintedPaise: input.mintPaise, restPaise: input.restPaise };
    },
  });
}

async function entrants(db: Db, tournamentId: string, currency: Currency): Promise<string[]> {
  const rows = await tournamentHolders(db, tournamentId, currency);
  return rows.map((r) => assertUserId(String(r.owner_user_id)));
}

/**
 * A cancelled tournament: each entrant's pending hold is voided and a posted entry refunded to
 * the accounts it came from; then the tournament is closed.
 */
export async function cancelTournament(
  db: Db,
  input: { key: string; tournamentId: string; currency?: Currency },
): Promise<{ players: number; refundedPaise: bigint }> {
  const currency = input.currency ?? "INR";
  const pool = tournamentPool(input.tournamentId, currency);
  let refundedPaise = 0n;
  const players = await entrants(db, input.tournamentId, currency);
  for (const userId of players) {
    const sources = entrySources(userId, currency);
    const result = await walletOperation(db, {
      id: `${input.key}:${userId}`,
      kind: "wallet.cancelTournamentEntry",
      userId,
      request: { tournamentId: input.tournamentId, ...(currency === "INR" ? {} : { currency }) },
      accounts: [...sources, pool],
      reads: true,
      plan: async (ctx) => {
        await resolveEntry(ctx, { key: input.key, userId, tournamentId: input.tournamentId, currency }, "void");
        let refunded = 0n;
        for (const source of sources) {
          const paid = await netFlow(ctx.tx, source.id, pool.id);
          if (paid <= 0n) continue;
          ctx.transfer({ leg: `refund-${source.kind}`, debit: pool.id, credit: source.id, amountPaise: paid, code: "refund", ref: { kind: "tournament", id: input.tournamentId } });
          refunded += paid;
        }
        return { refundedPaise: refunded };
      },
    });
    refundedPaise += result.refundedPaise;
  }
  await markRefClosed(db, "tournament", input.tournamentId);
  return { players: players.length, refundedPaise };
}

/** After the last prize: any entry hold still pending is voided, and the tournament is closed. */
export async function closeTournament(db: Db, input: { key: string; tournamentId: string; currency?: Currency }): Promise<{ voided: number }> {
  const currency = input.currency ?? "INR";
  const players = await entrants(db, input.tournamentId, currency);
  for (const userId of players) await withdrawFromTournament(db, { key: `${input.key}:${userId}`, userId, tournamentId: input.tournamentId, currency });
  await markRefClosed(db, "tournament", input.tournamentId);
  return { voided: players.length };
}
