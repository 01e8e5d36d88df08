import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { Sql } from "postgres";
import type { Db } from "../client.ts";
import { queryRows } from "../rows.ts";

type Row = Record<string, unknown>;

/** What a transaction body returns: its value, and optionally a last statement to send with COMMIT. */
export interface TransactionBody<T> {
  readonly value: T;
  readonly last?: SQL | undefined;
}

/**
 * A ledger transaction whose first statements (accounts to create, then the sorted lock) travel
 * with BEGIN and whose last statement may travel with COMMIT: on postgres.js they are pipelined on
 * a reserved connection, saving the round trips that a busy server charges for dearly. The body
 * gets the rows of the last of the first statements. If the last statement fails, the server
 * answers the COMMIT with a rollback and the error is thrown. PGlite runs in-process and takes the
 * ordinary drizzle transaction.
 */
export async function withLockedTransaction<T>(db: Db, statements: readonly [...SQL[], SQL], fn: (tx: Db, firstRows: Row[]) => Promise<TransactionBody<T>>): Promise<T> {
  const before = statements.slice(0, -1);
  const first = statements[statements.length - 1]!;
  const client = (db as unknown as { $client?: unknown }).$client as Sql | undefined;
  if (!client || typeof (client as Partial<Sql>).reserve !== "function") {
    return db.transaction(async (tx) => {
      for (const statement of before) await tx.execute(statement);
      const body = await fn(tx, await queryRows(tx, first));
      if (body.last) await tx.execute(body.last);
      return body.value;
    });
  }
  const connection = await client.reserve();
  // Raw SQL only inside: no relational schema is needed, so this drizzle wrapper is cheap. A
  // reserved connection shares its pool's options (drizzle reads the type parsers from them).
  Object.assign(connection, { options: client.options });
  const tx = drizzlePostgres(connection) as unknown as Db;
  let open = false;
  try {
    const begin = connection.unsafe("BEGIN");
    const sent = [...before, first].map((statement) => queryRows(tx, statement));
    // If BEGIN itself failed, the statements' own failures are not the ones to report; if an
    // earlier one failed, the later ones' (the transaction aborted) are not either.
    for (const rows of sent) rows.catch(() => undefined);
    await begin;
    open = true;
    for (const rows of sent.slice(0, -1)) await rows;
    const body = await fn(tx, await sent[sent.length - 1]!);
    if (body.last) {
      const last = queryRows(tx, body.last);
      last.catch(() => undefined);
      const commit = connection.unsafe("COMMIT");
      open = false;
      await commit;
      await last;
    } else {
      await connection.unsafe("COMMIT");
      open = false;
    }
    return body.value;
  } catch (error) {
    if (open) await connection.unsafe("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}
