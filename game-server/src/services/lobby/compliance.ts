import { assertCashAllowed, type CashGatePorts } from "../compliance/cash-gate.ts";

/**
 * The cash-play gate for joins and private tables: the accounts module's one policy helper
 * (money switch, account active, last known location in India and not restricted, age 18+).
 * Practice never calls it. Its refusals keep SPEC.md's texts: "Cash games are switched off. You
 * can still play practice tables." and "We are not available in your location" (403).
 */
export async function assertCashAllowedFor(ports: CashGatePorts, userId: string): Promise<void> {
  await assertCashAllowed(ports, userId);
}
