import { createDb, type DbHandle } from "@rummy/db";
import { withLockedTransaction } from "@rummy/db/ledger/transaction";
import { queryRows } from "@rummy/db/rows";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database.ts";

/**
 * Issue 18: drizzle's queries run as named prepared statements on PostgreSQL (db/src/prepared.ts),
 * one round trip instead of postgres.js' describe-then-execute two. A text's parameter types come
 * from the server once per process; each value is then sent as that type, so what is stored and
 * read is what the unprepared path stored and read. On the embedded PGlite there is nothing to
 * prepare: these run on PostgreSQL only.
 */
const realPg = Boolean(process.env["TEST_DATABASE_URL"]);

describe.runIf(realPg)("prepared statements", () => {
  let database: TestDatabase;
  let handle: DbHandle;
  beforeAll(async () => {
    database = await createTestDatabase("prepared_statements");
    // One connection: the statements it prepares are the ones pg_prepared_statements lists.
    handle = createDb({ databaseUrl: database.url, maxConnections: 1 });
    await handle.db.execute(sql`CREATE TABLE prep_probe (id int PRIMARY KEY, doc jsonb, plain json, tags text[], at timestamptz, flag boolean, big bigint, note text)`);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  const prepared = async () => (await queryRows(handle.db, sql`SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%prep_probe%'`)).map((r) => String(r["statement"]));

  /** Runs `query` until its text has been described and it ran prepared; every answer must equal the first. */
  async function untilPrepared<T>(text: string, query: () => Promise<T>): Promise<T[]> {
    const answers: T[] = [];
    for (let i = 0; i < 50; i++) {
      answers.push(await query());
      if ((await prepared()).some((s) => s.includes(text))) {
        answers.push(await query());
        return answers;
      }
    }
    throw new Error(`never prepared: ${text}`);
  }

  it("stores and reads every kind of value the same once a text runs prepared", async () => {
    const at = new Date("2026-11-28T10:15:30.123Z");
    let id = 0;
    const insert = () => {
      id += 1;
      return handle.db.execute(
        sql`INSERT INTO prep_probe (id, doc, plain, tags, at, flag, big, note) VALUES (${id}, ${JSON.stringify({ a: 1, b: ["x"] })}::jsonb, ${JSON.stringify({ c: true })}::json, ${sql.param(["red", "a,b", 'q"uote'])}, ${at.toISOString()}::timestamptz, ${true}, ${"9007199254740993"}, ${null})`,
      );
    };
    await untilPrepared("INSERT INTO prep_probe", insert);
    const rows = await queryRows(handle.db, sql`SELECT id, doc, plain, tags, at, flag, big::text AS big, note FROM prep_probe ORDER BY id`);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const unprepared = rows[0];
    for (const row of rows) {
      expect({ ...row, id: 0 }).toEqual({ ...unprepared, id: 0 });
    }
    expect(unprepared?.["doc"]).toEqual({ a: 1, b: ["x"] });
    expect(unprepared?.["plain"]).toEqual({ c: true });
    expect(unprepared?.["tags"]).toEqual(["red", "a,b", 'q"uote']);
    expect(new Date(String(unprepared?.["at"])).toISOString()).toBe(at.toISOString());
    expect(unprepared?.["flag"]).toBe(true);
    expect(unprepared?.["big"]).toBe("9007199254740993");
    expect(unprepared?.["note"]).toBeNull();
  });

  it("reads with array and time parameters the same prepared as unprepared", async () => {
    const answers = await untilPrepared("WHERE id = ANY", () => queryRows(handle.db, sql`SELECT count(*)::int AS n FROM prep_probe WHERE id = ANY(${sql.param([1, 2])}) AND at <= ${"2030-01-01T00:00:00Z"}::timestamptz`));
    expect(answers.map((a) => a[0]?.["n"])).toEqual(answers.map(() => 2));
  });

  it("prepares inside a ledger transaction's reserved connection too, and rolls back as before", async () => {
    const probe = (n: number) => sql`UPDATE prep_probe SET note = ${`tx ${n}`} WHERE id = ${1} RETURNING note`;
    for (let n = 0; n < 3; n++) {
      const note = await withLockedTransaction(handle.db, [probe(n)], async (_tx, rows) => ({ value: rows[0]?.["note"] }));
      expect(note).toBe(`tx ${n}`);
    }
    expect((await prepared()).some((s) => s.includes("UPDATE prep_probe SET note"))).toBe(true);
    await expect(
      withLockedTransaction(handle.db, [probe(9)], async (tx) => {
        await tx.execute(sql`INSERT INTO prep_probe (id) VALUES (${1})`);
        return { value: null };
      }),
    ).rejects.toThrow();
    const [row] = await queryRows(handle.db, sql`SELECT note FROM prep_probe WHERE id = ${1}`);
    expect(row?.["note"]).toBe("tx 2");
  });

  it("prepares nothing with DATABASE_PREPARED_STATEMENTS=off (createDb preparedStatements: false)", async () => {
    const plain = createDb({ databaseUrl: database.url, maxConnections: 1, preparedStatements: false });
    try {
      for (let i = 0; i < 5; i++) await queryRows(plain.db, sql`SELECT count(*)::int AS n FROM prep_probe WHERE id > ${i}`);
      // postgres.js prepares its own start-up read of the array types (pg_type); ours would name prep_probe.
      const [row] = await queryRows(plain.db, sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%prep_probe%'`);
      expect(row?.["n"]).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
