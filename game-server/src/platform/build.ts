import type { DbHandle } from "@rummy/db";
import type { Config } from "../config.ts";
import { createKycProvider } from "../providers/kyc/index.ts";
import { createOtpSender } from "../providers/otp/index.ts";
import { createPaymentsProvider } from "../providers/payments/index.ts";
import { createPayoutsProvider } from "../providers/payouts/index.ts";
import { createSessionTokens } from "../services/auth/session-tokens.ts";
import { notifyBalanceChanged, notifyPlayer } from "../services/realtime/publish.ts";
import { DealLogWriter } from "../services/tables/deal-log.ts";
import type { Clock, Platform } from "./ports.ts";

export const SYSTEM_CLOCK: Clock = { now: () => new Date() };

/**
 * The composition root: every port of the platform, built once from the configuration and the
 * database (server.ts, the recon CLI, the test and load harnesses). Tests may pass their own
 * providers (a Razorpay adapter aimed at a local fake, a failing OTP sender) or clock.
 */
export function buildPlatform(
  config: Config,
  dbHandle: DbHandle,
  options: { readonly version: string } & Partial<Pick<Platform, "clock" | "payments" | "payouts" | "kyc" | "otp">>,
): Platform {
  const db = dbHandle.db;
  return {
    config,
    dbHandle,
    db,
    version: options.version,
    clock: options.clock ?? SYSTEM_CLOCK,
    payments: options.payments ?? createPaymentsProvider(config, db),
    payouts: options.payouts ?? createPayoutsProvider(config, db),
    kyc: options.kyc ?? createKycProvider(config),
    otp: options.otp ?? createOtpSender(config, db),
    dealLog: new DealLogWriter(db),
    tokens: createSessionTokens(config.jwtSecret),
    realtime: { notifyPlayer, notifyBalanceChanged },
  };
}
