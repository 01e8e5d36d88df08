import type { Db } from "@rummy/db";
import { transfersOfOperation } from "@rummy/db/ledger/index";
import { playerAccount, systemAccount } from "./accounts.ts";
import { WalletError } from "./errors.ts";
import { splitDeposit, type DepositSplit } from "./gst.ts";
import { taxRateBp } from "./rates.ts";
import { assertPositive, walletOperation, type WalletResult } from "./run.ts";

export interface DepositInput {
  /** Idempotency key: the payment's id at the gateway is a good one (webhooks repeat). */
  readonly key: string;
  readonly userId: string;
  /** What the player paid, GST included. */
  readonly amountPaise: bigint;
  /** How it was paid, for the passbook's eMode (UPI, card, netbanking, ...). */
  readonly mode?: string;
  readonly providerRef?: string;
}

/** The GST preview for the deposit screen: the same split a deposit made now would get. */
export async function depositPreview(db: Db, amountPaise: bigint, at = new Date()): Promise<DepositSplit> {
  return splitDeposit(assertPositive(amountPaise), await taxRateBp(db, "gst_deposit", at));
}

/**
 * A confirmed payment: gateway clearing pays the deposit account what is left after GST, and GST
 * payable the tax (two legs, one operation).
 */
export async function creditDeposit(db: Db, input: DepositInput, at = new Date()): Promise<WalletResult<{ amountPaise: bigint; gstPaise: bigint; creditedPaise: bigint; rateBp: number }>> {
  assertPositive(input.amountPaise);
  const deposit = playerAccount(input.userId, "deposit");
  const gateway = systemAccount("gateway_clearing");
  const gst = systemAccount("gst_payable");
  // Read before the operation so the plan does not read (it can then share a statement with others).
  const rateBp = await taxRateBp(db, "gst_deposit", at);
  return walletOperation(db, {
    id: input.key,
    kind: "wallet.deposit",
    userId: deposit.ownerUserId,
    request: { amountPaise: input.amountPaise, mode: input.mode ?? null, providerRef: input.providerRef ?? null },
    accounts: [deposit, gateway, gst],
    plan: (ctx) => {
      const split = splitDeposit(input.amountPaise, rateBp);
      const metadata = { mode: input.mode ?? null, providerRef: input.providerRef ?? null, amountPaise: input.amountPaise };
      ctx.transfer({ leg: "credit", debit: gateway.id, credit: deposit.id, amountPaise: split.creditedPaise, code: "deposit", metadata });
      if (split.gstPaise > 0n) ctx.transfer({ leg: "gst", debit: gateway.id, credit: gst.id, amountPaise: split.gstPaise, code: "gst", metadata });
      return { amountPaise: split.amountPaise, gstPaise: split.gstPaise, creditedPaise: split.creditedPaise, rateBp: split.rateBp };
    },
  });
}

/**
 * A deposit refunded or charged back: both legs reversed (the deposit account must still hold
 * the credited amount, else `wallet/insufficient_funds` and an operator decides).
 */
export async function reverseDeposit(db: Db, input: { key: string; userId: string; depositKey: string; reason: string }): Promise<WalletResult<{ reversedPaise: bigint }>> {
  const legs = await transfersOfOperation(db, input.depositKey);
  const deposit = playerAccount(input.userId, "deposit");
  if (legs.length === 0 || !legs.some((l) => l.creditAccountId === deposit.id && l.code === "deposit")) {
    throw new WalletError("wallet/not_found", `deposit ${input.depositKey}`);
  }
  return walletOperation(db, {
    id: input.key,
    kind: "wallet.reverseDeposit",
    userId: deposit.ownerUserId,
    request: { depositKey: input.depositKey, reason: input.reason },
    accounts: [deposit, systemAccount("gateway_clearing"), systemAccount("gst_payable")],
    plan: (ctx) => {
      let reversedPaise = 0n;
      for (const leg of legs) {
        ctx.reverse(leg, `reverse-${leg.id.slice(leg.id.lastIndexOf(":") + 1)}`, { reason: input.reason });
        reversedPaise += leg.amountPaise;
      }
      return { reversedPaise };
    },
  });
}
