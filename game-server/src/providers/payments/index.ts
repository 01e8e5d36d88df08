import type { Db } from "@rummy/db";
import type { Config } from "../../config.ts";
import { RazorpayPayments } from "./razorpay.ts";
import { SandboxPayments } from "./sandbox.ts";
import type { PaymentsProvider } from "./types.ts";

export type { PaymentsProvider } from "./types.ts";

/** The payments provider (PAYMENTS_PROVIDER), built once by the composition root (platform/build.ts). */
export function createPaymentsProvider(c: Config, db: Db): PaymentsProvider {
  if (c.PAYMENTS_PROVIDER === "razorpay") {
    return new RazorpayPayments({
      keyId: c.RAZORPAY_KEY_ID ?? "",
      keySecret: c.RAZORPAY_KEY_SECRET ?? "",
      webhookSecrets: [c.RAZORPAY_WEBHOOK_SECRET ?? "", c.RAZORPAY_WEBHOOK_SECRET_PREVIOUS ?? ""].filter((s) => s.length > 0),
      apiUrl: c.RAZORPAY_API_URL,
      timeoutMs: c.PROVIDER_TIMEOUT_MS,
      attempts: 3,
      retryDelayMs: 1000,
    });
  }
  return new SandboxPayments(db, c.SANDBOX_WEBHOOK_SECRET);
}
