import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../support/server-process.ts";

// The platform as `npm start` runs it: its own process on the embedded database.
describe("server process lifecycle on the embedded database", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "rummy-lifecycle-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps data across a restart and exits 0 on SIGTERM", async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO_DATA: "false" };
    const first = await startServerProcess(env);
    const health = await fetch(`${first.url}/api/v1/health`).then((r) => r.json());
    expect(health).toMatchObject({ status: "ok", db: "ok" });
    expect(await first.stop()).toBe(0);

    // Edit a setting directly in the stopped database, then restart and check it survived.
    const { PGlite } = await import("@electric-sql/pglite");
    const pg = new PGlite(join(dataDir, "pglite"));
    await pg.query(`update settings set value = '"gateway"' where key = 'eUPIPaymentMode'`);
    await pg.close();

    const second = await startServerProcess(env);
    try {
      const again = await fetch(`${second.url}/api/v1/health`).then((r) => r.json());
      expect(again).toMatchObject({ db: "ok" });
    } finally {
      expect(await second.stop()).toBe(0);
    }
    const pg3 = new PGlite(join(dataDir, "pglite"));
    const rows = await pg3.query<{ value: unknown }>(`select value from settings where key = 'eUPIPaymentMode'`);
    await pg3.close();
    // The seed step must not overwrite the operator's edit on restart.
    expect(rows.rows[0]?.value).toBe("gateway");
  }, 120_000);

  it("refuses to boot with a wrong variable and names it", async () => {
    await expect(startServerProcess({ DATA_DIR: dataDir, REDIS_URL: "nope" }, 20_000)).rejects.toThrow(/REDIS_URL/);
  });
});
