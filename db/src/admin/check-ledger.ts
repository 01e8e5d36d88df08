// `npm run ledger:check`: prints every ledger invariant violation (db/admin/check-ledger.sql)
// of the database at DATABASE_URL; exits 1 when there is any, 2 when it cannot run.
import { createDb } from "../client.ts";
import { checkLedger } from "../ledger/invariants.ts";

async function main(): Promise<number> {
  const url = process.env["DATABASE_URL"];
  if (!url) {
    console.error("ledger:check needs DATABASE_URL (a postgres:// URL of the platform's database)");
    return 2;
  }
  const handle = createDb({ databaseUrl: url, maxConnections: 1 });
  try {
    const violations = await checkLedger(handle.db);
    if (violations.length === 0) {
      console.log("ledger: 0 violations");
      return 0;
    }
    console.table(violations);
    console.error(`ledger: ${violations.length} violation(s)`);
    return 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("ledger:check failed:", error);
    process.exit(2);
  },
);
