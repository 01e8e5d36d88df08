/**
 * Points rummy: every deal settles on its own. Each loser owes the winner their deal points; in
 * 21-card rummy every seat that did not drop also owes each other holder of value cards that
 * holder's value-card points. `settlePoints` (settlement.ts) turns these debts into paise.
 */
import { toPoints, type PointsDebt } from "../settlement.ts";
import type { DealResults } from "../deal/types.ts";

export function pointsDebts(results: DealResults): PointsDebt[] {
  const debts: PointsDebt[] = [];
  for (const r of results.seats) {
    if (r.seat !== results.winner && r.points > 0) debts.push({ from: r.seat, to: results.winner, points: r.points });
  }
  const payers = results.seats.filter((r) => r.outcome !== "dropped");
  for (const holder of payers) {
    if (holder.valueCardPoints <= 0) continue;
    for (const payer of payers) {
      if (payer.seat !== holder.seat) debts.push({ from: payer.seat, to: holder.seat, points: toPoints(holder.valueCardPoints) });
    }
  }
  return debts;
}
