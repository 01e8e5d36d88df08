// `npm run recon [-- --from <ISO> --to <ISO> --fix]`: matches the payment and payout providers'
// reports against the deposits, withdrawals and ledger of the database at DATABASE_URL, prints
// every mismatch, and exits 1 when one is left unfixed (2 when it cannot run).
import { createDb } from "@rummy/db";
import { parseArgs } from "node:util";
import { loadConfig } from "../../config.ts";
import { PLATFORM_VERSION } from "../../version.ts";
import { rupeeString } from "../../providers/amount.ts";
import { reconcile } from "./reconcile.ts";
import { buildPlatform } from "../../platform/build.ts";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" }, fix: { type: "boolean", default: false } } });
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    console.error("recon needs DATABASE_URL (a postgres:// URL of the platform's database)");
    return 2;
  }
  const to = values.to ? new Date(values.to) : new Date();
  const from = values.from ? new Date(values.from) : new Date(to.getTime() - 2 * 86_400_000);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from > to) {
    console.error("recon: --from and --to must be ISO dates with from <= to");
    return 2;
  }
  const dbHandle = createDb({ databaseUrl: config.DATABASE_URL, maxConnections: 2 });
  const platform = buildPlatform(config, dbHandle, { version: PLATFORM_VERSION });
  try {
    const report = await reconcile(platform, { from, to, fix: values.fix });
    console.log(`recon ${from.toISOString()} .. ${to.toISOString()}${values.fix ? " (fix)" : ""}`);
    console.log(`matched: ${report.matchedPayments} payment(s), ${report.matchedTransfers} bank transfer(s)`);
    console.log(`gateway clearing: ₹${rupeeString(report.gatewayClearingPaise)}; payout clearing: ₹${rupeeString(report.payoutClearingPaise)}`);
    for (const m of report.mismatches) console.log(`${m.fixed ? "FIXED   " : "MISMATCH"} ${m.kind} ${m.ref}: ${m.detail}`);
    const open = report.mismatches.filter((m) => !m.fixed).length;
    console.log(`${report.mismatches.length} mismatch(es), ${open} unfixed`);
    return open > 0 ? 1 : 0;
  } finally {
    await dbHandle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("recon failed:", error);
    process.exit(2);
  },
);
