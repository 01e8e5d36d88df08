import { readFileSync } from "node:fs";
import { createDb, queryRows, runMigrations, schema } from "@rummy/db";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, realPostgresOrSkip, type TestDatabase } from "../support/database.ts";

const real = realPostgresOrSkip("concurrent migrations");

describe.runIf(real)("migrations on a real PostgreSQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("migrate", { migrated: false });
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

  it("opens connections with JIT off, whatever the server's default", async () => {
    // The server's own default is on (PostgreSQL 15); the lobby's free-seat read paid ~20-35 ms of compiling for it each time.
    const handle = createDb({ databaseUrl: database.url, maxConnections: 1 });
    try {
      expect(await queryRows<{ jit: string }>(handle.db, sql`show jit`)).toEqual([{ jit: "off" }]);
    } finally {
      await handle.close();
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

  it("0023 counts the seats each table already had, seated and left, and its trigger keeps them from there", async () => {
    const handle = createDb({ databaseUrl: database.url, maxConnections: 2 });
    try {
      await runMigrations(handle);
      const file = readFileSync(new URL("../../db/drizzle/0023_table_seat_counts.sql", import.meta.url), "utf8");
      const backfill = file.split("--> statement-breakpoint").find((statement) => statement.includes('UPDATE "game_tables"'));
      if (!backfill) throw new Error("0023 has no backfill statement");
      // Seats as a database held them before 0023: written with no trigger to count them.
      await handle.db.execute(sql`ALTER TABLE table_seats DISABLE TRIGGER table_seats_count_rows`);
      const [table] = await queryRows<{ id: string }>(
        handle.db,
        sql`INSERT INTO game_tables (rummy_type, game_type, variant_id, max_players, decks, point_value_paise, entry_fee_paise) VALUES ('point', 'practice', 'points13', 6, 2, 5, 400) RETURNING id`,
      );
      const [empty] = await queryRows<{ id: string }>(
        handle.db,
        sql`INSERT INTO game_tables (rummy_type, game_type, variant_id, max_players, decks, point_value_paise, entry_fee_paise) VALUES ('point', 'practice', 'points13', 2, 2, 5, 400) RETURNING id`,
      );
      await handle.db.execute(sql`INSERT INTO table_seats (table_id, seat, user_id, name, buy_in_paise, chips_paise, status)
        SELECT ${table!.id}::uuid, s, gen_random_uuid(), 'p', 400, 400, CASE WHEN s < 3 THEN 'seated' ELSE 'left' END FROM generate_series(0, 4) s`);
      await handle.db.execute(sql`ALTER TABLE table_seats ENABLE TRIGGER table_seats_count_rows`);
      await handle.db.execute(sql.raw(backfill));
      const counts = () => queryRows<{ id: string; seats_seated: number; seats_left: number }>(handle.db, sql`SELECT id, seats_seated, seats_left FROM game_tables WHERE id IN (${table!.id}::uuid, ${empty!.id}::uuid)`);
      expect(Object.fromEntries((await counts()).map((r) => [r.id, [r.seats_seated, r.seats_left]]))).toEqual({ [table!.id]: [3, 2], [empty!.id]: [0, 0] });
      await handle.db.execute(sql`UPDATE table_seats SET status = 'left' WHERE table_id = ${table!.id}::uuid AND seat = 0`);
      expect((await counts()).find((r) => r.id === table!.id)).toMatchObject({ seats_seated: 2, seats_left: 3 });
    } finally {
      await handle.close();
    }
  });

  it("0021 lets bots make up the minimum of the Practice Knock-out instances not started yet, and of nothing else", async () => {
    const handle = createDb({ databaseUrl: database.url, maxConnections: 2 });
    try {
      await runMigrations(handle);
      const row = (name: string, seriesKey: string, entryKind: "practice" | "free", state: "registering" | "running", at = new Date(Date.UTC(2026, 0, 1, name.length))) => ({
        name,
        seriesKey,
        entryKind,
        state,
        maxPlayers: 18,
        minPlayers: 2,
        entryFeePaise: entryKind === "practice" ? 1_000n : 0n,
        registrationOpensAt: at,
        registrationClosesAt: at,
        startsAt: at,
      });
      // As a database seeded before the change holds them: no bot fill anywhere.
      const inserted = await handle.db
        .insert(schema.tournaments)
        .values([row("upcoming", "practice-knockout", "practice", "registering"), row("started", "practice-knockout", "practice", "running"), row("free roll", "free-roll", "free", "registering")])
        .returning({ id: schema.tournaments.id, name: schema.tournaments.name });
      const file = readFileSync(new URL("../../db/drizzle/0021_practice_knockout_bots.sql", import.meta.url), "utf8");
      await handle.db.execute(sql.raw(file));
      const after = await handle.db.select({ name: schema.tournaments.name, botFillTo: schema.tournaments.botFillTo }).from(schema.tournaments).where(inArray(schema.tournaments.id, inserted.map((x) => x.id)));
      expect(Object.fromEntries(after.map((x) => [x.name, x.botFillTo]))).toEqual({ upcoming: 2, started: null, "free roll": null });
    } finally {
      await handle.close();
    }
  });
});
