import type { Db } from "@rummy/db";
import { holdsOfRef, type Currency } from "@rummy/db/ledger/index";
import { assertUserId, systemAccount } from "./accounts.ts";
import { seatAccounts } from "./buy-in.ts";
import { WalletError } from "./errors.ts";
import { pairTransfers } from "./transfers.ts";
import { walletOperation, type WalletResult } from "./run.ts";

/**
 * Pool and deals prizes. Every seat's entry fees (one per entry, one more per pool rejoin) sit in
 * its table escrow; together they are the match's prize pool. The pool pays each seat its prize
 * share and the platform fee goes to rake revenue: paid in = prizes + fee, exactly.
 *
 * Unlike a points deal (`settleTable`), the fee is the pool's, not a winner's: in an equal split
 * with nobody eliminated every seat comes out behind (its share is below its entry fee) and the
 * fee is carried by all of them. Each seat's net is share − paid in; the seats behind pay the seats
 * ahead, then the fee, matched greedily in user-id order, all in one atomic operation.
 */
export interface MatchPrizeLine {
  readonly userId: string;
  /** Entry fees this seat paid into the pool (posted or still on hold in its escrow). */
  readonly paidPaise: bigint;
  /** Its share of the prize (0 for a seat that won nothing). */
  readonly prizePaise: bigint;
}

export interface MatchPrizeInput {
  /** E.g. `match:<tableId>:<deals played>`: a match pays out once however often the room retries. */
  readonly key: string;
  readonly tableId: string;
  readonly currency?: Currency;
  readonly feePaise: bigint;
  readonly lines: readonly MatchPrizeLine[];
}

export interface MatchPrizePlan {
  /** Escrow to escrow; `toUserId` null means the fee, to rake revenue. */
  readonly payments: { fromUserId: string; toUserId: string | null; amountPaise: bigint }[];
}

/** A table seats at most 6; the same bound as `settleTable`. */
const MAX_LINES = 10;

export function planMatchPrizes(lines: readonly MatchPrizeLine[], feePaise: bigint): MatchPrizePlan {
  if (lines.length === 0 || lines.length > MAX_LINES) throw new WalletError("wallet/invalid_request", `match payout of ${lines.length} seats`);
  if (new Set(lines.map((l) => assertUserId(l.userId))).size !== lines.length) throw new WalletError("wallet/invalid_request", "a player appears twice in a match payout");
  if (feePaise < 0n || lines.some((l) => l.paidPaise < 0n || l.prizePaise < 0n)) throw new WalletError("wallet/invalid_request", "negative match payout amount");
  const paid = lines.reduce((n, l) => n + l.paidPaise, 0n);
  const out = lines.reduce((n, l) => n + l.prizePaise, 0n) + feePaise;
  if (paid !== out) throw new WalletError("wallet/invalid_request", `entries ${paid} != prizes + fee ${out}`);
  const byId = [...lines].sort((a, b) => (a.userId.toLowerCase() < b.userId.toLowerCase() ? -1 : 1));
  const net = (l: MatchPrizeLine) => l.prizePaise - l.paidPaise;
  const payers = byId.filter((l) => net(l) < 0n).map((l) => ({ userId: l.userId.toLowerCase(), owesPaise: -net(l) }));
  const payees: { userId: string | null; duePaise: bigint }[] = byId.filter((l) => net(l) > 0n).map((l) => ({ userId: l.userId.toLowerCase(), duePaise: net(l) }));
  if (feePaise > 0n) payees.push({ userId: null, duePaise: feePaise });
  return { payments: pairTransfers(payers, payees) };
}

/**
 * Pays a match's prizes between the seats' escrows and its fee to rake revenue, atomically. Entry
 * holds still pending on a seat's escrow (a rejoin bought just before the match ended) are posted
 * first, in the same operation, so the pool holds every entry it counts.
 */
export async function payMatchPrizes(db: Db, input: MatchPrizeInput): Promise<WalletResult<{ prizesPaise: bigint; feePaise: bigint; transfers: number }>> {
  const currency = input.currency ?? "INR";
  const plan = planMatchPrizes(input.lines, input.feePaise);
  const seats = input.lines.map((l) => seatAccounts(l.userId, input.tableId, currency));
  const escrowOf = (userId: string) => seats.find((s) => s.escrow.ownerUserId === userId)?.escrow.id ?? "";
  const rake = systemAccount("rake_revenue", currency);
  const ref = { kind: "table" as const, id: input.tableId };
  return walletOperation(db, {
    id: input.key,
    kind: "wallet.payMatchPrizes",
    request: { tableId: input.tableId, currency, feePaise: input.feePaise, lines: input.lines.map((l) => ({ ...l })) },
    accounts: [...seats.flatMap((s) => [s.escrow, ...s.sources]), rake],
    // The plan reads the escrows' pending entry holds.
    reads: true,
    plan: async (ctx) => {
      for (const [n, seat] of seats.entries()) {
        const holds = await holdsOfRef(ctx.tx, "table", input.tableId, { creditAccountId: seat.escrow.id });
        holds.forEach((hold, h) => ctx.post(hold, `post-${n}-${h}`));
      }
      plan.payments.forEach((p, n) => {
        const to = p.toUserId === null ? rake.id : escrowOf(p.toUserId);
        ctx.transfer({ leg: `pay-${n}`, debit: escrowOf(p.fromUserId), credit: to, amountPaise: p.amountPaise, code: p.toUserId === null ? "rake" : "prize", ref });
      });
      const prizesPaise = input.lines.reduce((s, l) => s + l.prizePaise, 0n);
      return { prizesPaise, feePaise: input.feePaise, transfers: ctx.legs.length };
    },
  });
}
