import { queryRows, type Db } from "@rummy/db";
import type { TransferRow } from "@rummy/db/ledger/index";
import { TRANSFER_COLUMNS, transferFromRow } from "@rummy/db/ledger/rows";
import { sql, type SQL } from "drizzle-orm";
import type { DealMove, DealRecord, DealSeat, SeatOutcome } from "./deal-record.ts";
import type { Signal } from "./signals.ts";

/**
 * SQL of the fair-play module: identifiers it records, links it reads (the views
 * `fairplay_account_identifiers` and `fairplay_account_links`, migration 0016), settled cash deals
 * for the collusion job, signals, reports and the settlement legs a reversal undoes.
 */

const uuids = (ids: readonly string[]): SQL => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

export async function recordIdentifiers(db: Db, userId: string, ids: readonly { kind: "device" | "address"; value: string }[]): Promise<void> {
  if (ids.length === 0) return;
  const values = sql.join(ids.map((i) => sql`(${i.kind}, ${i.value}, ${userId}::uuid)`), sql`, `);
  await db.execute(sql`INSERT INTO fairplay_identifiers (kind, value, user_id) VALUES ${values}
    ON CONFLICT (kind, value, user_id) DO UPDATE SET last_seen_at = now()`);
}

/**
 * Which of `candidates` are linked to `userId`, with the reasons: a shared identifier, or one of
 * them referred the other directly or up to three referrals apart. Reads only the identifiers of
 * these accounts, so it is cheap enough for every cash-table join.
 */
export async function linkedAmong(db: Db, userId: string, candidates: readonly string[]): Promise<Map<string, string[]>> {
  const others = [...new Set(candidates)].filter((c) => c !== "" && c !== userId);
  const links = new Map<string, string[]>();
  if (others.length === 0) return links;
  const rows = await queryRows<{ other: string; reason: string }>(
    db,
    sql`WITH mine AS (SELECT kind, value FROM fairplay_account_identifiers WHERE user_id = ${userId}::uuid)
      SELECT DISTINCT i.user_id::text AS other, i.kind AS reason
        FROM fairplay_account_identifiers i JOIN mine m ON m.kind = i.kind AND m.value = i.value
       WHERE i.user_id IN (${uuids(others)})
      UNION
      SELECT * FROM (
        WITH RECURSIVE up(start, ancestor, depth) AS (
          SELECT id, referred_by, 1 FROM users WHERE id IN (${uuids([userId, ...others])}) AND referred_by IS NOT NULL
          UNION ALL
          SELECT up.start, u.referred_by, up.depth + 1 FROM up JOIN users u ON u.id = up.ancestor
           WHERE u.referred_by IS NOT NULL AND up.depth < 3
        )
        SELECT DISTINCT (CASE WHEN start = ${userId}::uuid THEN ancestor ELSE start END)::text AS other, 'referral' AS reason FROM up
         WHERE (start = ${userId}::uuid AND ancestor IN (${uuids(others)})) OR (ancestor = ${userId}::uuid AND start IN (${uuids(others)}))
      ) referrals`,
  );
  for (const r of rows) links.set(r.other, [...(links.get(r.other) ?? []), r.reason]);
  return links;
}

/**
 * Every linked pair among these players (for a tournament round's seating: `seatRound`'s
 * `avoid`). Reads the links view filtered to the players; meant for a round's few hundred
 * players, not the whole platform.
 */
export async function linkedPairsAmong(db: Db, userIds: readonly string[]): Promise<[string, string][]> {
  const ids = [...new Set(userIds)].filter((id) => id !== "");
  if (ids.length < 2) return [];
  const rows = await queryRows<{ a: string; b: string }>(
    db,
    sql`SELECT DISTINCT user_a::text AS a, user_b::text AS b FROM fairplay_account_links
      WHERE user_a IN (${uuids(ids)}) AND user_b IN (${uuids(ids)}) ORDER BY 1, 2`,
  );
  return rows.map((r) => [r.a, r.b]);
}

/** The user ids seated now at each of these tables. */
export async function seatedUsers(db: Db, tableIds: readonly string[]): Promise<Map<string, string[]>> {
  const seated = new Map<string, string[]>();
  if (tableIds.length === 0) return seated;
  const rows = await queryRows<{ table_id: string; user_id: string }>(
    db,
    sql`SELECT table_id::text, user_id::text FROM table_seats WHERE table_id IN (${uuids(tableIds)}) AND status = 'seated' AND user_id IS NOT NULL`,
  );
  for (const r of rows) seated.set(r.table_id, [...(seated.get(r.table_id) ?? []), r.user_id]);
  return seated;
}

interface DealRow extends Record<string, unknown> {
  id: string;
  table_id: string;
  players: unknown;
  results: unknown;
}

const asObject = (v: unknown): Record<string, unknown> => (typeof v === "string" ? (JSON.parse(v) as Record<string, unknown>) : ((v ?? {}) as Record<string, unknown>));
const OUTCOMES: readonly SeatOutcome[] = ["winner", "lost", "dropped", "wrong_show"];

