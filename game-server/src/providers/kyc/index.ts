import type { PlatformContext } from "../../api/context.ts";
import { sandboxKyc } from "./sandbox.ts";
import type { KycProvider } from "./types.ts";
import { zoopKyc } from "./zoop.ts";

export type { AadhaarOtpVerdict, DigilockerStatus, KycOutcome, KycProvider } from "./types.ts";
export { KycUnavailableError } from "./types.ts";

const providers = new WeakMap<PlatformContext, KycProvider>();

/** The configured provider (KYC_PROVIDER), one per running platform. */
export function kycProviderFor(platform: PlatformContext): KycProvider {
  let provider = providers.get(platform);
  if (!provider) {
    const { config } = platform;
    provider =
      config.KYC_PROVIDER === "zoop"
        ? zoopKyc({ baseUrl: config.ZOOP_BASE_URL, appId: config.ZOOP_APP_ID ?? "", apiKey: config.ZOOP_API_KEY ?? "" })
        : sandboxKyc();
    providers.set(platform, provider);
  }
  return provider;
}

/** Tests swap in a provider (e.g. the Zoop adapter against a local fake). */
export function useKycProvider(platform: PlatformContext, provider: KycProvider): void {
  providers.set(platform, provider);
}
