import type { Db } from "@rummy/db";
import { availablePaise, holdsOfRef, markRefClosed, toBigInt, type AccountSpec, type Currency, type OperationContext } from "@rummy/db/ledger/index";
import { netFlow } from "./flows.ts";
import { leaveWriteOffsRow, tableEscrowOwners } from "./repository.ts";
import { seatAccounts, type SeatRef } from "./buy-in.ts";
import { walletOperation, type WalletResult } from "./run.ts";
import { splitLeave } from "./spend.ts";

export type LeaveResult = {
  voidedPaise: bigint;
  toDepositPaise: bigint;
  toBonusPaise: bigint;
  toWinningsPaise: bigint;
  /** Deposit and bonus money this sitting lost at the table: the next sitting starts afresh. */
  depositWrittenOffPaise: bigint;
  bonusWrittenOffPaise: bigint;
};

/**
 * What came into the seat from deposit and bonus during the current sitting: all posted flows
 * from each, less what earlier leaves returned to it or wrote off. Tables outlive sittings, so
 * without the write-off a loss at one sitting would turn a later sitting's winnings into deposit.
 */
async function provenance(ctx: OperationContext, input: { userId: string; tableId: string }, escrow: AccountSpec, deposit: AccountSpec, bonus: AccountSpec) {
  const written = await leaveWriteOffsRow(ctx.tx, escrow.ownerUserId, input.tableId, escrow.currency);
  return {
    deposit: (await netFlow(ctx.tx, deposit.id, escrow.id)) - toBigInt(written?.["deposit"]),
    bonus: (await netFlow(ctx.tx, bonus.id, escrow.id)) - toBigInt(written?.["bonus"]),
  };
}

/** Voids the seat's pending holds and returns its posted stack (see spend.ts splitLeave). */
async function planLeave(ctx: OperationContext, input: SeatRef, escrow: AccountSpec, sources: AccountSpec[]): Promise<LeaveResult> {
  const tableId = input.tableId;
  let voidedPaise = 0n;
  const holds = await holdsOfRef(ctx.tx, "table", tableId, { creditAccountId: escrow.id });
  holds.forEach((hold, i) => {
    ctx.void(hold, `void-${i}`);
    voidedPaise += hold.amountPaise;
  });
  const stack = availablePaise(ctx.account(escrow.id));
  const none = { voidedPaise, toDepositPaise: 0n, toBonusPaise: 0n, toWinningsPaise: 0n, depositWrittenOffPaise: 0n, bonusWrittenOffPaise: 0n };
  if (escrow.currency === "PRACTICE") {
    if (stack > 0n) ctx.transfer({ leg: "practice", debit: escrow.id, credit: sources[0]!.id, amountPaise: stack, code: "leave" });
    return none;
  }
  const [deposit, winnings, bonus] = sources as [AccountSpec, AccountSpec, AccountSpec];
  const from = await provenance(ctx, input, escrow, deposit, bonus);
  const split = splitLeave(stack, from.deposit, from.bonus);
  const out = { debit: escrow.id, code: "leave" as const, ref: { kind: "table" as const, id: tableId } };
  if (split.toDepositPaise > 0n) ctx.transfer({ ...out, leg: "deposit", credit: deposit.id, amountPaise: split.toDepositPaise });
  if (split.toBonusPaise > 0n) ctx.transfer({ ...out, leg: "bonus", credit: bonus.id, amountPaise: split.toBonusPaise });
  if (split.toWinningsPaise > 0n) ctx.transfer({ ...out, leg: "winnings", credit: winnings.id, amountPaise: split.toWinningsPaise });
  const writtenOff = (came: bigint, back: bigint) => (came - back > 0n ? came - back : 0n);
  return { voidedPaise, ...split, depositWrittenOffPaise: writtenOff(from.deposit, split.toDepositPaise), bonusWrittenOffPaise: writtenOff(from.bonus, split.toBonusPaise) };
}

/** A player leaves a table: unposted holds are voided and the stack goes home. */
export async function leaveTable(db: Db, input: SeatRef): Promise<WalletResult<LeaveResult>> {
  const currency = input.currency ?? "INR";
  const { escrow, sources } = seatAccounts(input.userId, input.tableId, currency);
  return walletOperation(db, {
    id: input.key,
    kind: "wallet.leaveTable",
    userId: escrow.ownerUserId,
    request: { tableId: input.tableId, currency },
    accounts: [...sources, escrow],
    reads: true,
    plan: (ctx) => planLeave(ctx, input, escrow, sources),
  });
}

/**
 * The table is over (or its process died and the deal is voided): every seat leaves as above and
 * the table is recorded as closed, after which a hold still pending on it is an invariant
 * violation (check-ledger.sql `hold_outlived`) and new holds on it are refused.
 */
export async function closeTable(db: Db, input: { key: string; tableId: string; currency?: Currency }): Promise<{ seats: number; returnedPaise: bigint }> {
  const currency = input.currency ?? "INR";
  const gone = new Set<string>();
  let returnedPaise = 0n;
  const everySeatLeaves = async () => {
    const owners = await tableEscrowOwners(db, input.tableId, currency);
    for (const { owner_user_id: userId } of owners) {
      if (gone.has(userId)) continue;
      gone.add(userId);
      const left = await leaveTable(db, { key: `${input.key}:${userId}`, userId, tableId: input.tableId, currency });
      returnedPaise += left.toDepositPaise + left.toBonusPaise + left.toWinningsPaise;
    }
  };
  await everySeatLeaves();
  // A seat taken while the table closed (the lobby chose it a moment before) holds money the
  // first pass did not see. Closing the ref waits for such holds and refuses later ones, so a
  // second pass after it finds every hold there will ever be.
  await markRefClosed(db, "table", input.tableId);
  await everySeatLeaves();
  return { seats: gone.size, returnedPaise };
}
