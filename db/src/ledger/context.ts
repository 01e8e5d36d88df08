import type { SQL } from "drizzle-orm";
import type { Db } from "../client.ts";
import { refKey } from "./accounts.ts";
import { LedgerError } from "./errors.ts";
import type { LedgerValue } from "./json.ts";
import {
  availablePaise,
  type AccountBalance,
  type Hold,
  type RefKind,
  type TransferCode,
  type TransferPhase,
  type TransferRow,
} from "./types.ts";

export interface TransferInput {
  /** Names the leg inside the operation; the transfer id is `<operation id>:<leg>`. */
  readonly leg: string;
  readonly debit: string;
  readonly credit: string;
  readonly amountPaise: bigint;
  readonly code: TransferCode;
  /** `pending` creates a hold; default `posted`. */
  readonly phase?: "posted" | "pending";
  readonly ref?: { readonly kind: RefKind; readonly id: string } | undefined;
  readonly expiresAt?: Date | undefined;
  readonly metadata?: Record<string, LedgerValue> | undefined;
}

/** A leg as it will be inserted. */
export interface PlannedLeg {
  readonly id: string;
  readonly debit: string;
  readonly credit: string;
  readonly amountPaise: bigint;
  readonly currency: string;
  readonly code: TransferCode;
  readonly phase: TransferPhase;
  readonly pendingId: string | null;
  readonly reversesId: string | null;
  readonly refKind: RefKind | null;
  readonly refId: string | null;
  readonly expiresAt: Date | null;
  readonly metadata: Record<string, LedgerValue> | null;
  /** What a resolution releases from the pending counters: the whole hold, even on a partial post. */
  readonly releasesPaise: bigint;
}

type Counters = { debitsPendingPaise: bigint; debitsPostedPaise: bigint; creditsPendingPaise: bigint; creditsPostedPaise: bigint };

/**
 * What an operation's plan sees: the accounts it locked (in the global lock order, FOR UPDATE), and
 * methods that append legs. Each leg is applied to an in-memory copy of the balances at once, so
 * a plan reads its own writes and an overdraft is refused before anything reaches the database
 * (where the CHECK constraint would refuse it again).
 */
export class OperationContext {
  readonly legs: PlannedLeg[] = [];
  /** Statements to run after the legs are inserted, only if the plan succeeds (see `write`). */
  readonly writes: SQL[] = [];
  private readonly accounts = new Map<string, AccountBalance & Counters>();
  private readonly resolved = new Set<string>();

  constructor(
    private readonly transaction: Db,
    readonly operationId: string,
    locked: readonly AccountBalance[],
    private readonly reads: boolean,
    /** The refs the operation declared, and which of the batch's refs were found closed. */
    private readonly refs: { readonly declared: ReadonlySet<string>; readonly closed: ReadonlySet<string> },
  ) {
    for (const account of locked) this.accounts.set(account.id, { ...account });
  }

  /**
   * Whether a table or tournament is closed (no new hold on it). Its state lock is held shared
   * until the operation commits, so the answer stays true for it. The ref must be among the
   * operation's declared `refs`, which the batch read before planning.
   */
  refClosed(kind: RefKind, id: string): boolean {
    const key = refKey({ kind, id });
    if (!this.refs.declared.has(key)) throw new Error(`ledger: operation ${this.operationId} checks ${key}; declare it in refs`);
    return this.refs.closed.has(key);
  }

  /**
   * The transaction, for reads a plan needs (holds, provenance, tax inputs); only for operations
   * declared with `reads: true`, whose earlier batch-mates are written before they plan. Plans only
   * read: a plan that fails must leave nothing behind, so its own rows go through `write`.
   */
  get tx(): Db {
    if (!this.reads) throw new Error(`ledger: operation ${this.operationId} reads the database; declare it with reads: true`);
    return this.transaction;
  }

  /** Queues a statement (e.g. a tax record) to run with the legs, after them, only if the plan succeeds. */
  write(statement: SQL): void {
    this.writes.push(statement);
  }

  /** Every locked account as the planned legs leave it. */
  balances(): AccountBalance[] {
    return [...this.accounts.values()];
  }

  /** The locked account as it stands after the legs planned so far. */
  account(id: string): AccountBalance {
    const account = this.accounts.get(id);
    if (!account) throw new LedgerError("ledger/invalid_transfer", `Account ${id} is not locked by operation ${this.operationId}`);
    return account;
  }

  available(id: string): bigint {
    return availablePaise(this.account(id));
  }

  transfer(input: TransferInput): string {
    return this.append({
      id: this.legId(input.leg),
      debit: input.debit,
      credit: input.credit,
      amountPaise: input.amountPaise,
      currency: this.account(input.debit).currency,
      code: input.code,
      phase: input.phase ?? "posted",
      pendingId: null,
      reversesId: null,
      refKind: input.ref?.kind ?? null,
      refId: input.ref?.id ?? null,
      expiresAt: input.expiresAt ?? null,
      metadata: input.metadata ?? null,
      releasesPaise: 0n,
    });
  }

