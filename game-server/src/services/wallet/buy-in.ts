import type { Db } from "@rummy/db";
import { holdsOfRef, type Currency, type OperationContext } from "@rummy/db/ledger/index";
import { cashSources, playerAccount, tableEscrow } from "./accounts.ts";
import { expireBonusesIfDue } from "./bonus.ts";
import { WalletError } from "./errors.ts";
import { walletPolicy } from "./policy.ts";
import { topUpPracticeChips } from "./practice.ts";
import { assertPositive, walletOperation, type WalletResult } from "./run.ts";
import { splitSpend } from "./spend.ts";
import { timed } from "../timings.ts";

export interface SeatRef {
  readonly key: string;
  readonly userId: string;
  readonly tableId: string;
  /** PRACTICE for practice tables; default INR. */
  readonly currency?: Currency;
}

export interface BuyInInput extends SeatRef {
  readonly amountPaise: bigint;
  /** Pool and deals tables charge an entry fee, which bonus may partly pay; points buy-ins do not. */
  readonly entryFee?: boolean;
  /** Default: now + the `tableHoldHours` policy. */
  readonly expiresAt?: Date;
  /** Practice: the caller has just topped the player's chips up (a lobby join does, beside its seat pick), so the hold need not read them again. */
  readonly toppedUp?: boolean;
}

export type BuyInResult = { heldPaise: bigint; fromDepositPaise: bigint; fromWinningsPaise: bigint; fromBonusPaise: bigint };

/**
 * A hold on a closed table or tournament is refused. The operation declares the ref (`refs`): its
 * batch reads every declared ref at once, with the ref's state lock shared until the hold
 * commits, so a close of the ref waits for it.
 */
export function assertRefOpen(ctx: OperationContext, kind: "table" | "tournament", refId: string): void {
  if (ctx.refClosed(kind, refId)) throw new WalletError("wallet/ref_closed", `${kind} ${refId} is closed`);
}

/**
 * Taking a seat: a hold (pending transfers) from the player's accounts to their table escrow.
 * It is posted when play starts, voided if it never does, and expires after `tableHoldHours`.
 */
export async function holdBuyIn(db: Db, input: BuyInInput, now = new Date()): Promise<WalletResult<BuyInResult>> {
  assertPositive(input.amountPaise);
  const currency = input.currency ?? "INR";
  const escrow = tableEscrow(input.tableId, input.userId, currency);
  const policy = await walletPolicy(db);
  const expiresAt = input.expiresAt ?? new Date(now.getTime() + policy.tableHoldHours * 3_600_000);
  const ref = { kind: "table" as const, id: input.tableId };
  // The request is what the caller sent: a defaulted expiry is not part of it, or a retry a
  // second later would look like a different request.
  const request = { tableId: input.tableId, currency, amountPaise: input.amountPaise, entryFee: input.entryFee ?? false, expiresAt: input.expiresAt ?? null };
  if (currency === "PRACTICE") {
    if (!input.toppedUp) await timed("join_hold_topup", () => topUpPracticeChips(db, input.userId, now));
    const practice = playerAccount(input.userId, "practice");
    return walletOperation(db, {
      id: input.key, kind: "wallet.buyIn", userId: escrow.ownerUserId, request, accounts: [practice, escrow], refs: [ref],
      plan: (ctx) => {
        assertRefOpen(ctx, "table", input.tableId);
        ctx.transfer({ leg: "practice", debit: practice.id, credit: escrow.id, amountPaise: input.amountPaise, code: "buy_in", phase: "pending", ref, expiresAt });
        return { heldPaise: input.amountPaise, fromDepositPaise: 0n, fromWinningsPaise: 0n, fromBonusPaise: 0n };
      },
    });
  }
  const { deposit, winnings, bonus } = cashSources(input.userId);
  if (input.entryFee) await expireBonusesIfDue(db, input.userId, now);
  return walletOperation(db, {
    id: input.key, kind: "wallet.buyIn", userId: escrow.ownerUserId, request,
    accounts: [deposit, winnings, bonus, escrow],
    refs: [ref],
    plan: (ctx) => {
      assertRefOpen(ctx, "table", input.tableId);
      const split = splitSpend({
        amountPaise: input.amountPaise,
        depositAvailablePaise: ctx.available(deposit.id),
        winningsAvailablePaise: ctx.available(winnings.id),
        bonusAvailablePaise: ctx.available(bonus.id),
        bonusUsePercent: input.entryFee ? policy.bonusUsePercent : 0,
      });
      if (!split) throw new WalletError("wallet/insufficient_funds", `buy-in ${input.amountPaise} at ${input.tableId}`);
      const hold = { credit: escrow.id, phase: "pending" as const, ref, expiresAt };
      if (split.bonusPaise > 0n) ctx.transfer({ ...hold, leg: "bonus", debit: bonus.id, amountPaise: split.bonusPaise, code: "bonus_use" });
      if (split.depositPaise > 0n) ctx.transfer({ ...hold, leg: "deposit", debit: deposit.id, amountPaise: split.depositPaise, code: "buy_in" });
      if (split.winningsPaise > 0n) ctx.transfer({ ...hold, leg: "winnings", debit: winnings.id, amountPaise: split.winningsPaise, code: "buy_in" });
      return { heldPaise: input.amountPaise, fromDepositPaise: split.depositPaise, fromWinningsPaise: split.winningsPaise, fromBonusPaise: split.bonusPaise };
    },
  });
}

/** Every account a seat's holds can touch, for locking. */
export function seatAccounts(userId: string, tableId: string, currency: Currency) {
  const escrow = tableEscrow(tableId, userId, currency);
  if (currency === "PRACTICE") return { escrow, sources: [playerAccount(userId, "practice")] };
  const { deposit, winnings, bonus } = cashSources(userId);
  return { escrow, sources: [deposit, winnings, bonus] };
}

/** Resolves every pending hold of one seat: `post` when play starts, `void` when it never does. */
export async function resolveBuyIn(db: Db, input: SeatRef, action: "post" | "void"): Promise<WalletResult<{ resolvedPaise: bigint; holds: number }>> {
  const currency = input.currency ?? "INR";
  const { escrow, sources } = seatAccounts(input.userId, input.tableId, currency);
  return walletOperation(db, {
    id: input.key,
    kind: action === "post" ? "wallet.postBuyIn" : "wallet.voidBuyIn",
    userId: escrow.ownerUserId,
    request: { tableId: input.tableId, currency },
    accounts: [...sources, escrow],
    reads: true,
    plan: async (ctx) => {
      const holds = await holdsOfRef(ctx.tx, "table", input.tableId, { creditAccountId: escrow.id });
      let resolvedPaise = 0n;
      holds.forEach((hold, i) => {
        if (action === "post") ctx.post(hold, `post-${i}`);
        else ctx.void(hold, `void-${i}`);
        resolvedPaise += hold.amountPaise;
      });
      return { resolvedPaise, holds: holds.length };
    },
  });
}

/** Whether a seat has a hold still to post or void: one plain read, no ledger transaction and no lock. */
export async function hasPendingBuyIn(db: Db, input: Omit<SeatRef, "key">): Promise<boolean> {
  const { escrow } = seatAccounts(input.userId, input.tableId, input.currency ?? "INR");
  return (await holdsOfRef(db, "table", input.tableId, { creditAccountId: escrow.id })).length > 0;
}

export const postBuyIn = (db: Db, input: SeatRef) => resolveBuyIn(db, input, "post");
export const voidBuyIn = (db: Db, input: SeatRef) => resolveBuyIn(db, input, "void");
