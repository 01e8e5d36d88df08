import { createHash } from "node:crypto";
import type { Db } from "@rummy/db";
import type { TransferRow } from "@rummy/db/ledger/index";
import { playerAccount, systemAccount, tableEscrow } from "../wallet/accounts.ts";
import { walletOperation } from "../wallet/run.ts";
import { FairPlayError } from "./errors.ts";
import { reversalRecordStatement, settlementLegs, signalActionedStatement, signalById } from "./repository.ts";

/**
 * An operator undoes a collusion's winnings (issue 20) with ledger reversals, never edits. For
 * every deal named, each settlement leg in which the loser paid the winner is reversed (a mirror
 * transfer with `reverses_id`): the money goes back from the winner's seat escrow to the
 * loser's. The seats may be long gone, so in the same operation the winner's escrow is first
 * funded from the winner's winnings (then deposit) and the loser's escrow passes the money on to
 * the loser's deposit account, where chip dumping took it from; both escrows end as they were.
 * In a deal the pair played alone (every payment from the loser to the winner), the platform
 * fee is reversed too; in a crowded deal the fee was earned on everyone's losses and stays.
 * One operation, all or nothing, idempotent: the same legs give the same operation id.
 */
export interface ReversalInput {
  readonly winnerUserId: string;
  readonly loserUserId: string;
  readonly dealIds: readonly string[];
  readonly signalId?: string | null;
  readonly operator: string;
  readonly reason: string;
}

export interface ReversalResult {
  readonly operationId: string;
  readonly deals: number;
  /** What went back to the loser, and the part of it that came back from the platform's fees. */
  readonly reversedPaise: bigint;
  readonly feesReturnedPaise: bigint;
  readonly replayed: boolean;
}

/** At most this many deals per operation: the operation locks two escrows per table. */
export const MAX_REVERSAL_DEALS = 500;

const escrowOwner = (accountId: string) => accountId.split(":")[2] ?? "";
const escrowTable = (accountId: string) => accountId.split(":")[1] ?? "";

interface DealPlan {
  readonly tableId: string;
  readonly payments: TransferRow[];
  readonly fees: TransferRow[];
}

/** The legs to reverse, by deal: the pair's payments, and the fees of deals only the pair played. */
export function planReversal(legs: readonly TransferRow[], winnerUserId: string, loserUserId: string): Map<string, DealPlan> {
  const byDeal = new Map<string, TransferRow[]>();
  for (const l of legs) byDeal.set(l.operationId, [...(byDeal.get(l.operationId) ?? []), l]);
  const plans = new Map<string, DealPlan>();
  for (const [operationId, dealLegs] of byDeal) {
    const settles = dealLegs.filter((l) => l.code === "settle" && l.debitAccountId.startsWith("t:"));
    const payments = settles.filter((l) => escrowOwner(l.debitAccountId) === loserUserId && escrowOwner(l.creditAccountId) === winnerUserId);
    const first = payments[0];
    if (!first) continue;
    const alone = payments.length === settles.length;
    const fees = alone ? dealLegs.filter((l) => l.code === "rake" && escrowOwner(l.debitAccountId) === winnerUserId) : [];
    plans.set(operationId, { tableId: escrowTable(first.creditAccountId), payments, fees });
  }
  return plans;
}

const sum = (legs: readonly TransferRow[]) => legs.reduce((a, l) => a + l.amountPaise, 0n);

