import type { Db } from "@rummy/db";
import { apply, commitment, eventFor, startDeal, viewFor, type DealEvent, type DealLogEntry, type DealResults, type DealSetup, type DealState, type Seat } from "@rummy/shared-rules";
import { dealLog, findDeal, type StoredSetup } from "../tables/repository.ts";
import { rupees } from "../tables/kinds.ts";
import { dealPlayedBy, dealsPlayedBy, seatNamesAt, type DealHistoryRow } from "./repository.ts";

/**
 * A player's history of deals (issue 19, "A history of every game"): every finished deal they sat
 * in, practice or cash, and for each one a hand history replayed from the deal log through the
 * rules engine. What one step shows is exactly what the table showed that seat at that moment:
 * `eventFor` drops the other hands and the cards others drew from the closed pile, and each
 * snapshot carries the viewer's own hand only. Once the deal is over it shows the results table
 * as the table did, with each player's shown melds (the groups they declared or melded), never the
 * cards of a seat that dropped.
 */

export type Currency = "INR" | "chips";

export interface DealSummary {
  iDealId: string;
  iTableId: string;
  nDeal: number;
  eGameType: "practice" | "cash";
  eRummyType: string;
  sVariant: string;
  nTablePoint: number;
  eStatus: "settled" | "voided";
  eResult: "won" | "lost" | "dropped" | "wrong_show" | "voided";
  nPoints: number | null;
  nAmount: number;
  eCurrency: Currency;
  dCreatedDate: string;
}

const RESULT: Record<string, DealSummary["eResult"]> = { winner: "won", lost: "lost", dropped: "dropped", wrong_show: "wrong_show" };

function summary(row: DealHistoryRow): DealSummary {
  const results = row.results as DealResults | null;
  const mine = results?.seats.find((s) => s.seat === row.seat);
  return {
    iDealId: row.dealId,
    iTableId: row.tableId,
    nDeal: row.number,
    eGameType: row.gameType,
    eRummyType: row.rummyType,
    sVariant: row.variantId,
    nTablePoint: rupees(row.pointValuePaise),
    eStatus: row.status,
    eResult: row.status === "voided" || !mine ? "voided" : (RESULT[mine.outcome] ?? "lost"),
    nPoints: mine ? Number(mine.points) : null,
    nAmount: rupees(row.netPaise),
    eCurrency: row.gameType === "cash" ? "INR" : "chips",
    dCreatedDate: (row.endedAt ?? row.startedAt).toISOString(),
  };
}

export async function dealHistory(db: Db, userId: string, page: { size: number; offset: number }): Promise<{ rows: DealSummary[]; total: number }> {
  const { rows, total } = await dealsPlayedBy(db, userId, page);
  return { rows: rows.map(summary), total };
}

/** What the viewer's seat saw after one step: its own hand, the piles, whose turn, every seat's card count. */
function snapshot(state: DealState, seat: Seat) {
  const v = viewFor(state, seat);
  return {
    aHand: v.hand ?? [],
    nOpenTop: v.open.length > 0 ? (v.open[v.open.length - 1] ?? null) : null,
    nOpenCount: v.open.length,
    nClosedCount: v.closedCount,
    nCut: v.cut,
    eDealPhase: v.phase,
    oTurn: v.turn ? { nSeat: v.turn.seat, nNumber: v.turn.number, eDrawnFrom: v.turn.drawnFrom, nDrawnCard: v.turn.drawnCard } : null,
    aSeats: v.seats.map((s) => ({ nSeat: s.seat, eStatus: s.status, nHandCount: s.handCount })),
  };
}

/** The events the viewer received; the settlement is shown by the results table instead (it carries every hand). */
function visible(events: readonly DealEvent[], seat: Seat): Record<string, unknown>[] {
  return events
    .map((e) => (e.type === "settled" ? { type: "settled", winner: e.results.winner, endedBy: e.results.endedBy } : eventFor(e, seat)))
    .filter((e): e is NonNullable<typeof e> => e !== null)
    .map((e) => ({ ...e }));
}

/** The results table as the table showed it: outcome and points for all, the shown melds, the viewer's own cards. */
function resultsTable(results: DealResults, seat: Seat, names: Map<number, { name: string; isBot: boolean }>) {
  return {
    nWinner: results.winner,
    eEndedBy: results.endedBy,
    aSeats: results.seats.map((r) => ({
      nSeat: r.seat,
      sName: names.get(r.seat)?.name ?? `Seat ${r.seat + 1}`,
      eOutcome: r.outcome,
      nPoints: Number(r.points),
      aGroups: r.outcome === "dropped" && r.seat !== seat ? null : r.groups,
      aHand: r.seat === seat ? r.hand : null,
    })),
  };
}

/**
 * The same transitions the room made, one log entry at a time: each step is what the viewer saw
 * right after it. A refused entry is skipped (it changed nothing at the table); a log the machine
 * cannot run at all (a deal voided for it) gives null rather than a guess.
 */
function replaySteps(setup: DealSetup, log: readonly DealLogEntry[], seat: Seat) {
  try {
    const started = startDeal(setup);
    let state = started.state;
    const steps = [{ nStep: 0, aEvents: visible(started.events, seat), oView: snapshot(state, seat) }];
    for (const [n, entry] of log.entries()) {
      const step = apply(state, entry.action, { now: entry.now });
      if (!step.ok) continue;
      state = step.state;
      steps.push({ nStep: n + 1, aEvents: visible(step.events, seat), oView: snapshot(state, seat) });
    }
    return steps;
  } catch {
    return null;
  }
}

export async function handHistory(db: Db, userId: string, dealId: string) {
  const row = await dealPlayedBy(db, userId, dealId);
  const deal = row ? await findDeal(db, dealId) : undefined;
  if (!row || !deal) return null;
  const setup: DealSetup = { ...(deal.setup as StoredSetup), seedHex: deal.seedHex };
  const log = await dealLog(db, dealId);
  const names = await seatNamesAt(db, row.tableId, deal.startedAt);
  const seat = row.seat;
  const steps = replaySteps(setup, log, seat);
  if (!steps) return "unreplayable" as const;
  const results = (deal.results as DealResults | null) ?? null;
  return {
    ...summary(row),
    nSeat: seat,
    aPlayers: setup.seats.map((s) => ({ nSeat: s, sName: names.get(s)?.name ?? `Seat ${s + 1}`, bBot: names.get(s)?.isBot ?? false })),
    aSteps: steps,
    oResults: results ? resultsTable(results, seat, names) : null,
    oFairness: {
      sCommitment: deal.commitment,
      sSeed: deal.revealedAt ? deal.seedHex : null,
      bCommitmentMatches: commitment(deal.seedHex, setup.dealId) === deal.commitment,
      sVerifyUrl: `/api/v1/rummy/deal/${deal.id}/verify`,
    },
  };
}

export type HandHistory = Exclude<Awaited<ReturnType<typeof handHistory>>, null | "unreplayable">;
