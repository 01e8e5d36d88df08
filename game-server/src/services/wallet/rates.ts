import type { Db } from "@rummy/db";
import { taxRateRow } from "./repository.ts";

export type TaxKind = "gst_deposit" | "tds_194ba";

/**
 * The rate in force at a moment, in basis points, from `tax_rates` (rows with effective dates;
 * the migration seeds 28% GST from 1 Oct 2023 and 30% TDS from FY 2023-24). No row is a crash:
 * money must not move at an unknown rate.
 */
export async function taxRateBp(db: Db, kind: TaxKind, at: Date): Promise<number> {
  const rate = await taxRateRow(db, kind, at);
  if (rate === undefined) throw new Error(`No ${kind} rate is in force at ${at.toISOString()}; add a row to tax_rates`);
  return Number(rate);
}