export async function reverseCollusionWinnings(db: Db, input: ReversalInput): Promise<ReversalResult> {
  const { winnerUserId: winner, loserUserId: loser } = input;
  if (winner === loser) throw new FairPlayError("fairplay/nothing_to_reverse", "winner and loser are one account");
  if (input.dealIds.length === 0 || input.dealIds.length > MAX_REVERSAL_DEALS) throw new FairPlayError("fairplay/nothing_to_reverse", `${input.dealIds.length} deals`);
  const plans = planReversal(await settlementLegs(db, input.dealIds), winner, loser);
  if (plans.size === 0) throw new FairPlayError("fairplay/nothing_to_reverse", "no unreversed payment from the loser to the winner in these deals");
  const legIds = [...plans.values()].flatMap((p) => [...p.payments, ...p.fees].map((l) => l.id)).sort();
  const operationId = `fairplay-reversal:${createHash("sha256").update(`${winner}|${loser}|${legIds.join(",")}`).digest("hex").slice(0, 40)}`;
  const tables = [...new Set([...plans.values()].map((p) => p.tableId))];
  const winnings = playerAccount(winner, "winnings");
  const winnerDeposit = playerAccount(winner, "deposit");
  const loserDeposit = playerAccount(loser, "deposit");
  const rake = systemAccount("rake_revenue");
  const dealIds = [...plans.keys()].map((op) => op.slice("settle:".length));
  const reversedPaise = sum([...plans.values()].flatMap((p) => p.payments));
  const feesReturnedPaise = sum([...plans.values()].flatMap((p) => p.fees));
  const metadata = { reason: input.reason, operator: input.operator, signalId: input.signalId ?? null };
  const outcome = await walletOperation(db, {
    id: operationId,
    kind: "fairplay.reversal",
    userId: winner,
    request: { winner, loser, legs: legIds, operator: input.operator, reason: input.reason, signalId: input.signalId ?? null },
    accounts: [winnings, winnerDeposit, loserDeposit, rake, ...tables.flatMap((t) => [tableEscrow(t, winner, "INR"), tableEscrow(t, loser, "INR")])],
    plan: (ctx) => {
      const owed = reversedPaise - feesReturnedPaise;
      if (ctx.available(winnings.id) + ctx.available(winnerDeposit.id) < owed) {
        throw new FairPlayError("fairplay/insufficient_funds", `the winner holds ${ctx.available(winnings.id) + ctx.available(winnerDeposit.id)} paise of the ${owed} to take back`);
      }
      let n = 0;
      for (const plan of plans.values()) {
        const winnerEscrow = tableEscrow(plan.tableId, winner, "INR").id;
        const loserEscrow = tableEscrow(plan.tableId, loser, "INR").id;
        for (const fee of plan.fees) ctx.reverse(fee, `fee-${n++}`, metadata);
        // Fund the winner's escrow with what it must give back beyond the returned fees.
        let due = sum(plan.payments) - sum(plan.fees);
        for (const source of [winnings.id, winnerDeposit.id]) {
          const take = due < ctx.available(source) ? due : ctx.available(source);
          if (take > 0n) ctx.transfer({ leg: `fund-${n++}`, debit: source, credit: winnerEscrow, amountPaise: take, code: "reversal", ref: { kind: "table", id: plan.tableId }, metadata });
          due -= take;
        }
        for (const payment of plan.payments) {
          ctx.reverse(payment, `pay-${n++}`, metadata);
          ctx.transfer({ leg: `return-${n++}`, debit: loserEscrow, credit: loserDeposit.id, amountPaise: payment.amountPaise, code: "reversal", ref: { kind: "table", id: plan.tableId }, metadata });
        }
      }
      ctx.write(
        reversalRecordStatement({ operationId, signalId: input.signalId ?? null, winner, loser, dealIds, deals: plans.size, reversedPaise, operator: input.operator, reason: input.reason }),
      );
      if (input.signalId) ctx.write(signalActionedStatement(input.signalId));
      return { reversedPaise, feesReturnedPaise, deals: plans.size };
    },
  });
  return { operationId, deals: plans.size, reversedPaise, feesReturnedPaise, replayed: outcome.replayed };
}

/** Reverses what a pair signal's evidence names: its gainer is the winner, its giver the loser. */
export async function reverseSignal(db: Db, signalId: string, operator: string, reason: string): Promise<ReversalResult> {
  const signal = await signalById(db, signalId);
  if (!signal?.otherUserId) throw new FairPlayError("fairplay/signal_not_found", signalId);
  return reverseCollusionWinnings(db, { winnerUserId: signal.userId, loserUserId: signal.otherUserId, dealIds: signal.dealIds, signalId, operator, reason });
}
