import { readFileSync } from "node:fs";
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

  it("0020 turns the settings' rupee amounts into paise exactly, and leaves out what is not a number", async () => {
    const handle = createDb({ databaseUrl: database.url, maxConnections: 2 });
    try {
      await runMigrations(handle);
      // Rows as an operator left them before 0020: rupees, one with paise, one not a number.
      await handle.db.execute(sql`DELETE FROM settings WHERE key IN ('payments', 'compliance')`);
      await handle.db.execute(sql`INSERT INTO settings (key, value) VALUES
        ('payments', ${JSON.stringify({
          withdrawal: { minimumRupees: 99.5, dailyAmountRupees: 49999, perDay: 2, perRequestMaximumRupees: "lots", rtgsMinimumRupees: 200000 },
          firstDepositBonus: { enabled: true, maxRupees: 0.07, percentage: 100, expiresInDays: 30 },
          depositExpiryMinutes: 30,
        })}::jsonb),
        ('compliance', ${JSON.stringify({ moneyGamesEnabled: true, responsibleGaming: { defaultDailyDepositLimitRupees: 10000.25, limitRaiseDelayHours: 72 } })}::jsonb)`);
      const file = readFileSync(new URL("../../db/drizzle/0020_settings_in_paise.sql", import.meta.url), "utf8");
      for (const statement of file.split("--> statement-breakpoint")) await handle.db.execute(sql.raw(statement));
      const rows = await queryRows<{ key: string; value: Record<string, unknown> }>(handle.db, sql`SELECT key, value FROM settings WHERE key IN ('payments', 'compliance')`);
      const value = (key: string) => rows.find((r) => r.key === key)?.value;
      expect(value("payments")).toEqual({
        withdrawal: { minimumPaise: 9950, dailyAmountPaise: 4999900, perDay: 2, rtgsMinimumPaise: 20000000 },
        firstDepositBonus: { enabled: true, maxPaise: 7, percentage: 100, expiresInDays: 30 },
        depositExpiryMinutes: 30,
      });
      expect(value("compliance")).toEqual({ moneyGamesEnabled: true, responsibleGaming: { defaultDailyDepositLimitPaise: 1000025, limitRaiseDelayHours: 72 } });
    } finally {
      await handle.close();
    }
  });
});
