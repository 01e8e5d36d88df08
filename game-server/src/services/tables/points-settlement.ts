import { pointsDebts, settlePoints, toPoints, type DealResults, type PointsDebt, type PointsSettlement, type Seat } from "@rummy/shared-rules";

/**
 * A points deal's money, never taking more from a seat than its stack at the table. A counted
 * hand costs at most `maxPoints` x point value, which every stack dealt in covers; but 21-card
 * value cards are paid to every other holder on top of that and can cost more. When a seat's net
 * debt is beyond its stack, each of its debts is cut in proportion (rounded down to whole points)
 * so that it pays at most its stack, and the seats it owed get that much less. Cutting one seat's
 * payments can leave another seat owing more on balance than it holds, so the check repeats until
 * every seat is covered; it ends because every round only lowers debts.
 */
export function coveredPointsSettlement(
  results: DealResults,
  stacks: ReadonlyMap<Seat, bigint>,
  pointValuePaise: bigint,
  rakePercent: number,
): { settlement: PointsSettlement; capped: Seat[] } {
  const seats = results.seats.map((r) => r.seat);
  let debts: PointsDebt[] = pointsDebts(results);
  const capped: Seat[] = [];
  for (let round = 0; round < 1000; round++) {
    const settlement = settlePoints(seats, debts, pointValuePaise, rakePercent);
    const over = settlement.seats.find((s) => s.lossPaise > (stacks.get(s.seat) ?? 0n));
    if (!over || pointValuePaise <= 0n) return { settlement, capped };
    const cover = Number((stacks.get(over.seat) ?? 0n) / pointValuePaise);
    const owed = debts.filter((d) => d.to === over.seat).reduce((n, d) => n + d.points, 0);
    const owes = debts.filter((d) => d.from === over.seat).reduce((n, d) => n + d.points, 0);
    // Pays at most its stack plus what it is owed itself.
    const allowed = cover + owed;
    debts = debts
      .map((d) => (d.from === over.seat ? { ...d, points: toPoints(Math.floor((d.points * allowed) / owes)) } : d))
      .filter((d) => d.points > 0);
    if (!capped.includes(over.seat)) capped.push(over.seat);
  }
  throw new Error("points settlement: covering the stacks did not converge");
}
