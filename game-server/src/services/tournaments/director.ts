import { postTournamentEntry } from "../wallet/tournament.ts";
import { DEFAULT_LEASE_MS, type DirectorDeps } from "./director-deps.ts";
import { claimLease, drawRoundOnce, findRun, latestRun, moveRun, tablesOfRound, type RoundRunRow } from "./director-repository.ts";
import { markBye, markPlaced, markQualified, markSeated, markUnheldEntriesPosted } from "./entry-repository.ts";
import { payPrizesAndFinish } from "./prize-payment.ts";
import { replayVoidedTables } from "./replay.ts";
import { entriesOf, updateEntry } from "./entry-repository.ts";
import { listTournaments, moveTournament, roundsOf, type TournamentRow } from "./repository.ts";
import { decideRound } from "./tie-break.ts";
import { insertRoundTables, roundSettings } from "./round-tables.ts";
import { seatRound } from "./seating.ts";
import { pairsToKeepApart } from "../fairplay/linked.ts";
import { entryCurrency } from "./window.ts";

/**
 * The tournament director (game-server/TOURNAMENTS.md "Director"). Each pass takes the lease of
 * every `seating`/`running` tournament it can (one process at a time drives a tournament; a
 * killed process's lease expires and another takes over) and moves it on from what PostgreSQL
 * says: entries posted into the pool, a round drawn once (seed stored on the round row), players
 * marked seated and told where. Every step is idempotent (ledger operations by key, rows by
 * primary key or compare-and-set), so a step a dead process left half-done is simply run again.
 */
export type { DirectorDeps } from "./director-deps.ts";
export { DEFAULT_LEASE_MS } from "./director-deps.ts";
const BATCH = 20;

/** One director pass over the tournaments it may drive. */
export async function directorTick(deps: DirectorDeps, log: (error: unknown) => void = () => undefined): Promise<void> {
  for (const t of await listTournaments(deps.db, { states: ["seating", "running"], limit: BATCH })) {
    if (!(await claimLease(deps.db, t.id, deps.holder, deps.now(), deps.leaseMs ?? DEFAULT_LEASE_MS))) continue;
    await direct(deps, t).catch(log);
  }
}

async function direct(deps: DirectorDeps, t: TournamentRow): Promise<void> {
  if (t.state === "seating") {
    await postEntries(deps, t);
    await seatRoundOf(deps, t, 1);
    await moveTournament(deps.db, t.id, ["seating"], "running");
    return;
  }
  const run = await latestRun(deps.db, t.id);
  if (!run || run.state === "seating") return seatRoundOf(deps, t, run?.roundNo ?? 1);
  if (run.state === "playing") return closeRound(deps, t, run);
  if (run.state === "break") {
    if (!run.breakUntil || deps.now() < run.breakUntil) return;
    await seatRoundOf(deps, t, run.roundNo + 1);
    await moveRun(deps.db, t.id, run.roundNo, "break", "finished");
    return;
  }
  await payAndFinish(deps, t);
}

async function qualifiersPerTable(deps: DirectorDeps, t: TournamentRow, roundNo: number): Promise<number> {
  return roundSettings(await roundsOf(deps.db, [t.id]), roundNo).qualifiersPerTable;
}

/**
 * Every table of the round has reported: the qualifiers go on, the knocked-out get their places,
 * and the round moves to its break (or, at the final table, is finished). The round's
 * compare-and-set comes first in the transaction, so the places are given once. A tie at a cut
 * waits for its tie-breaker deal (`tie-break.ts` records it for the room), never a guess.
 */
async function closeRound(deps: DirectorDeps, t: TournamentRow, run: RoundRunRow): Promise<void> {
  const tables = await tablesOfRound(deps.db, t.id, run.roundNo);
  // A table crash recovery voided never reports: its match is played again at a fresh table.
  if (await replayVoidedTables(deps, t, run, tables)) return;
  if (tables.some((x) => x.result === null)) return;
  const outcome = await decideRound(deps.db, run, tables, await qualifiersPerTable(deps, t, run.roundNo));
  if (!outcome) return;
  // One player left after a round is the winner, as at a final table.
  const placedInOrder = outcome.final ? outcome.eliminated.map((s) => s.userId) : outcome.qualified.length === 1 ? [...outcome.qualified, ...outcome.eliminated.map((s) => s.userId)] : outcome.eliminated.map((s) => s.userId);
  const over = outcome.final || outcome.qualified.length <= 1;
  const firstPosition = over ? 1 : outcome.qualified.length + 1;
  const breakUntil = new Date(deps.now().getTime() + t.strategicTimeMs);
  const moved = await deps.db.transaction(async (tx) => {
    if (!(await moveRun(tx, t.id, run.roundNo, "playing", over ? "finished" : "break", over ? {} : { breakUntil }))) return false;
    if (!over) await markQualified(tx, t.id, outcome.qualified, run.roundNo);
    for (const [i, userId] of placedInOrder.entries()) await markPlaced(tx, t.id, userId, run.roundNo, firstPosition + i);
    return true;
  });
  if (!moved) return;
  for (const [i, userId] of placedInOrder.entries()) {
    if (firstPosition + i > 1) deps.notify(userId, { type: "tournamentEliminated", iTournamentId: t.id, nPosition: firstPosition + i });
  }
  if (over) return;
  for (const userId of outcome.qualified) {
    deps.notify(userId, { type: "tournamentQualified", iTournamentId: t.id, nRound: run.roundNo });
    deps.notify(userId, { type: "tournamentBreak", iTournamentId: t.id, nextRoundAt: breakUntil.toISOString() });
  }
}

