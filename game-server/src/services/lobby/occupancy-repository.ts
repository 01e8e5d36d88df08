import { queryRows, type Db } from "@rummy/db";
import { sql } from "drizzle-orm";

/**
 * SQL of the lobby's live figures. Counted in PostgreSQL, not in a process's room registry, so
 * every game-server process answers the same: players seated now at each catalogue row (people
 * only; practice bots are not players), and how long the last tables of a stake waited for a
 * second person.
 */

/** Catalogue row id -> people seated now at its open or running public tables. */
export async function seatedPlayersByCatalogue(db: Db, catalogueIds: readonly string[]): Promise<Map<string, number>> {
  if (catalogueIds.length === 0) return new Map();
  const ids = sql.join(
    catalogueIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows(
    db,
    sql`SELECT g.catalogue_id, count(*) AS players FROM table_seats s JOIN game_tables g ON g.id = s.table_id
      WHERE g.catalogue_id IN (${ids}) AND g.status IN ('open', 'running') AND g.private_code IS NULL AND s.status = 'seated' AND NOT s.is_bot
      GROUP BY g.catalogue_id`,
  );
  return new Map(rows.map((r) => [String(r["catalogue_id"]), Number(r["players"])]));
}

/**
 * The median wait, in seconds, from the first person sitting down to the second, over the last
 * `tables` public tables of each catalogue row that had a second person; and how many tables that is.
 */
export async function medianSecondPlayerWait(db: Db, catalogueIds: readonly string[], tables: number): Promise<Map<string, { seconds: number; tables: number }>> {
  if (catalogueIds.length === 0) return new Map();
  const ids = sql.join(
    catalogueIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows(
    db,
    sql`WITH arrivals AS (
        SELECT g.catalogue_id, g.id, g.created_at, s.joined_at, row_number() OVER (PARTITION BY g.id ORDER BY s.joined_at) AS n
          FROM game_tables g JOIN table_seats s ON s.table_id = g.id
         WHERE g.catalogue_id IN (${ids}) AND g.private_code IS NULL AND NOT s.is_bot
      ), waits AS (
        SELECT a.catalogue_id, a.created_at, extract(epoch FROM b.joined_at - a.joined_at) AS seconds,
               row_number() OVER (PARTITION BY a.catalogue_id ORDER BY a.created_at DESC) AS recent
          FROM arrivals a JOIN arrivals b ON b.id = a.id AND b.n = 2
         WHERE a.n = 1
      )
      SELECT catalogue_id, percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) AS median, count(*) AS tables
        FROM waits WHERE recent <= ${tables} GROUP BY catalogue_id`,
  );
  return new Map(rows.map((r) => [String(r["catalogue_id"]), { seconds: Math.max(0, Math.round(Number(r["median"]))), tables: Number(r["tables"]) }]));
}
