/**
 * Benchmark of the lobby's free-seat read (`npm run bench:seat-pick`): the statement every seat
 * pick runs (`tablesWithFreeSeats`, game-server/src/services/lobby/repository.ts), at the size of
 * 10,000 seated players, beside the statement it replaced (it counted every live table's seats and
 * read every seat that had ever left) on the same database in the same run.
 *
 * The database holds BENCH_TABLES live six-seat tables of one configuration (default 1,700: 10,000
 * players), all full but the newest BENCH_FREE (default 5), and BENCH_HISTORY closed tables whose
 * six players have all left (default 3,000: a day's churn). Each statement runs BENCH_RUNS times
 * (default 200) after a warm-up, one at a time; it prints p50/p99 of each and their ratio, and
 * checks that both return the same tables and that every table's kept seat counts match its seat
 * rows. Exits non-zero when they differ, or when the new read is not at least 3 times faster at p50
 * (measured 10x with the defaults; 5x with BENCH_HISTORY=30000, where PostgreSQL plans the old
 * statement's search for tables whose players have all left differently).
 *
 * Environment: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_*
 * above; BENCH_KEEP=1 keeps the database afterwards, to look at the plans in psql.
 */
import { performance } from "node:perf_hooks";
import { loadavg } from "node:os";
import { createDb, queryRows, schema, type Db } from "@rummy/db";
import { tablesWithFreeSeats } from "@rummy/game-server/services/lobby/repository";
import { sql } from "drizzle-orm";
import { createTestDatabase } from "../support/database.ts";
import { tablesWithSeatCountDrift } from "../support/seat-counts.ts";
import { percentile } from "../load/process-meter.ts";

const TABLES = Number(process.env["BENCH_TABLES"] ?? 1_700);
const FREE = Number(process.env["BENCH_FREE"] ?? 5);
const HISTORY = Number(process.env["BENCH_HISTORY"] ?? 3_000);
const RUNS = Number(process.env["BENCH_RUNS"] ?? 200);
const TARGET_SPEEDUP = 3;

/** The read as it was before the tables kept their seat counts (migration 0023), for the baseline. */
function previousRead(catalogueId: string) {
  const takenSeats = sql`(select s.seat, s.user_id from table_seats s where s.table_id = g.id and s.status = 'seated'
    union select c.seat, c.user_id from seat_claims c where c.table_id = g.id and c.claimed_at > now() - interval '2 minutes')`;
  return sql`select g.id, coalesce((select json_agg(json_build_object('seat', t.seat, 'user', t.user_id)) from ${takenSeats} t), '[]'::json) as taken
    from game_tables g
    where g.catalogue_id = ${catalogueId} and g.status in ('open', 'running')
      and (select count(*) from table_seats s where s.table_id = g.id and s.status = 'seated') < g.max_players
      and (select count(distinct t.seat) from ${takenSeats} t) < g.max_players
      and (exists (select 1 from table_seats s where s.table_id = g.id and s.status = 'seated') or not exists (select 1 from table_seats s where s.table_id = g.id and s.status = 'left'))
    order by g.created_at limit 10`;
}

/** One configuration's live tables (the newest FREE with a seat free) and its closed history, seats and all, in a few statements. */
async function fill(db: Db): Promise<string> {
  const [catalogue] = await db
    .insert(schema.tableCatalogue)
    .values({ rummyType: "point", gameType: "practice", name: "bench", variantId: "points13", maxPlayers: 6, decks: 2, pointValuePaise: 5n, entryFeePaise: 400n })
    .returning({ id: schema.tableCatalogue.id });
  const catalogueId = catalogue!.id;
  const tables = (status: string, n: number, from: number) => sql`
    insert into game_tables (catalogue_id, rummy_type, game_type, variant_id, max_players, decks, point_value_paise, entry_fee_paise, status, created_at)
    select ${catalogueId}, 'point', 'practice', 'points13', 6, 2, 5, 400, ${status}, now() - make_interval(secs => ${TABLES + HISTORY} - (${from} + i)) from generate_series(1, ${n}) i`;
  await db.execute(tables("closed", HISTORY, 0));
  await db.execute(tables("running", TABLES, HISTORY));
  // Six seats a table, all taken but one at each of the newest FREE live tables; the closed tables' players have left.
  await db.execute(sql`
    insert into table_seats (table_id, seat, user_id, name, buy_in_paise, chips_paise, status)
    select g.id, s, gen_random_uuid(), 'p', 400, 400, case when g.status = 'closed' then 'left' else 'seated' end
    from (select id, status, row_number() over (order by created_at desc) as newest from game_tables) g, generate_series(0, 5) s
    where not (g.status = 'running' and g.newest <= ${FREE} and s = 5)`);
  await db.execute(sql`analyze game_tables; analyze table_seats`);
  return catalogueId;
}

async function time(label: string, run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 10; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const at = performance.now();
    await run();
    ms.push(performance.now() - at);
  }
  console.log(`  ${label}: p50 ${percentile(ms, 50).toFixed(2)} ms, p99 ${percentile(ms, 99).toFixed(2)} ms (${RUNS} runs)`);
  return ms;
}

async function main(): Promise<void> {
  process.env["TEST_DATABASE_URL"] ??= "postgres://postgres@127.0.0.1:5432/postgres";
  const database = await createTestDatabase("bench_seat_pick");
  const handle = createDb({ databaseUrl: database.url, maxConnections: 2 });
  let failed: boolean;
  try {
    const catalogueId = await fill(handle.db);
    console.log(`bench:seat-pick: ${TABLES} live tables (${FREE} with a free seat), ${HISTORY} closed tables, ${(TABLES + HISTORY) * 6 - FREE} seat rows; load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
    const baseline = await time("previous read (counts every live table's seats)", () => queryRows(handle.db, previousRead(catalogueId)));
    const current = await time("free-seat read (the tables' kept counts, game_tables_free_seat_idx)", () => tablesWithFreeSeats(handle.db, catalogueId, ["open", "running"]));
    const speedup = percentile(baseline, 50) / percentile(current, 50);
    console.log(`  p50 ratio ${speedup.toFixed(1)}x (target >= ${TARGET_SPEEDUP}x)`);

    const before = (await queryRows<{ id: string }>(handle.db, previousRead(catalogueId))).map((r) => r.id);
    const now = (await tablesWithFreeSeats(handle.db, catalogueId, ["open", "running"])).map((r) => r.table.id);
    const drift = await tablesWithSeatCountDrift(handle.db);
    console.log(`  same tables from both: ${JSON.stringify(before) === JSON.stringify(now) ? "yes" : "NO"} (${now.length}); tables whose kept counts differ from their seat rows: ${drift.length}`);
    failed = JSON.stringify(before) !== JSON.stringify(now) || now.length !== FREE || drift.length !== 0 || speedup < TARGET_SPEEDUP;
  } finally {
    await handle.close();
    if (process.env["BENCH_KEEP"] !== "1") await database.drop();
  }
  if (failed) {
    console.error("bench:seat-pick: FAILED");
    process.exit(1);
  }
}

void main();
