import { createDb, queryRows, runMigrations } from "@rummy/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, realPostgresOrSkip, type TestDatabase } from "../support/database.ts";

const real = realPostgresOrSkip("concurrent migrations");

describe.runIf(real)("migrations on a real PostgreSQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("migrate");
  });
  afterAll(async () => database?.drop());

  it("run from several processes' connections at once without conflict, once each", async () => {
    const handles = Array.from({ length: 4 }, () => createDb({ databaseUrl: database.url, maxConnections: 2 }));
    try {
      await Promise.all(handles.map((h) => runMigrations(h)));
      const first = handles[0];
      if (!first) throw new Error("no handle");
      const applied = await queryRows<{ n: string }>(first.db, sql`select count(*)::text as n from drizzle.__drizzle_migrations`);
      const tables = await queryRows<{ t: string }>(first.db, sql`select tablename as t from pg_tables where schemaname = 'public'`);
      expect(Number(applied[0]?.n)).toBeGreaterThan(0);
      expect(tables.map((r) => r.t)).toContain("settings");
      // Running again is a no-op.
      await runMigrations(first);
      const again = await queryRows<{ n: string }>(first.db, sql`select count(*)::text as n from drizzle.__drizzle_migrations`);
      expect(again[0]?.n).toBe(applied[0]?.n);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});
