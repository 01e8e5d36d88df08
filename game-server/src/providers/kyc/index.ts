import type { Config } from "../../config.ts";
import { sandboxKyc } from "./sandbox.ts";
import type { KycProvider } from "./types.ts";
import { zoopKyc } from "./zoop.ts";

export type { AadhaarOtpVerdict, DigilockerStatus, KycOutcome, KycProvider } from "./types.ts";
export { KycUnavailableError } from "./types.ts";

/** The KYC provider (KYC_PROVIDER), built once by the composition root (platform/build.ts). */
export function createKycProvider(config: Config): KycProvider {
  return config.KYC_PROVIDER === "zoop" ? zoopKyc({ baseUrl: config.ZOOP_BASE_URL, appId: config.ZOOP_APP_ID ?? "", apiKey: config.ZOOP_API_KEY ?? "" }) : sandboxKyc();
}
