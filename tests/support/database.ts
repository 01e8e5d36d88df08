import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { createDb, MIGRATIONS_FOLDER, runMigrations } from "@rummy/db";
import postgres from "postgres";

/**
 * Test databases. `npm test` sets TEST_DATABASE_URL to the PostgreSQL it found (DATABASE_URL, or
 * the local server on 127.0.0.1:5432); without it the suites run on a throwaway PGlite directory.
 * Each suite gets a fresh, uniquely named database that is dropped afterwards.
 *
 * On PostgreSQL a suite's database is a copy of a template that already holds every migration
 * (CREATE DATABASE … TEMPLATE): migrating each of a hundred suites' databases from nothing took
 * about 2.8 s of a loaded CI machine's time each, the copy about 1 s. The template's name carries
 * a hash of the migrations, so a changed migration makes a new one (and the old ones are dropped).
 */
export interface TestDatabase {
  /** A postgres:// URL for this suite's database, or undefined on PGlite. */
  readonly url: string | undefined;
  /** PGlite data directory when there is no real PostgreSQL. */
  readonly dataDir: string;
  readonly isRealPostgres: boolean;
  drop(): Promise<void>;
}

export function serverUrl(): string | undefined {
  return process.env["TEST_DATABASE_URL"] || undefined;
}

/** Arbitrary but fixed, apart from db/src/migrate.ts's: the suites of every run agree on it. */
const TEMPLATE_LOCK_KEY = 7_245_002;
const TEMPLATE_PREFIX = "rummy_test_template_";

/** The template's name: its prefix and a hash of every file under the migrations folder. */
function templateName(): string {
  const hash = createHash("sha256");
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(relative(MIGRATIONS_FOLDER, path)).update("\0").update(readFileSync(path)).update("\0");
    }
  };
  walk(MIGRATIONS_FOLDER);
  return `${TEMPLATE_PREFIX}${hash.digest("hex").slice(0, 16)}`;
}

let template: Promise<string> | undefined;

/**
 * The migrated template, made once per server and migration set. Made under an advisory lock (the
 * Vitest suites and the browser tests' setup may ask at once) and marked IS_TEMPLATE only once
 * migrated, so a run stopped half-way leaves nothing a later run would copy.
 */
function migratedTemplate(base: string): Promise<string> {
  template ??= (async () => {
    const name = templateName();
    const admin = postgres(base, { max: 1, onnotice: () => undefined });
    try {
      await admin`select pg_advisory_lock(${TEMPLATE_LOCK_KEY})`;
      const rows = await admin<{ datname: string; datistemplate: boolean }[]>`select datname, datistemplate from pg_database where datname like ${`${TEMPLATE_PREFIX}%`}`;
      if (rows.some((row) => row.datname === name && row.datistemplate)) return name;
      for (const row of rows) {
        await admin.unsafe(`alter database "${row.datname}" is_template false`);
        await admin.unsafe(`drop database if exists "${row.datname}" with (force)`);
      }
      await admin.unsafe(`create database "${name}"`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      // Two: runMigrations holds its advisory lock on one connection and migrates on another.
      const handle = createDb({ databaseUrl: url.toString(), maxConnections: 2 });
      try {
        await runMigrations(handle);
      } finally {
        await handle.close();
      }
      await admin.unsafe(`alter database "${name}" is_template true`);
      return name;
    } finally {
      await admin`select pg_advisory_unlock(${TEMPLATE_LOCK_KEY})`.catch(() => undefined);
      await admin.end();
    }
  })();
  template.catch(() => (template = undefined));
  return template;
}

export interface TestDatabaseOptions {
  /** false: an empty database, for a suite that runs the migrations itself (PGlite's are always empty). */
  readonly migrated?: boolean;
}

export async function createTestDatabase(label = "suite", options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `rummy-${label}-`));
  const base = serverUrl();
  if (!base) {
    return { url: undefined, dataDir, isRealPostgres: false, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `rummy_test_${label.replace(/\W/g, "_").slice(0, 20)}_${randomBytes(4).toString("hex")}`.toLowerCase();
  const from = options.migrated === false ? "" : ` template "${await migratedTemplate(base)}"`;
  const admin = postgres(base, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`create database "${name}"${from}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    isRealPostgres: true,
    async drop() {
      const a = postgres(base, { max: 1, onnotice: () => undefined });
      try {
        await a.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await a.end();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Suites that need real concurrency (locks, serialisation failures, several connections) cannot
 * run on PGlite. They skip loudly there, and fail instead when REQUIRE_REAL_PG=1 (CI).
 */
export function realPostgresOrSkip(suite: string): boolean {
  if (serverUrl()) return true;
  const message = `${suite}: needs a real PostgreSQL (set DATABASE_URL or run one on 127.0.0.1:5432)`;
  if (process.env["REQUIRE_REAL_PG"] === "1") throw new Error(`REQUIRE_REAL_PG=1 but ${message}`);
  console.warn(`\n!!! SKIPPED ${message}\n`);
  return false;
}