function seatsOf(row: DealRow): DealSeat[] {
  const players = asObject(row.players);
  const results = asObject(row.results);
  const seats = Array.isArray(results["seats"]) ? (results["seats"] as Record<string, unknown>[]) : [];
  return seats.flatMap((s) => {
    const seat = Number(s["seat"]);
    const userId = players[String(seat)];
    const outcome = OUTCOMES.find((o) => o === s["outcome"]);
    return typeof userId === "string" && outcome ? [{ seat, userId, outcome }] : [];
  });
}

/** Settled cash deals since `since`, oldest first, at most `limit`, as the signals read them. */
export async function settledCashDeals(db: Db, since: Date, limit: number): Promise<DealRecord[]> {
  const deals = await queryRows<DealRow>(
    db,
    sql`SELECT d.id::text, d.table_id::text, d.players, d.results FROM deals d JOIN game_tables g ON g.id = d.table_id
      WHERE g.game_type = 'cash' AND d.status = 'settled' AND d.settled_at >= ${since.toISOString()}::timestamptz
      ORDER BY d.settled_at, d.id LIMIT ${limit}`,
  );
  if (deals.length === 0) return [];
  // The moves and settlement legs are read a thousand deals at a time (bounded statements).
  const moves: { deal_id: string; type: string; seat: unknown; source: unknown; now_ms: unknown }[] = [];
  const legs: { operation_id: string; debit_account_id: string; credit_account_id: string; amount_paise: unknown }[] = [];
  for (let i = 0; i < deals.length; i += 1_000) {
    const ids = deals.slice(i, i + 1_000).map((d) => d.id);
    moves.push(
      ...(await queryRows<(typeof moves)[number]>(
        db,
        sql`SELECT deal_id::text, action->>'type' AS type, action->>'seat' AS seat, action->>'from' AS source, now_ms FROM deal_events
          WHERE deal_id IN (${uuids(ids)}) ORDER BY deal_id, seq`,
      )),
    );
    legs.push(
      ...(await queryRows<(typeof legs)[number]>(
        db,
        sql`SELECT operation_id, debit_account_id, credit_account_id, amount_paise FROM ledger_transfers
          WHERE operation_id IN (${sql.join(ids.map((id) => sql`${`settle:${id}`}`), sql`, `)}) AND code = 'settle' AND phase = 'posted'`,
      )),
    );
  }
  const movesOf = new Map<string, DealMove[]>();
  for (const m of moves) {
    const type = m.type === "draw" || m.type === "discard" ? m.type : "other";
    const move: DealMove = { seat: Number(m.seat ?? -1), type, ...(m.source === "open" || m.source === "closed" ? { from: m.source } : {}), nowMs: Number(m.now_ms) };
    movesOf.set(m.deal_id, [...(movesOf.get(m.deal_id) ?? []), move]);
  }
  // Escrow account ids are `t:<table>:<user>:<currency>`.
  const userOf = (account: string) => account.split(":")[2] ?? "";
  const paymentsOf = new Map<string, DealRecord["payments"][number][]>();
  for (const l of legs) {
    const dealId = l.operation_id.slice("settle:".length);
    paymentsOf.set(dealId, [...(paymentsOf.get(dealId) ?? []), { fromUserId: userOf(l.debit_account_id), toUserId: userOf(l.credit_account_id), amountPaise: BigInt(String(l.amount_paise)) }]);
  }
  return deals.map((d) => ({ dealId: d.id, tableId: d.table_id, seats: seatsOf(d), payments: paymentsOf.get(d.id) ?? [], moves: movesOf.get(d.id) ?? [] }));
}

/** Writes the job's findings: a finding already on file gets the new score and evidence, keeping the operator's status. */
export async function upsertSignals(db: Db, signals: readonly Signal[]): Promise<void> {
  for (const s of signals) {
    const subject = `${s.kind}:${s.userId}:${s.otherUserId ?? "-"}`;
    await db.execute(sql`INSERT INTO fairplay_signals (kind, subject, user_id, other_user_id, score, evidence)
      VALUES (${s.kind}, ${subject}, ${s.userId}::uuid, ${s.otherUserId}::uuid, ${s.score}, ${JSON.stringify(s.evidence)}::jsonb)
      ON CONFLICT (subject) DO UPDATE SET score = excluded.score, evidence = excluded.evidence, last_detected_at = now()`);
  }
}

export interface SignalRow {
  readonly id: string;
  readonly kind: string;
  readonly userId: string;
  readonly otherUserId: string | null;
  readonly dealIds: string[];
}

