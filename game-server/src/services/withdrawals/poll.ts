import { paymentSettings, pollDelayMs } from "../deposits/settings.ts";
import { claimWithdrawalCheck, dueWithdrawals } from "./repository.ts";
import { checkWithdrawal, type WithdrawalPorts } from "./service.ts";

/**
 * The poller's pass over withdrawals: open ones are checked with a growing delay until final
 * (a held one that never reached the bank is submitted); a successful one is checked once more
 * for a reversal, then left to reconciliation.
 */
export async function pollWithdrawals(ports: WithdrawalPorts, limit = 50): Promise<number> {
  const settings = await paymentSettings(ports.db);
  const now = ports.clock.now();
  let checked = 0;
  for (const row of await dueWithdrawals(ports.db, now, limit)) {
    const next = row.status === "success" ? null : new Date(now.getTime() + pollDelayMs(settings.policy, Math.min(row.checkCount + 1, 100)));
    if (!(await claimWithdrawalCheck(ports.db, row, next))) continue;
    checked++;
    await checkWithdrawal(ports, row);
  }
  return checked;
}
