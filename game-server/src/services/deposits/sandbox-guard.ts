import type { DepositPorts } from "./ports.ts";
import { depositRefusal, SANDBOX_DEPOSIT_MESSAGE } from "./errors.ts";

export { SANDBOX_DEPOSIT_MESSAGE };

/**
 * A production boot may run sandbox providers (ALLOW_SANDBOX_PROVIDERS=true, a demo), but a
 * sandbox must never put money in a balance there: its "payments" are approved by whoever asks.
 * So in production every deposit through a sandbox (the gateway for buycash and UPI intents, the
 * sandbox bank for bank debits) is refused before anything is written, and the sandbox webhook
 * and gateway pages are not registered at all. With no way in, cash games are effectively off.
 */
export function assertRealMoneyProvider(ports: DepositPorts, via: "payments" | "payouts"): void {
  const { config } = ports;
  const provider = via === "payments" ? config.PAYMENTS_PROVIDER : config.PAYOUTS_PROVIDER;
  if (config.isProduction && provider === "sandbox") throw depositRefusal("deposit/sandbox_in_production");
}