/** The last round is placed: prizes paid once, leftover holds voided, then `finished` (`prize-payment.ts`). */
async function payAndFinish(deps: DirectorDeps, t: TournamentRow): Promise<void> {
  await payPrizesAndFinish(deps, t);
}

/** The start: every seated entry's hold goes into the pool, by its own entry key. */
async function postEntries(deps: DirectorDeps, t: TournamentRow): Promise<void> {
  const currency = entryCurrency(t);
  for (const e of await entriesOf(deps.db, t.id, ["registered"])) {
    if (e.entryState !== "held" || !e.holdKey) continue;
    if (currency) await postTournamentEntry(deps.db, { key: `${e.holdKey}:post`, userId: e.userId, tournamentId: t.id, currency, entryKey: e.holdKey });
    await updateEntry(deps.db, e.id, { entryState: "posted" }, "held");
  }
  await markUnheldEntriesPosted(deps.db, t.id);
}

/**
 * Seats round `roundNo`: drawn once from its players (with its game tables and seat rows, in the
 * draw's transaction), then the tables' rooms opened, each table's players marked seated and
 * told their table, byes marked qualified, and the round moved to `playing`.
 */
async function seatRoundOf(deps: DirectorDeps, t: TournamentRow, roundNo: number): Promise<void> {
  const entering = roundNo === 1 ? ["registered", "seated"] as const : ["qualified", "seated"] as const;
  const players = (await entriesOf(deps.db, t.id, [...entering])).map((e) => e.userId);
  const round = roundSettings(await roundsOf(deps.db, [t.id]), roundNo);
  const options = deps.tableOptions?.(t.entryKind === "cash" ? "cash" : "practice") ?? {};
  // Linked accounts (fair play) never share a round table when the draw can part them.
  const avoid = await pairsToKeepApart(deps.db, players);
  await drawRoundOnce(
    deps.db,
    t.id,
    roundNo,
    (seed) => seatRound(players, t.seatsPerTable, seed, avoid),
    (tx, tables) => insertRoundTables(tx, t, roundNo, round, tables, options),
  );
  const run = await findRun(deps.db, t.id, roundNo);
  if (!run || run.state !== "seating") return;
  // Each table's room is open before its players' entries name it or they are told where to
  // sit, so a take-seat (or a refreshed lobby) always finds its room; a table's players hear as
  // soon as their own room is open, not after the whole round's.
  await eachTable(await tablesOfRound(deps.db, t.id, roundNo), async (table) => {
    await deps.openTable?.(table.tableId);
    await markSeated(deps.db, t.id, table.players as string[], table.tableId, roundNo);
    for (const userId of table.players as string[]) deps.notify(userId, { type: "resTakeTournamentSeat", iTableId: table.tableId, iTournamentId: t.id });
  });
  await markBye(deps.db, t.id, run.byes as string[], roundNo);
  await moveRun(deps.db, t.id, roundNo, "seating", "playing");
}

/** Rooms opened at once (each open is a handful of queries and the room's boot; the pool has 10 connections). */
const OPEN_AT_ONCE = 16;

/**
 * Runs `seat` for every table, OPEN_AT_ONCE at a time. A failed table does not stop the others;
 * the first failure is thrown once all have run, so the round stays `seating` and the next pass
 * runs it again (every step of `seat` is idempotent).
 */
async function eachTable<T>(tables: readonly T[], seat: (table: T) => Promise<void>): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (next < tables.length) {
      const table = tables[next++] as T;
      await seat(table).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(OPEN_AT_ONCE, tables.length) }, worker));
  if (failures.length > 0) throw failures[0];
}
