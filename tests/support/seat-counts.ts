import { queryRows, type Db } from "@rummy/db";
import { sql } from "drizzle-orm";

/** Tables whose kept seat counts (`seats_seated`, `seats_left`, migration 0023) differ from their seat rows: none, when the trigger does its job. */
export async function tablesWithSeatCountDrift(db: Db): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select g.id from game_tables g where g.seats_seated <> (select count(*) from table_seats s where s.table_id = g.id and s.status = 'seated')
      or g.seats_left <> (select count(*) from table_seats s where s.table_id = g.id and s.status = 'left')`,
  );
  return rows.map((r) => r.id);
}