export async function signalById(db: Db, id: string): Promise<SignalRow | undefined> {
  const [row] = await queryRows<{ id: string; kind: string; user_id: string; other_user_id: string | null; deal_ids: unknown }>(
    db,
    sql`SELECT id::text, kind, user_id::text, other_user_id::text, evidence->'dealIds' AS deal_ids FROM fairplay_signals WHERE id = ${id}::uuid`,
  );
  if (!row) return undefined;
  const dealIds = typeof row.deal_ids === "string" ? (JSON.parse(row.deal_ids) as unknown) : row.deal_ids;
  return { id: row.id, kind: row.kind, userId: row.user_id, otherUserId: row.other_user_id, dealIds: Array.isArray(dealIds) ? dealIds.map(String) : [] };
}

/**
 * The settlement legs of these deals not yet reversed: every leg (payments and fees) of each deal
 * in which the loser paid the winner, so the caller can tell a heads-up deal from a crowded one.
 */
export async function settlementLegs(db: Db, dealIds: readonly string[]): Promise<TransferRow[]> {
  if (dealIds.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`SELECT ${sql.raw(TRANSFER_COLUMNS)} FROM ledger_transfers t
      WHERE t.operation_id IN (${sql.join(dealIds.map((id) => sql`${`settle:${id}`}`), sql`, `)}) AND t.phase = 'posted' AND t.currency = 'INR'
        AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.reverses_id = t.id)
      ORDER BY t.operation_id, t.id`,
  );
  return rows.map(transferFromRow);
}

export async function countRecentReports(db: Db, reporterId: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(db, sql`SELECT count(*) AS n FROM fairplay_reports WHERE reporter_id = ${reporterId}::uuid AND created_at >= ${since.toISOString()}::timestamptz`);
  return Number(row?.n ?? 0);
}

/** The table of a deal the reporter was dealt into, and who sat at `seat` in it. */
export async function dealSeat(db: Db, reporterId: string, dealId: string, seat: number | null): Promise<{ tableId: string; userId: string | null } | undefined> {
  const [row] = await queryRows<{ table_id: string; user_id: string | null }>(
    db,
    sql`SELECT d.table_id::text, ${seat === null ? sql`NULL` : sql`d.players->>${String(seat)}`} AS user_id FROM deals d
      WHERE d.id = ${dealId}::uuid AND EXISTS (SELECT 1 FROM jsonb_each_text(d.players) p WHERE p.value = ${reporterId})`,
  );
  return row ? { tableId: row.table_id, userId: row.user_id } : undefined;
}

/** Whether the reporter sat at the table, and who sits (or last sat) at `seat` of it. */
export async function tableSeat(db: Db, reporterId: string, tableId: string, seat: number | null): Promise<{ userId: string | null } | undefined> {
  const [row] = await queryRows<{ user_id: string | null }>(
    db,
    sql`SELECT ${seat === null ? sql`NULL::text` : sql`(SELECT s.user_id::text FROM table_seats s WHERE s.table_id = ${tableId}::uuid AND s.seat = ${seat} ORDER BY s.joined_at DESC LIMIT 1)`} AS user_id
      WHERE EXISTS (SELECT 1 FROM table_seats s WHERE s.table_id = ${tableId}::uuid AND s.user_id = ${reporterId}::uuid)`,
  );
  return row ? { userId: row.user_id } : undefined;
}

/** Whether two players ever sat at one table. */
export async function sharedATable(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT 1 FROM table_seats x JOIN table_seats y ON y.table_id = x.table_id WHERE x.user_id = ${a}::uuid AND y.user_id = ${b}::uuid LIMIT 1`,
  );
  return rows.length > 0;
}

export async function insertReport(
  db: Db,
  r: { reporterId: string; reportedUserId: string | null; tableId: string | null; dealId: string | null; reason: string; comment: string },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO fairplay_reports (reporter_id, reported_user_id, table_id, deal_id, reason, comment)
      VALUES (${r.reporterId}::uuid, ${r.reportedUserId}::uuid, ${r.tableId}::uuid, ${r.dealId}::uuid, ${r.reason}, ${r.comment}) RETURNING id::text`,
  );
  if (!row) throw new Error("report insert returned nothing");
  return row.id;
}

/** The statement recording a reversal (written inside the reversal's ledger operation). */
export function reversalRecordStatement(r: {
  operationId: string;
  signalId: string | null;
  winner: string;
  loser: string;
  dealIds: readonly string[];
  deals: number;
  reversedPaise: bigint;
  operator: string;
  reason: string;
}): SQL {
  return sql`INSERT INTO fairplay_reversals (id, signal_id, winner_user_id, loser_user_id, deal_ids, deals, amount_paise, operator, reason)
        VALUES (${r.operationId}, ${r.signalId}::uuid, ${r.winner}::uuid, ${r.loser}::uuid, ${JSON.stringify(r.dealIds)}::jsonb, ${r.deals}, ${r.reversedPaise}, ${r.operator}, ${r.reason})`;
}

/** The statement marking a signal actioned (written inside the reversal's ledger operation). */
export function signalActionedStatement(signalId: string): SQL {
  return sql`UPDATE fairplay_signals SET status = 'actioned' WHERE id = ${signalId}::uuid`;
}
