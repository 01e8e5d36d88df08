import { queryRows, schema, type Db } from "@rummy/db";
import { and, asc, eq, sql } from "drizzle-orm";
import type { TestPlatform } from "../../support/platform.ts";
import { connect, drive, type Player, type Policy, type Seated } from "../rooms/support.ts";

/**
 * Helpers for the tournament suites: definitions written straight to the database, as an operator
 * would with `db/admin/tournaments.sql`, and small readers of entries and balances.
 */
type TournamentInsert = typeof schema.tournaments.$inferInsert;

export async function createTournament(db: Db, overrides: Partial<TournamentInsert> & Pick<TournamentInsert, "entryKind">): Promise<string> {
  const now = Date.now();
  const fee = overrides.entryKind === "cash" || overrides.entryKind === "practice" ? 1_000n : 0n;
  const [row] = await db
    .insert(schema.tournaments)
    .values({
      name: `Test ${overrides.entryKind} ${Math.random().toString(36).slice(2, 7)}`,
      maxPlayers: 6,
      minPlayers: 2,
      entryFeePaise: fee,
      registrationOpensAt: new Date(now - 60_000),
      registrationClosesAt: new Date(now + 3_600_000),
      startsAt: new Date(now + 3_600_000),
      state: "registering",
      ...overrides,
    })
    .returning({ id: schema.tournaments.id });
  if (!row) throw new Error("tournament insert failed");
  await db.insert(schema.tournamentRounds).values([
    { tournamentId: row.id, roundNo: 1, variantId: "deals", dealsPerRound: 2, qualifiersPerTable: 2 },
    { tournamentId: row.id, roundNo: 2, variantId: "deals", dealsPerRound: 3, qualifiersPerTable: 1 },
  ]);
  await db.insert(schema.tournamentPrizes).values([
    { tournamentId: row.id, rankFrom: 1, rankTo: 1, kind: overrides.entryKind === "cash" ? "cash" : "chips", shareBp: 6_000, amountPaise: 5_000n },
    { tournamentId: row.id, rankFrom: 2, rankTo: 3, kind: overrides.entryKind === "cash" ? "cash" : "chips", shareBp: 2_000, amountPaise: 1_000n },
    { tournamentId: row.id, rankFrom: 4, rankTo: 4, roundNo: 1, kind: "ticket", ticketTemplate: "weekly-final", ticketValuePaise: 2_500n },
  ]);
  return row.id;
}

export async function entries(db: Db, tournamentId: string): Promise<(typeof schema.tournamentParticipants.$inferSelect)[]> {
  return db.select().from(schema.tournamentParticipants).where(eq(schema.tournamentParticipants.tournamentId, tournamentId));
}

/** A round's tables, in table order, as the director drew them. */
export function roundTablesOf(db: Db, tournamentId: string, roundNo: number): Promise<(typeof schema.tournamentRoundTables.$inferSelect)[]> {
  return db
    .select()
    .from(schema.tournamentRoundTables)
    .where(and(eq(schema.tournamentRoundTables.tournamentId, tournamentId), eq(schema.tournamentRoundTables.roundNo, roundNo)))
    .orderBy(asc(schema.tournamentRoundTables.tableNo));
}

export async function tournamentState(db: Db, tournamentId: string): Promise<string | undefined> {
  const [row] = await db.select({ state: schema.tournaments.state }).from(schema.tournaments).where(eq(schema.tournaments.id, tournamentId));
  return row?.state;
}

/** Unresolved holds on the tournament's ledger ref. */
export async function pendingHolds(db: Db, tournamentId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ledger_transfers h LEFT JOIN ledger_transfers r ON r.pending_id = h.id
      WHERE h.ref_kind = 'tournament' AND h.ref_id = ${tournamentId} AND h.phase = 'pending' AND r.id IS NULL`,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function setMaintenance(db: Db, on: boolean, endsAt: Date | null = null): Promise<void> {
  await db
    .update(schema.settings)
    .set({ value: { eMode: on ? "enabled" : "disabled", eState: on ? "running" : "finished", dEndAt: endsAt?.toISOString() ?? null } })
    .where(eq(schema.settings.key, "oMaintenance"));
}

export function dbOf(t: TestPlatform): Db {
  return t.running.platform.db;
}

/** Polls an async probe until it answers a value (the rooms suites' `waitFor` takes sync probes). */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What a player's table socket closed with when the server meant it (left, taken over, seat ended): not to be joined again. */
const DELIBERATE_CLOSES = new Set([4000, 4001, 4002]);

export interface PlaySeatedOptions {
  /** The players who take their seats; entries of anyone else are left alone. */
  readonly field: readonly Player[];
  /** The server to connect to, asked at every connect (a restarted server has a new address). */
  readonly url: () => string;
  readonly policy: (seated: Seated) => Policy;
  /** Asked after every pass over the entries; true ends the play. */
  readonly until: () => Promise<boolean>;
  readonly what: string;
  readonly timeoutMs?: number;
  /**
   * A connect the server refuses: "fail" ends the play with that error (the room must be there);
   * "retry" joins again on the next pass, as does a socket the server dropped without meaning to
   * (a room moving to another process after a crash).
   */
  readonly onRefusedConnect: "fail" | "retry";
}

/**
 * Plays a tournament as its players would: whoever the director seats (`table_id` on a seated or
 * playing entry) connects to that table's room and plays with `policy` until `until` answers.
 * Returns the connections made (the last one per player and table), in the order they began.
 */
export async function playSeatedEntries(db: Db, tournamentId: string, options: PlaySeatedOptions): Promise<Seated[]> {
  const live = new Map<string, Seated | undefined>();
  let done = false;
  let failure: unknown;
  const join = (key: string, player: Player, tableId: string) => {
    live.set(key, undefined);
    void connect(options.url(), player, tableId).then(
      (seated) => {
        live.set(key, seated);
        if (options.onRefusedConnect === "retry") {
          seated.room.onLeave((code) => {
            if (!done && !DELIBERATE_CLOSES.has(code)) live.delete(key);
          });
        }
      },
      (error: unknown) => {
        if (options.onRefusedConnect === "retry") live.delete(key);
        else failure ??= error;
      },
    );
  };
  const seatTaker = (async () => {
    while (!done) {
      for (const e of await entries(db, tournamentId)) {
        if (!e.tableId || !["seated", "playing"].includes(e.state)) continue;
        const key = `${e.userId}:${e.tableId}`;
        const player = options.field.find((p) => p.userId === e.userId);
        if (player && !live.has(key)) join(key, player, e.tableId);
      }
      if (await options.until()) done = true;
      else await new Promise((r) => setTimeout(r, 250));
    }
  })();
  try {
    await drive(
      () => [...live.values()].filter((s): s is Seated => s !== undefined && s.room.connection.isOpen),
      options.policy,
      () => done || failure,
      options.what,
      options.timeoutMs ?? 300_000,
    );
  } finally {
    done = true;
    await seatTaker;
  }
  if (failure) throw failure;
  return [...live.values()].filter((s): s is Seated => s !== undefined);
}
