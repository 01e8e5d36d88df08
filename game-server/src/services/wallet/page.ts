import { WalletError } from "./errors.ts";

/** SPEC.md section 9: page sizes 10, 25 and 40; anything else is a 400. */
export const PAGE_SIZES = [10, 25, 40] as const;

export interface Page {
  readonly size: number;
  readonly offset: number;
}

/**
 * Pages count from 1; 0 is read as the first page too, because SPEC.md says only that the
 * ticket list starts at 0. At most 10,000 pages deep (a limit on everything).
 */
export function toPage(size: number, page: number | undefined): Page {
  if (!(PAGE_SIZES as readonly number[]).includes(size)) throw new WalletError("wallet/invalid_page", `size ${size}`);
  const n = page === undefined ? 1 : page;
  if (!Number.isInteger(n) || n < 0 || n > 10_000) throw new WalletError("wallet/invalid_page", `page ${page}`);
  return { size, offset: (Math.max(n, 1) - 1) * size };
}

/** The list shape SPEC.md gives for game transactions, used for every wallet list: data[0].data and data[0].count[0].totalData. */
export type Faceted<T> = [{ data: T[]; count: [{ totalData: number }] }];

export function faceted<T>(rows: T[], total: number): Faceted<T> {
  return [{ data: rows, count: [{ totalData: total }] }];
}
