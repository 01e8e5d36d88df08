import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createDb, queryRows, runMigrations, seedSettings, type DbHandle } from "@rummy/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, realPostgresOrSkip, type TestDatabase } from "../support/database.ts";
import { nodeArgs } from "../support/node-bundle.ts";

// Each call spawns the operator CLI, which loads the server's modules: tens of seconds apiece on a
// busy two-core CI machine, where a 60 s test has timed out with nothing wrong.
vi.setConfig({ testTimeout: 300_000 });

/**
 * `npm run operator` as an operator runs it (a separate process), on a real PostgreSQL and on
 * the embedded PGlite: each command changes the setting rows it names, and bad input gets a
 * clear message and a non-zero exit.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const CLI = "game-server/src/ops/operator-cli.ts";

interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

async function operator(env: Record<string, string>, ...args: string[]): Promise<Run> {
  const cli = await nodeArgs(CLI);
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "DATABASE_URL" && k !== "DATA_DIR"));
  return new Promise((done) => {
    execFile(process.execPath, [...cli, ...args], { cwd: ROOT, env: { ...base, INIT_CWD: ROOT, ...env }, timeout: 240_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      done({ code, out: stdout, err: stderr });
    });
  });
}

async function setting<T>(handle: DbHandle, key: string): Promise<T> {
  const rows = await queryRows<{ value: string }>(handle.db, sql`SELECT value::text AS value FROM settings WHERE key = ${key}`);
  return JSON.parse(rows[0]?.value ?? "null") as T;
}

async function prepare(handle: DbHandle): Promise<void> {
  await runMigrations(handle);
  await seedSettings(handle.db);
}

const real = realPostgresOrSkip("operator command on PostgreSQL");

describe.skipIf(!real)("npm run operator on PostgreSQL (DATABASE_URL), the server free to run", () => {
  let database: TestDatabase;
  let handle: DbHandle;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase("operator_cli");
    handle = createDb({ databaseUrl: database.url, maxConnections: 2 });
    await prepare(handle);
    env = { DATABASE_URL: database.url ?? "" };
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it("cash on and off switch compliance.moneyGamesEnabled", async () => {
    expect((await setting<{ moneyGamesEnabled: boolean }>(handle, "compliance")).moneyGamesEnabled).toBe(false);
    const on = await operator(env, "cash", "on");
    expect(on.code, on.err).toBe(0);
    expect(on.out).toContain("Cash play is ON");
    const policy = await setting<{ moneyGamesEnabled: boolean; minimumAge: number }>(handle, "compliance");
    expect(policy.moneyGamesEnabled).toBe(true);
    expect(policy.minimumAge).toBe(18);
    expect((await operator(env, "cash", "off")).code).toBe(0);
    expect((await setting<{ moneyGamesEnabled: boolean }>(handle, "compliance")).moneyGamesEnabled).toBe(false);
  });

  it("maintenance 30m starts a window ending in 30 minutes, and off ends it", async () => {
    const before = Date.now();
    const started = await operator(env, "maintenance", "30m");
    expect(started.code, started.err).toBe(0);
    const m = await setting<{ eMode: string; eState: string; dEndAt: string }>(handle, "oMaintenance");
    expect(m).toMatchObject({ eMode: "enabled", eState: "running" });
    const endsIn = Date.parse(m.dEndAt) - before;
    expect(endsIn).toBeGreaterThan(29 * 60_000);
    expect(endsIn).toBeLessThan(31 * 60_000);
    expect((await operator(env, "maintenance", "off")).code).toBe(0);
    expect(await setting(handle, "oMaintenance")).toEqual({ eMode: "disabled", eState: "finished", dEndAt: null });
  });

  it("settings prints every row; sql runs a file with several statements", async () => {
    const printed = await operator(env, "settings");
    expect(printed.code, printed.err).toBe(0);
    expect(printed.out).toContain("compliance");
    expect(printed.out).toContain("oPurchaseRange");
    const dir = mkdtempSync(join(tmpdir(), "operator-sql-"));
    try {
      const file = join(dir, "range.sql");
      writeFileSync(file, `UPDATE settings SET value = '{"nMinimum":100,"nMaximum":20000}' WHERE key = 'oPurchaseRange';\nSELECT value->>'nMaximum' AS maximum FROM settings WHERE key = 'oPurchaseRange';\n`);
      const ran = await operator(env, "sql", file);
      expect(ran.code, ran.err).toBe(0);
      expect(ran.out).toContain("maximum: 20000");
      expect(await setting(handle, "oPurchaseRange")).toEqual({ nMinimum: 100, nMaximum: 20000 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const cookbook = await operator(env, "sql", "db/admin/settings.sql");
    expect(cookbook.code, cookbook.err).toBe(0);
    expect(cookbook.out).toContain("key: compliance");
  });

  it("tournament add inserts the example with its rounds and prizes; a bad file is refused by field", async () => {
    const added = await operator(env, "tournament", "add", "db/admin/tournament-example.json");
    expect(added.code, added.err).toBe(0);
    const rows = await queryRows<{ state: string; rounds: number; prizes: number; fee: string }>(
      handle.db,
      sql`SELECT t.state, t.entry_fee_paise::text AS fee,
                 (SELECT count(*)::int FROM tournament_rounds r WHERE r.tournament_id = t.id) AS rounds,
                 (SELECT count(*)::int FROM tournament_prizes p WHERE p.tournament_id = t.id) AS prizes
            FROM tournaments t WHERE t.name = 'Sunday Practice Cup'`,
    );
    expect(rows).toEqual([{ state: "scheduled", fee: "100000", rounds: 2, prizes: 2 }]);
    const dir = mkdtempSync(join(tmpdir(), "operator-tournament-"));
    try {
      const file = join(dir, "bad.json");
      writeFileSync(file, JSON.stringify({ name: "Bad", maxPlayers: 6, entryKind: "free", entryFeePaise: 500, registrationOpensAt: "tomorrow", registrationClosesAt: "2026-12-01T10:00:00Z", startsAt: "2026-12-01T10:00:00Z", rounds: [{}], prizes: [{ rankFrom: 1, rankTo: 1 }] }));
      const refused = await operator(env, "tournament", "add", file);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain("registrationOpensAt: must be an ISO date-time");
      expect(refused.err).toContain("entryFeePaise");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("bad input gets a clear message and a non-zero exit, and changes nothing", async () => {
    // Four refusals, none of which may change anything: run side by side (each spawn loads the server's modules).
    const [cash, duration, unknown, missing] = await Promise.all([
      operator(env, "cash", "maybe"),
      operator(env, "maintenance", "soon"),
      operator(env, "reboot"),
      operator(env, "sql", "no/such/file.sql"),
    ]);
    expect(cash.code).toBe(2);
    expect(cash.err).toContain('cash takes "on" or "off"');
    expect(duration.code).toBe(1);
    expect(duration.err).toContain('"soon" is not a duration');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "reboot"');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("Cannot read");
    expect((await setting<{ eMode: string }>(handle, "oMaintenance")).eMode).toBe("disabled");
  });
});

describe("npm run operator on the embedded PGlite (DATA_DIR)", () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "operator-pglite-"));
    const handle = createDb({ dataDir });
    try {
      await prepare(handle);
    } finally {
      await handle.close();
    }
    env = { DATA_DIR: dataDir };
  }, 180_000);

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function read<T>(key: string): Promise<T> {
    const handle = createDb({ dataDir });
    try {
      return await setting<T>(handle, key);
    } finally {
      await handle.close();
    }
  }

  it("cash on and maintenance 2h change the setting rows", async () => {
    const on = await operator(env, "cash", "on");
    expect(on.code, on.err).toBe(0);
    expect(on.err).toContain("embedded PGlite");
    const started = await operator(env, "maintenance", "2h");
    expect(started.code, started.err).toBe(0);
    expect((await read<{ moneyGamesEnabled: boolean }>("compliance")).moneyGamesEnabled).toBe(true);
    expect(await read<{ eMode: string }>("oMaintenance")).toMatchObject({ eMode: "enabled", eState: "running" });
  });

  it("refuses while another live process (npm start) has the database open, naming it", async () => {
    writeFileSync(join(dataDir, "pglite.owner"), JSON.stringify({ pid: process.pid, who: "npm start (the platform server)" }));
    try {
      const refused = await operator(env, "cash", "off");
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`open in npm start (the platform server) (pid ${process.pid})`);
      expect(refused.err).toContain("stop it first");
    } finally {
      rmSync(join(dataDir, "pglite.owner"), { force: true });
    }
    expect((await read<{ moneyGamesEnabled: boolean }>("compliance")).moneyGamesEnabled).toBe(true);
  });

  it("takes over the claim a crashed process left behind", async () => {
    writeFileSync(join(dataDir, "pglite.owner"), JSON.stringify({ pid: 2 ** 22 + 12_345, who: "npm start (the platform server)" }));
    const off = await operator(env, "cash", "off");
    expect(off.code, off.err).toBe(0);
    expect((await read<{ moneyGamesEnabled: boolean }>("compliance")).moneyGamesEnabled).toBe(false);
  });
});
