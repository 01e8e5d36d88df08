import type { OperationContext } from "./context.ts";
import type { LedgerValue } from "./json.ts";
import type { AccountSpec, RefKind } from "./types.ts";

/** A table or tournament whose open/closed state a plan checks (`ctx.refClosed`). */
export interface LedgerRef {
  readonly kind: RefKind;
  readonly id: string;
}

/** What runOperation (operation.ts) takes and gives back; the batcher (batch.ts) reads them too. */

export interface OperationRequest<R extends LedgerValue> {
  /** The idempotency key. The same key and request returns the first result; another request is refused. */
  readonly id: string;
  /** What the operation is, e.g. `wallet.deposit`; part of the request's identity. */
  readonly kind: string;
  /** The player it is about (passbook, statements), if one. */
  readonly userId?: string | null;
  readonly request: LedgerValue;
  /** Every account the plan may touch: created if missing, then locked in the global lock order (statements.ts). */
  readonly accounts: readonly AccountSpec[];
  /** The plan reads the database through `ctx.tx` (operations that do not are written together). */
  readonly reads?: boolean;
  /**
   * Refs the plan asks `ctx.refClosed` about. Their state is read once for the whole batch, with
   * their state lock taken shared until it commits (a close waits, and every later hold sees the
   * ref closed), so such a plan need not read the database itself.
   */
  readonly refs?: readonly LedgerRef[];
  /**
   * Decides the legs from the locked balances. It may read through `ctx.tx` but must not write
   * (use `ctx.write`), and it runs again from scratch when its transaction is retried.
   */
  readonly plan: (ctx: OperationContext) => Promise<R> | R;
}

export interface OperationOutcome<R> {
  readonly result: R;
  /** True when this key had already been executed and the stored result is returned. */
  readonly replayed: boolean;
  /** Transactions it took (1 unless a serialization failure or deadlock was retried). */
  readonly attempts: number;
}
