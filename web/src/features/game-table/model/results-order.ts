/**
 * The order of the results table's rows. On a phone the table scrolls after a row or two (each
 * row shows a whole hand), so the two rows a player looks for come first: the winner, then their
 * own row; the other seats follow in seat order.
 */
import type { ResultRow, SeatNumber } from "./types.ts";

export function resultsInOrder<T extends Pick<ResultRow, "seat" | "outcome">>(rows: readonly T[], mySeat: SeatNumber | null): T[] {
  const rank = (row: T) => (row.outcome === "winner" ? 0 : row.seat === mySeat ? 1 : 2);
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.row.seat - b.row.seat || a.index - b.index)
    .map(({ row }) => row);
}
