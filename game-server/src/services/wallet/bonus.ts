import type { Db } from "@rummy/db";
import { availablePaise, readAccounts, toBigInt, type AccountSpec, type OperationContext } from "@rummy/db/ledger/index";
import { playerAccount, systemAccount } from "./accounts.ts";
import { unexpiredGrantsRow } from "./repository.ts";
import { assertPositive, walletOperation, type WalletResult } from "./run.ts";

export type BonusBucket = "instant" | "locked";

export interface BonusGrant {
  readonly key: string;
  readonly userId: string;
  readonly amountPaise: bigint;
  readonly bucket: BonusBucket;
  /** When the unused part lapses; none means it never does. */
  readonly expiresAt?: Date;
  /** Why: referral, first_deposit, spin, promotion, ... (the referral list filters on it). */
  readonly source: string;
  readonly referredUserId?: string;
  /** Stored with the grant: users belong to another module, so the list cannot join them. */
  readonly referredUserName?: string;
}

function bucketAccount(userId: string, bucket: BonusBucket): AccountSpec {
  return playerAccount(userId, bucket === "instant" ? "bonus_instant" : "bonus_locked");
}

/** Bonus expense pays the player's bucket; the grant remembers its expiry. */
export async function grantBonus(db: Db, g: BonusGrant): Promise<WalletResult<{ grantedPaise: bigint }>> {
  assertPositive(g.amountPaise);
  const account = bucketAccount(g.userId, g.bucket);
  const expense = systemAccount("bonus_expense");
  const metadata = { source: g.source, referredUserId: g.referredUserId ?? null, referredUserName: g.referredUserName ?? null };
  return walletOperation(db, {
    id: g.key,
    kind: "wallet.grantBonus",
    userId: account.ownerUserId,
    request: { amountPaise: g.amountPaise, bucket: g.bucket, expiresAt: g.expiresAt ?? null, ...metadata },
    accounts: [account, expense],
    plan: (ctx) => {
      ctx.transfer({ leg: "grant", debit: expense.id, credit: account.id, amountPaise: g.amountPaise, code: "bonus", expiresAt: g.expiresAt, metadata });
      return { grantedPaise: g.amountPaise };
    },
  });
}

/**
 * Within an operation that locked the bucket and bonus expense: returns what has lapsed to bonus
 * expense. Whatever the bucket holds beyond its unexpired grants must come from expired ones
 * (players spend the soonest-expiring bonus first), so the lapsed amount is
 * max(0, available − unexpired grants) — no per-grant bookkeeping needed.
 */
export async function planBonusExpiry(ctx: OperationContext, account: AccountSpec, now: Date): Promise<bigint> {
  const available = ctx.available(account.id);
  if (available <= 0n) return 0n;
  const lapsed = available - (await unexpiredGrants(ctx.tx, account.id, now));
  if (lapsed <= 0n) return 0n;
  ctx.transfer({ leg: `expire-${account.kind}`, debit: account.id, credit: systemAccount("bonus_expense").id, amountPaise: lapsed, code: "bonus_expiry" });
  return lapsed;
}

async function unexpiredGrants(db: Db, accountId: string, now: Date): Promise<bigint> {
  return toBigInt((await unexpiredGrantsRow(db, accountId, now))?.["unexpired"]);
}

/**
 * Before bonus is spent: sweeps lapsed bonus only when some has lapsed (one read otherwise), so a
 * buy-in does not have to lock the shared bonus expense account.
 */
export async function expireBonusesIfDue(db: Db, userId: string, now = new Date()): Promise<void> {
  const instant = bucketAccount(userId, "instant");
  const account = (await readAccounts(db, [instant.id])).get(instant.id);
  if (!account || availablePaise(account) <= 0n) return;
  if (availablePaise(account) > (await unexpiredGrants(db, instant.id, now))) await expireBonuses(db, userId, now);
}

/** The expiry sweep for one player (a job runs it; entry fees run it first when bonus has lapsed). */
export async function expireBonuses(db: Db, userId: string, now = new Date()): Promise<WalletResult<{ expiredPaise: bigint }>> {
  const instant = bucketAccount(userId, "instant");
  const locked = bucketAccount(userId, "locked");
  return walletOperation(db, {
    id: `bonus-expiry:${instant.ownerUserId}:${now.toISOString()}`,
    kind: "wallet.expireBonuses",
    userId: instant.ownerUserId,
    request: { at: now },
    accounts: [instant, locked, systemAccount("bonus_expense")],
    reads: true,
    plan: async (ctx) => ({ expiredPaise: (await planBonusExpiry(ctx, instant, now)) + (await planBonusExpiry(ctx, locked, now)) }),
  });
}

/**
 * Locked bonus released as the player plays (the rule deciding how much belongs to the bonus
 * module): it moves into the deposit account — playable cash, not withdrawable until won.
 */
export async function releaseLockedBonus(db: Db, input: { key: string; userId: string; amountPaise: bigint }, now = new Date()): Promise<WalletResult<{ releasedPaise: bigint }>> {
  assertPositive(input.amountPaise);
  const locked = bucketAccount(input.userId, "locked");
  const deposit = playerAccount(input.userId, "deposit");
  return walletOperation(db, {
    id: input.key,
    kind: "wallet.releaseLockedBonus",
    userId: locked.ownerUserId,
    request: { amountPaise: input.amountPaise },
    accounts: [locked, deposit, systemAccount("bonus_expense")],
    reads: true,
    plan: async (ctx) => {
      await planBonusExpiry(ctx, locked, now);
      ctx.transfer({ leg: "release", debit: locked.id, credit: deposit.id, amountPaise: input.amountPaise, code: "bonus_release" });
      return { releasedPaise: input.amountPaise };
    },
  });
}
