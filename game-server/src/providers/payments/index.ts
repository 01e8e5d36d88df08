import type { PlatformContext } from "../../api/context.ts";
import { RazorpayPayments } from "./razorpay.ts";
import { SandboxPayments } from "./sandbox.ts";
import type { PaymentsProvider } from "./types.ts";

export type { PaymentsProvider } from "./types.ts";

/**
 * The payments provider of a running platform, built once from the configuration. Tests may put
 * another in its place (a Razorpay adapter aimed at a local fake) with `usePaymentsProvider`.
 */
const providers = new WeakMap<PlatformContext, PaymentsProvider>();

export function paymentsProviderOf(platform: PlatformContext): PaymentsProvider {
  let provider = providers.get(platform);
  if (!provider) {
    provider = createPaymentsProvider(platform);
    providers.set(platform, provider);
  }
  return provider;
}

export function usePaymentsProvider(platform: PlatformContext, provider: PaymentsProvider): void {
  providers.set(platform, provider);
}

function createPaymentsProvider(platform: PlatformContext): PaymentsProvider {
  const c = platform.config;
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
  return new SandboxPayments(platform.db, c.SANDBOX_WEBHOOK_SECRET);
}
