import type { Db } from "@rummy/db";
import type { Config } from "../../config.ts";
import { RblPayouts } from "./rbl.ts";
import { SandboxPayouts } from "./sandbox.ts";
import type { PayoutsProvider } from "./types.ts";

export type { PayoutsProvider } from "./types.ts";

/** The payouts provider of a running platform, built once from the configuration; tests may replace it. */
/** The payouts provider (PAYOUTS_PROVIDER), built once by the composition root (platform/build.ts). */
export function createPayoutsProvider(c: Config, db: Db): PayoutsProvider {
  if (c.PAYOUTS_PROVIDER === "rbl") {
    return new RblPayouts({
      apiUrl: c.RBL_API_URL ?? "",
      corpId: c.RBL_CORP_ID ?? "",
      clientId: c.RBL_CLIENT_ID ?? "",
      clientSecret: c.RBL_CLIENT_SECRET ?? "",
      payoutAccount: { accountNo: c.RBL_PAYOUT_ACCOUNT_NO ?? "", accountName: c.RBL_PAYOUT_ACCOUNT_NAME, ifsc: c.RBL_PAYOUT_IFSC },
      collectionAccount: { accountNo: c.RBL_COLLECTION_ACCOUNT_NO ?? "", name: c.RBL_COLLECTION_ACCOUNT_NAME, ifsc: c.RBL_COLLECTION_IFSC, bankName: "RBL Bank" },
      timeoutMs: c.PROVIDER_TIMEOUT_MS,
      attempts: 3,
      retryDelayMs: 1000,
    });
  }
  return new SandboxPayouts(db);
}
