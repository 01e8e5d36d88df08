import type { Platform } from "../platform/ports.ts";
import { checkBankDebit } from "../services/deposits/bank-debit.ts";
import { claimDepositCheck, dueDeposits } from "../services/deposits/repository.ts";
import { pollDeposits } from "../services/deposits/service.ts";
import { paymentSettings, pollDelayMs } from "../services/deposits/settings.ts";
import { pollWithdrawals } from "../services/withdrawals/poll.ts";

/**
 * The payment status poller: every PAYMENT_POLL_INTERVAL_MS it asks the providers about deposits
 * and payouts whose next check is due, until each reaches a final state. Webhooks are the source
 * of truth for deposits; this is the safety net, and for payouts the main road. Rows are claimed
 * with a compare-and-set, so several processes can run it side by side.
 */
export interface PaymentPoller {
  /** Runs one pass now (tests, and the loop itself). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

async function pollBankDebits(platform: Platform): Promise<void> {
  const settings = await paymentSettings(platform.db);
  const now = platform.clock.now();
  for (const deposit of await dueDeposits(platform.db, now, 50)) {
    if (deposit.channel !== "bank_debit") continue;
    if (!(await claimDepositCheck(platform.db, deposit, new Date(now.getTime() + pollDelayMs(settings.policy, deposit.checkCount + 1))))) continue;
    await checkBankDebit(platform, deposit);
  }
}

export function startPaymentPoller(platform: Platform, log: (error: unknown) => void): PaymentPoller {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    for (const pass of [pollDeposits, pollBankDebits, pollWithdrawals]) {
      if (stopped) return;
      await Promise.resolve(pass(platform)).catch(log);
    }
  };
  const loop = () => {
    if (stopped) return;
    running = tick().finally(() => {
      if (!stopped) timer = setTimeout(loop, platform.config.PAYMENT_POLL_INTERVAL_MS);
    });
  };
  timer = setTimeout(loop, platform.config.PAYMENT_POLL_INTERVAL_MS);
  return {
    tick: () => (running = running.then(tick)),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
