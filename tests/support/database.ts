import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";

/**
 * Test databases. `npm test` sets TEST_DATABASE_URL to the PostgreSQL it found (DATABASE_URL, or
 * the local server on 127.0.0.1:5432); without it the suites run on a throwaway PGlite directory.
 * Each suite gets a fresh, uniquely named database that is dropped afterwards.
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

export async function createTestDatabase(label = "suite"): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `rummy-${label}-`));
  const base = serverUrl();
  if (!base) {
    return { url: undefined, dataDir, isRealPostgres: false, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `rummy_test_${label.replace(/\W/g, "_").slice(0, 20)}_${randomBytes(4).toString("hex")}`.toLowerCase();
  const admin = postgres(base, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`create database "${name}"`);
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