  /** Posts a hold, wholly or in part (the remainder returns to the debit account). */
  post(hold: Hold, leg: string, amountPaise: bigint = hold.amountPaise): string {
    if (amountPaise > hold.amountPaise) {
      throw new LedgerError("ledger/invalid_transfer", `Cannot post ${amountPaise} of hold ${hold.id} for ${hold.amountPaise}`);
    }
    return this.resolve(hold, leg, "post_pending", amountPaise);
  }

  void(hold: Hold, leg: string): string {
    return this.resolve(hold, leg, "void_pending", hold.amountPaise);
  }

  /** Releases a hold whose timeout has passed (the database checks `expires_at <= now()`). */
  expire(hold: Hold, leg: string): string {
    return this.resolve(hold, leg, "expire_pending", hold.amountPaise);
  }

  /** A correcting transfer: the mirror image of a posted one (never an UPDATE or DELETE). */
  reverse(original: TransferRow, leg: string, metadata?: Record<string, LedgerValue>): string {
    if (original.phase !== "posted" && original.phase !== "post_pending") {
      throw new LedgerError("ledger/invalid_transfer", `Transfer ${original.id} is ${original.phase}; only posted transfers are reversed`);
    }
    return this.append({
      ...this.mirror(original, leg, "posted"),
      code: "reversal",
      reversesId: original.id,
      metadata: metadata ?? null,
    });
  }

  private resolve(hold: Hold, leg: string, phase: TransferPhase, amountPaise: bigint): string {
    if (hold.state !== "pending" || this.resolved.has(hold.id)) {
      throw new LedgerError("ledger/hold_not_pending", `Hold ${hold.id} is already ${hold.state}`, { holdId: hold.id, state: hold.state });
    }
    this.resolved.add(hold.id);
    return this.append({
      ...this.mirror(hold, leg, phase),
      debit: hold.debitAccountId,
      credit: hold.creditAccountId,
      amountPaise,
      pendingId: hold.id,
      releasesPaise: hold.amountPaise,
    });
  }

  private mirror(t: TransferRow, leg: string, phase: TransferPhase): PlannedLeg {
    return {
      id: this.legId(leg),
      debit: t.creditAccountId,
      credit: t.debitAccountId,
      amountPaise: t.amountPaise,
      currency: t.currency,
      code: t.code,
      phase,
      pendingId: null,
      reversesId: null,
      refKind: t.refKind,
      refId: t.refId,
      expiresAt: null,
      metadata: null,
      releasesPaise: 0n,
    };
  }

  private legId(leg: string): string {
    if (!/^[a-z0-9_.-]{1,48}$/i.test(leg)) throw new LedgerError("ledger/invalid_transfer", `Bad leg name ${leg}`);
    return `${this.operationId}:${leg}`;
  }

  private append(leg: PlannedLeg): string {
    if (leg.amountPaise <= 0n) throw new LedgerError("ledger/invalid_transfer", `Transfer ${leg.id} moves ${leg.amountPaise}; amounts are positive`);
    if (this.legs.some((l) => l.id === leg.id)) throw new LedgerError("ledger/invalid_transfer", `Leg ${leg.id} planned twice`);
    const debit = this.accounts.get(leg.debit);
    const credit = this.accounts.get(leg.credit);
    if (!debit || !credit) throw new LedgerError("ledger/invalid_transfer", `Transfer ${leg.id} touches an account the operation did not lock`);
    if (debit.currency !== credit.currency || debit.currency !== leg.currency) {
      throw new LedgerError("ledger/invalid_transfer", `Transfer ${leg.id} mixes ${debit.currency} and ${credit.currency}`);
    }
    const next = applyLeg(debit, credit, leg);
    if (!debit.allowNegative && availablePaise(next.debit) < 0n) {
      throw new LedgerError("ledger/insufficient_funds", `Account ${debit.id} has ${availablePaise(debit)} available, needs ${leg.amountPaise}`, {
        accountId: debit.id,
        kind: debit.kind,
        availablePaise: availablePaise(debit),
        neededPaise: leg.amountPaise,
      });
    }
    this.accounts.set(debit.id, next.debit);
    this.accounts.set(credit.id, next.credit);
    this.legs.push(leg);
    return leg.id;
  }
}

/** The same arithmetic as the SQL trigger `ledger_apply_transfer`. */
function applyLeg<A extends Counters>(debit: A, credit: A, leg: PlannedLeg): { debit: A; credit: A } {
  const posted = leg.phase === "posted" || leg.phase === "post_pending" ? leg.amountPaise : 0n;
  const pending = leg.phase === "pending" ? leg.amountPaise : 0n;
  const released = leg.releasesPaise;
  return {
    debit: { ...debit, debitsPostedPaise: debit.debitsPostedPaise + posted, debitsPendingPaise: debit.debitsPendingPaise + pending - released },
    credit: { ...credit, creditsPostedPaise: credit.creditsPostedPaise + posted, creditsPendingPaise: credit.creditsPendingPaise + pending - released },
  };
}
