// The 31 March TDS run (section 194BA). Run after midnight IST on 1 April:
//   DATABASE_URL=postgres://… npx tsx game-server/src/services/wallet/year-end-cli.ts 2025
// (2025 = FY 2025-26, which ends 31 March 2026). Safe to re-run: each player is one idempotent
// operation, so an interrupted run resumes where it stopped.
import { createDb } from "@rummy/db";
import { financialYearOf } from "./fy.ts";
import { runYearEndTds } from "./year-end.ts";

async function main(): Promise<number> {
  const url = process.env["DATABASE_URL"];
  if (!url) {
    console.error("year-end TDS needs DATABASE_URL");
    return 2;
  }
  const arg = process.argv[2];
  const fy = arg ? Number(arg) : financialYearOf(new Date()) - 1;
  if (!Number.isInteger(fy) || fy < 2000 || fy > 2100) {
    console.error(`not a financial year: ${arg}`);
    return 2;
  }
  const handle = createDb({ databaseUrl: url, maxConnections: 2 });
  try {
    const summary = await runYearEndTds(handle.db, fy);
    console.log(JSON.stringify(summary, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v), 2));
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("year-end TDS failed:", error);
    process.exit(1);
  },
);
