// The ledger primitive (db/LEDGER.md): accounts, immutable transfers, two-phase holds, balances
// maintained in SQL, idempotent operations with bounded retries, and the invariant check.
export * from "./accounts.ts";
export * from "./context.ts";
export * from "./errors.ts";
export * from "./holds.ts";
export * from "./invariants.ts";
export * from "./json.ts";
export * from "./operation.ts";
export type { Backlog, BatchOptions } from "./batch.ts";
export * from "./retry.ts";
export { toBigInt, toDate } from "./rows.ts";
export * from "./types.ts";
