import type { Db } from "@rummy/db";
import { availablePaise, operationExists, readAccounts, runOperation } from "@rummy/db/ledger/index";
import { playerAccount, systemAccount } from "./accounts.ts";
import { fromLedger } from "./errors.ts";
import { indiaDate } from "./fy.ts";
import { walletPolicy } from "./policy.ts";

const PAISE_PER_CHIP = 100n;

/**
 * Practice chips are topped up to the configured floor at most once a day (the Asia/Kolkata
 * calendar day), lazily: whenever balances are read or a practice seat is taken. The operation's
 * key is the player and the day, so concurrent reads mint at most once.
 */
export async function topUpPracticeChips(db: Db, userId: string, now = new Date()): Promise<bigint> {
  const practice = playerAccount(userId, "practice");
  const floorPaise = BigInt(Math.floor((await walletPolicy(db)).practiceChipsFloor)) * PAISE_PER_CHIP;
  const current = (await readAccounts(db, [practice.id])).get(practice.id);
  if (current && availablePaise(current) >= floorPaise) return 0n;
  const day = indiaDate(now);
  const id = `practice-topup:${practice.ownerUserId}:${day}`;
  // Topped up already today (a player below the floor again, rebuying): nothing to queue. A
  // player with no practice account yet was never topped up (a top-up creates it), so a new
  // player's first join skips the read.
  if (current && (await operationExists(db, id))) return 0n;
  try {
    const outcome = await runOperation(db, {
      id,
      kind: "wallet.practiceTopUp",
      userId: practice.ownerUserId,
      request: { day },
      accounts: [practice, systemAccount("practice_mint", "PRACTICE")],
      plan: (ctx) => {
        const missing = floorPaise - ctx.available(practice.id);
        if (missing <= 0n) return { toppedUpPaise: 0n };
        ctx.transfer({ leg: "topup", debit: `s:practice_mint:PRACTICE`, credit: practice.id, amountPaise: missing, code: "practice_topup" });
        return { toppedUpPaise: missing };
      },
    });
    return outcome.replayed ? 0n : outcome.result.toppedUpPaise;
  } catch (error) {
    throw fromLedger(error);
  }
}

/**
 * Practice chips as a prize (the daily spin while cash play is off): minted into the practice
 * account through the ledger, once per key. Chips are never money and never leave practice play.
 */
export async function grantPracticeChips(db: Db, input: { key: string; userId: string; chips: bigint }): Promise<bigint> {
  const practice = playerAccount(input.userId, "practice");
  const amountPaise = input.chips * PAISE_PER_CHIP;
  try {
    const outcome = await runOperation(db, {
      id: input.key,
      kind: "wallet.practiceGrant",
      userId: practice.ownerUserId,
      request: { chips: input.chips },
      accounts: [practice, systemAccount("practice_mint", "PRACTICE")],
      plan: (ctx) => {
        ctx.transfer({ leg: "grant", debit: `s:practice_mint:PRACTICE`, credit: practice.id, amountPaise, code: "practice_topup", metadata: { source: "spin" } });
        return { grantedPaise: amountPaise };
      },
    });
    return outcome.result.grantedPaise;
  } catch (error) {
    throw fromLedger(error);
  }
}
