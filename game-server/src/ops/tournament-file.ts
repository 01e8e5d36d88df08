import { z } from "zod";
import { schema } from "@rummy/db";

const { TOURNAMENT_ENTRY_KINDS, TOURNAMENT_FORMATS, TOURNAMENT_PRIZE_MODES, PRIZE_KINDS } = schema;

/**
 * The JSON an operator writes for `npm run operator -- tournament add <file.json>`: one
 * tournament with its rounds (in order) and prizes. Amounts are paise (rupees × 100, or chips ×
 * 100 for practice), as in the tables; the database's own checks back up these rules.
 */
const paise = z.number().int().min(0).max(1e13);
const when = z.iso.datetime({ offset: true, message: "must be an ISO date-time such as 2026-12-01T18:30:00+05:30" });

const round = z.object({
  variantId: z.enum(["deals", "pool101", "pool201"]).default("deals"),
  dealsPerRound: z.number().int().min(1).max(20).default(2),
  qualifiersPerTable: z.number().int().min(1).max(5).default(1),
});

const prize = z
  .object({
    rankFrom: z.number().int().min(1),
    rankTo: z.number().int().min(1),
    /** The round under which the prize is listed; omitted: the last round. */
    roundNo: z.number().int().min(1).nullable().default(null),
    kind: z.enum(PRIZE_KINDS).default("cash"),
    amountPaise: paise.default(0),
    shareBp: z.number().int().min(0).max(10_000).default(0),
    ticketTemplate: z.string().min(1).nullable().default(null),
    ticketValuePaise: paise.default(0),
  })
  .refine((p) => p.rankTo >= p.rankFrom, { message: "rankTo must be at least rankFrom" })
  .refine((p) => p.kind !== "ticket" || p.ticketTemplate !== null, { message: "a ticket prize needs ticketTemplate" });

export const tournamentFile = z
  .object({
    name: z.string().trim().min(1).max(80),
    format: z.enum(TOURNAMENT_FORMATS).default("knockout_deals"),
    seatsPerTable: z.number().int().min(2).max(6).default(6),
    minPlayers: z.number().int().min(2).default(2),
    maxPlayers: z.number().int().min(2).max(100_000),
    maxWaitlist: z.number().int().min(0).default(0),
    entryKind: z.enum(TOURNAMENT_ENTRY_KINDS),
    entryFeePaise: paise.default(0),
    ticketTemplate: z.string().min(1).nullable().default(null),
    registrationOpensAt: when,
    registrationClosesAt: when,
    startsAt: when,
    strategicTimeMs: z.number().int().min(0).max(3_600_000).default(30_000),
    prizeMode: z.enum(TOURNAMENT_PRIZE_MODES).default("fixed"),
    guaranteedPaise: paise.default(0),
    rakeBp: z.number().int().min(0).max(10_000).default(0),
    /** Practice only, chip prizes only: labelled bots fill the empty seats up to this many at the start (TOURNAMENTS.md "Bots"). */
    botFillTo: z.number().int().min(2).nullable().default(null),
    seriesKey: z.string().min(1).nullable().default(null),
    recurrenceMinutes: z.number().int().min(1).nullable().default(null),
    rounds: z.array(round).min(1, "at least one round").max(20),
    prizes: z.array(prize).min(1, "at least one prize").max(100),
  })
  .strict()
  .refine((t) => t.maxPlayers >= t.minPlayers, { message: "maxPlayers must be at least minPlayers", path: ["maxPlayers"] })
  .refine((t) => (t.entryKind === "cash" || t.entryKind === "practice") === t.entryFeePaise > 0, {
    message: "cash and practice entries need entryFeePaise > 0; ticket and free entries take 0",
    path: ["entryFeePaise"],
  })
  .refine((t) => t.entryKind !== "ticket" || t.ticketTemplate !== null, { message: "a ticket entry needs ticketTemplate", path: ["ticketTemplate"] })
  .refine((t) => t.botFillTo === null || (t.entryKind === "practice" && t.botFillTo <= t.maxPlayers && t.prizes.every((p) => p.kind === "chips")), {
    message: "botFillTo is for practice tournaments with chip prizes only, at most maxPlayers",
    path: ["botFillTo"],
  })
  .refine((t) => Date.parse(t.registrationOpensAt) <= Date.parse(t.registrationClosesAt) && Date.parse(t.registrationClosesAt) <= Date.parse(t.startsAt), {
    message: "needs registrationOpensAt ≤ registrationClosesAt ≤ startsAt",
    path: ["startsAt"],
  });

export type TournamentFile = z.infer<typeof tournamentFile>;

/** Parses the file's text; throws an Error whose message lists every problem by field. */
export function parseTournamentFile(text: string): TournamentFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  const parsed = tournamentFile.safeParse(json);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `  ${i.path.join(".") || "(file)"}: ${i.message}`).join("\n"));
  }
  return parsed.data;
}
