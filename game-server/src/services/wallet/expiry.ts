import type { Db } from "@rummy/db";
import { expiredHolds, holdsById, readAccounts, runOperation } from "@rummy/db/ledger/index";
import { notifyBalanceChanged } from "../realtime/publish.ts";
import { fromLedger } from "./errors.ts";

/**
 * The hold timeout sweep (TigerBeetle's `timeout`): every hold past its expiry and still pending
 * is released back to where it came from. A job runs it every minute; check-ledger.sql reports a
 * hold more than 15 minutes overdue. Withdrawal holds never expire (they carry no expiry).
 */
export async function expireHolds(db: Db, now = new Date(), limit = 500): Promise<{ expired: number; expiredPaise: bigint }> {
  const holds = await expiredHolds(db, now, limit);
  let expiredPaise = 0n;
  let expired = 0;
  for (const hold of holds) {
    const accounts = await readAccounts(db, [hold.debitAccountId, hold.creditAccountId]);
    try {
      const outcome = await runOperation(db, {
        id: `expire:${hold.id}`.slice(0, 200),
        kind: "wallet.expireHold",
        request: { holdId: hold.id },
        accounts: [...accounts.values()],
        reads: true,
        plan: async (ctx) => {
          // Re-read after locking: the hold may have been posted or voided meanwhile.
          const [fresh] = await holdsById(ctx.tx, [hold.id]);
          if (!fresh || fresh.state !== "pending") return { expiredPaise: 0n };
          ctx.expire(fresh, "expire");
          return { expiredPaise: fresh.amountPaise };
        },
      });
      if (outcome.result.expiredPaise > 0n) {
        expired++;
        // The released amount is spendable again: its owner's header shows it without a reload.
        notifyBalanceChanged([...accounts.values()].map((a) => a.ownerUserId));
      }
      expiredPaise += outcome.result.expiredPaise;
    } catch (error) {
      throw fromLedger(error);
    }
  }
  return { expired, expiredPaise };
}
