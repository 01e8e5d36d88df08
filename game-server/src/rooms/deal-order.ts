import { randomBytes } from "node:crypto";
import { firstSeatForDeal, toss, type Seat } from "@rummy/shared-rules";

/**
 * Who starts each deal at a table, and with which seed: a toss for the table's first deal, then
 * clockwise rotation; 256 bits from the CSPRNG per deal unless a test boot fixed the table's seed.
 */
export class DealOrder {
  private tossWinner: Seat | null = null;
  /** First player of the last deal started (or resumed). */
  last: Seat | null = null;

  constructor(private readonly fixedSeedHex: string | undefined) {}

  seed(): { seedHex: string; fixed: boolean } {
    if (this.fixedSeedHex) return { seedHex: this.fixedSeedHex.toLowerCase(), fixed: true };
    return { seedHex: randomBytes(32).toString("hex"), fixed: false };
  }

  /** The toss for a table's first deal (or when its winner is gone); later deals rotate clockwise. */
  firstSeat(seats: Seat[], seedHex: string, number: number): Seat {
    if (this.tossWinner === null || !seats.includes(this.tossWinner)) {
      const sorted = [...seats].sort((a, b) => a - b);
      const result = toss(seedHex, `toss/${number}`, sorted.length);
      this.tossWinner = sorted[result.order[0] ?? 0] ?? (sorted[0] as Seat);
      return firstSeatForDeal(null, seats, this.tossWinner);
    }
    return firstSeatForDeal(this.last, seats, this.tossWinner);
  }
}
