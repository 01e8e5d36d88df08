import type { Db } from "@rummy/db";
import type { Currency } from "@rummy/db/ledger/index";
import { assertUserId, systemAccount, tableEscrow } from "./accounts.ts";
import { WalletError } from "./errors.ts";
import { pairTransfers } from "./transfers.ts";
import { walletOperation, type WalletResult } from "./run.ts";

/**
 * One seat's share of a settled deal or match, in paise, as `shared-rules`' settlement gives it
 * (`PointsSeatSettlement` mapped from seat to player): a loser pays `lossPaise`; a winner receives
 * `winPaise` after paying `feePaise` to the platform. Losses = wins + fees, exactly.
 */
export interface SettlementLine {
  readonly userId: string;
  readonly lossPaise: bigint;
  readonly winPaise: bigint;
  readonly feePaise: bigint;
}

export interface SettlementInput {
  /** E.g. `settle:<tableId>:<dealId>`: a deal settles once however often the room retries. */
  readonly key: string;
  readonly tableId: string;
  readonly currency?: Currency;
  readonly dealId?: string;
  readonly lines: readonly SettlementLine[];
}

export interface Payment {
  readonly fromUserId: string;
  readonly toUserId: string;
  readonly amountPaise: bigint;
}

/** A table seats at most 6; 10 leaves room without letting a bad caller lock hundreds of rows. */
const MAX_LINES = 10;

/**
 * Losers pay winners' gross (win + fee) directly, matched greedily in user-id order (deterministic,
 * and at most losers + winners − 1 payments); each winner then pays its fee to rake revenue.
 */
export function planSettlement(lines: readonly SettlementLine[]): { payments: Payment[]; fees: { userId: string; feePaise: bigint }[] } {
  if (lines.length === 0 || lines.length > MAX_LINES) throw new WalletError("wallet/invalid_request", `settlement of ${lines.length} seats`);
  const users = new Set(lines.map((l) => assertUserId(l.userId)));
  if (users.size !== lines.length) throw new WalletError("wallet/invalid_request", "a player appears twice in a settlement");
  let losses = 0n;
  let gains = 0n;
  for (const l of lines) {
    if (l.lossPaise < 0n || l.winPaise < 0n || l.feePaise < 0n) throw new WalletError("wallet/invalid_request", "negative settlement amount");
    if (l.lossPaise > 0n && l.winPaise + l.feePaise > 0n) throw new WalletError("wallet/invalid_request", `${l.userId} both loses and wins`);
    losses += l.lossPaise;
    gains += l.winPaise + l.feePaise;
  }
  if (losses !== gains) throw new WalletError("wallet/invalid_request", `losses ${losses} != wins + fees ${gains}`);
  const byId = [...lines].sort((a, b) => (a.userId < b.userId ? -1 : 1));
  const payers = byId.filter((l) => l.lossPaise > 0n).map((l) => ({ userId: l.userId.toLowerCase(), owesPaise: l.lossPaise }));
  const payees = byId.filter((l) => l.winPaise + l.feePaise > 0n).map((l) => ({ userId: l.userId.toLowerCase(), duePaise: l.winPaise + l.feePaise }));
  const payments: Payment[] = pairTransfers(payers, payees);
  const fees = byId.filter((l) => l.feePaise > 0n).map((l) => ({ userId: l.userId.toLowerCase(), feePaise: l.feePaise }));
  return { payments, fees };
}

/** Settles a deal or match between the seats' escrows, atomically (one operation, many legs). */
export async function settleTable(db: Db, input: SettlementInput): Promise<WalletResult<{ movedPaise: bigint; feePaise: bigint; transfers: number }>> {
  const currency = input.currency ?? "INR";
  const plan = planSettlement(input.lines);
  const escrow = (userId: string) => tableEscrow(input.tableId, userId, currency);
  const rake = systemAccount("rake_revenue", currency);
  const metadata = { dealId: input.dealId ?? null };
  return walletOperation(db, {
    id: input.key,
    kind: "wallet.settle",
    request: { tableId: input.tableId, currency, dealId: input.dealId ?? null, lines: input.lines.map((l) => ({ ...l })) },
    accounts: [...input.lines.map((l) => escrow(l.userId)), rake],
    plan: (ctx) => {
      let movedPaise = 0n;
      let feePaise = 0n;
      plan.payments.forEach((p, n) => {
        ctx.transfer({ leg: `pay-${n}`, debit: escrow(p.fromUserId).id, credit: escrow(p.toUserId).id, amountPaise: p.amountPaise, code: "settle", ref: { kind: "table", id: input.tableId }, metadata });
        movedPaise += p.amountPaise;
      });
      plan.fees.forEach((f, n) => {
        ctx.transfer({ leg: `fee-${n}`, debit: escrow(f.userId).id, credit: rake.id, amountPaise: f.feePaise, code: "rake", ref: { kind: "table", id: input.tableId }, metadata });
        feePaise += f.feePaise;
      });
      return { movedPaise, feePaise, transfers: ctx.legs.length };
    },
  });
}
