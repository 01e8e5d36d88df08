import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { withPreparedStatements } from "./prepared.ts";
import { queryCounter } from "./query-counts.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The database as the rest of the code sees it: the same on postgres.js and PGlite. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  readonly db: Db;
  readonly kind: "postgres" | "pglite";
  /** Runs `fn` holding a session-level advisory lock on a dedicated connection. */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** Runs a script of one or more statements (an operator cookbook file): the rows of each statement. */
  exec(script: string): Promise<Record<string, unknown>[][]>;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** A PostgreSQL URL selects postgres.js; without one the embedded PGlite is used. */
  readonly databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (`<dataDir>/pglite`); `memory://` keeps nothing. */
  readonly dataDir?: string | undefined;
  readonly maxConnections?: number;
  /** PostgreSQL: drizzle's queries as named prepared statements (db/src/prepared.ts); default on. */
  readonly preparedStatements?: boolean;
}

export function createDb(options: CreateDbOptions = {}): DbHandle {
  return options.databaseUrl ? createPostgres(options.databaseUrl, options.maxConnections ?? 10, options.preparedStatements ?? true) : createPglite(options.dataDir ?? ".data");
}

function createPostgres(url: string, max: number, prepared: boolean): DbHandle {
  const debug = queryCounter();
  // No JIT: it compiles a query whose estimated cost passes jit_above_cost, which for short OLTP
  // statements costs more than it saves. The lobby's free-seat read (one per seat pick, a subquery
  // per live table) spent ~20-35 ms of database CPU compiling each time, more than running.
  const sql = postgres(url, { max, onnotice: () => undefined, connection: { jit: "off" }, ...(debug ? { debug } : {}) });
  const db = drizzlePostgres(prepared ? withPreparedStatements(sql) : sql, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async withAdvisoryLock(key, fn) {
      // A session lock needs one connection for lock and unlock; reserve() pins it.
      const conn = await sql.reserve();
      try {
        await conn`select pg_advisory_lock(${key})`;
        try {
          return await fn();
        } finally {
          await conn`select pg_advisory_unlock(${key})`;
        }
      } finally {
        conn.release();
      }
    },
    async exec(script) {
      // The simple protocol takes several statements; it returns one result, or one per statement.
      const result = (await sql.unsafe(script).simple()) as unknown as unknown[];
      const sets = result.length > 0 && result.every((r) => Array.isArray(r)) ? (result as unknown[][]) : [result];
      return sets.map((rows) => rows.map((row) => ({ ...(row as Record<string, unknown>) })));
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

function createPglite(dataDir: string): DbHandle {
  let location = dataDir;
  if (dataDir !== "memory://") {
    location = resolve(dataDir, "pglite");
    mkdirSync(location, { recursive: true });
  }
  const client = new PGlite(location);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // PGlite lives in this process only and serialises every query: no other process can race us.
    withAdvisoryLock: (_key, fn) => fn(),
    exec: async (script) => (await client.exec(script)).map((r) => r.rows as Record<string, unknown>[]),
    close: () => client.close(),
  };
}
