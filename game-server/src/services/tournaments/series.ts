import type { Db } from "@rummy/db";
import { insertTournament, type PrizeRow, type RoundRow, type TournamentInsert } from "./repository.ts";

/**
 * The recurring tournaments a fresh platform starts with, so a newcomer can always register for
 * one within minutes and play it: a practice-chip knock-out and sit and go (both made up with
 * labelled bots) and a free roll. Operators add or stop series
 * with SQL (`db/admin/tournaments.sql`); a series with no instance at all is seeded again here,
 * so to retire one, set `recurrence_minutes` to NULL instead of deleting it.
 */
export interface SeriesDefinition {
  readonly tournament: Omit<TournamentInsert, "registrationOpensAt" | "registrationClosesAt" | "startsAt"> & { seriesKey: string; recurrenceMinutes: number };
  readonly rounds: Omit<RoundRow, "tournamentId">[];
  readonly prizes: Omit<PrizeRow, "tournamentId">[];
}

const chips = (n: number) => BigInt(n) * 100n;

export const DEFAULT_SERIES: readonly SeriesDefinition[] = [
  {
    tournament: {
      name: "Practice Knock-out",
      seriesKey: "practice-knockout",
      recurrenceMinutes: 10,
      format: "knockout_deals",
      seatsPerTable: 6,
      minPlayers: 2,
      maxPlayers: 18,
      maxWaitlist: 6,
      entryKind: "practice",
      entryFeePaise: chips(10),
      // At the start, labelled bots make up its minimum, so a lone newcomer plays instead of being
      // refunded; more players than that play each other (and any bots) as registered.
      botFillTo: 2,
      strategicTimeMs: 30_000,
      prizeMode: "share",
      rakeBp: 0,
    },
    rounds: [
      { roundNo: 1, variantId: "deals", dealsPerRound: 2, qualifiersPerTable: 2 },
      { roundNo: 2, variantId: "deals", dealsPerRound: 2, qualifiersPerTable: 1 },
    ],
    prizes: [
      { rankFrom: 1, rankTo: 1, roundNo: null, kind: "chips", amountPaise: 0n, shareBp: 5_000, ticketTemplate: null, ticketValuePaise: 0n },
      { rankFrom: 2, rankTo: 2, roundNo: null, kind: "chips", amountPaise: 0n, shareBp: 3_000, ticketTemplate: null, ticketValuePaise: 0n },
      { rankFrom: 3, rankTo: 3, roundNo: null, kind: "chips", amountPaise: 0n, shareBp: 2_000, ticketTemplate: null, ticketValuePaise: 0n },
    ],
  },
  {
    // Starts when its six seats fill; 30 s after the first player registers, bots (labelled) take
    // the empty seats, so a newcomer plays at once. Its 5-minute start is only a deadline.
    tournament: {
      name: "Practice Sit & Go",
      seriesKey: "practice-sit-and-go",
      recurrenceMinutes: 5,
      format: "sit_and_go",
      seatsPerTable: 6,
      minPlayers: 2,
      maxPlayers: 6,
      maxWaitlist: 0,
      entryKind: "practice",
      entryFeePaise: chips(10),
      botFillTo: 6,
      strategicTimeMs: 30_000,
      prizeMode: "share",
      rakeBp: 0,
    },
    rounds: [{ roundNo: 1, variantId: "deals", dealsPerRound: 2, qualifiersPerTable: 1 }],
    prizes: [
      { rankFrom: 1, rankTo: 1, roundNo: null, kind: "chips", amountPaise: 0n, shareBp: 7_000, ticketTemplate: null, ticketValuePaise: 0n },
      { rankFrom: 2, rankTo: 2, roundNo: null, kind: "chips", amountPaise: 0n, shareBp: 3_000, ticketTemplate: null, ticketValuePaise: 0n },
    ],
  },
  {
    tournament: {
      name: "Free Roll",
      seriesKey: "free-roll",
      recurrenceMinutes: 15,
      format: "knockout_deals",
      seatsPerTable: 6,
      minPlayers: 2,
      maxPlayers: 30,
      maxWaitlist: 10,
      entryKind: "free",
      entryFeePaise: 0n,
      strategicTimeMs: 30_000,
      prizeMode: "fixed",
      rakeBp: 0,
    },
    rounds: [
      { roundNo: 1, variantId: "deals", dealsPerRound: 2, qualifiersPerTable: 2 },
      { roundNo: 2, variantId: "deals", dealsPerRound: 2, qualifiersPerTable: 2 },
      { roundNo: 3, variantId: "deals", dealsPerRound: 3, qualifiersPerTable: 1 },
    ],
    prizes: [
      { rankFrom: 1, rankTo: 1, roundNo: null, kind: "chips", amountPaise: chips(500), shareBp: 0, ticketTemplate: null, ticketValuePaise: 0n },
      { rankFrom: 2, rankTo: 3, roundNo: null, kind: "chips", amountPaise: chips(200), shareBp: 0, ticketTemplate: null, ticketValuePaise: 0n },
    ],
  },
];

/**
 * The first instance of a series: starts at the next multiple of its interval plus one interval,
 * registration open from now until the start. Every process computes the same start within the
 * same interval, so concurrent boots insert it once (unique series and start).
 */
export async function seedSeries(db: Db, now: Date, definitions: readonly SeriesDefinition[] = DEFAULT_SERIES, existing: ReadonlySet<string> = new Set()): Promise<number> {
  let created = 0;
  for (const def of definitions) {
    if (existing.has(def.tournament.seriesKey)) continue;
    const interval = def.tournament.recurrenceMinutes * 60_000;
    const startsAt = new Date((Math.floor(now.getTime() / interval) + 2) * interval);
    const opens = new Date(Math.floor(now.getTime() / interval) * interval);
    const id = await insertTournament(db, { ...def.tournament, registrationOpensAt: opens, registrationClosesAt: startsAt, startsAt }, def.rounds, def.prizes);
    if (id) created += 1;
  }
  return created;
}
