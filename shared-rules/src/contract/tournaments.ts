import { z } from "zod";
import { envelope, faceted } from "./envelope.ts";

/** The lists a player may ask for (`POST /tournament/list` `eState`). */
export const LIST_FILTERS = ["upcoming", "registrationStarted", "registered", "running"] as const;

/** Request and response schemas of the tournament calls (SPEC.md sections 3 and 7). */
const id = z.uuid();
const integer = z.coerce.number().int();

export const listBody = z.object({ eState: z.enum(LIST_FILTERS).optional() }).optional();
export const idParams = z.object({ id });
export const joinBody = z.object({ iTournamentId: id });
export const qualifiersBody = z.object({ iTournamentId: id });
export const pageQuery = z.object({ size: integer, pageIndex: integer.optional(), pageNumber: integer.optional() });

const winning = z.object({ nFrom: z.number(), nTo: z.number(), nAmount: z.number(), eType: z.enum(["cash", "chips", "ticket"]), sTicketName: z.string().nullable() });

export const tournament = z.object({
  _id: z.string(),
  sName: z.string(),
  eState: z.enum(["scheduled", "upcoming", "running", "finished", "cancelled"]),
  eFormat: z.enum(["knockout_deals", "sit_and_go", "pool_knockout"]),
  eEntryType: z.enum(["cash", "practice", "ticket", "free"]),
  oEntryFee: z.object({ nAmount: z.number(), eCurrency: z.enum(["INR", "PRACTICE", "TICKET", "FREE"]), sTicketName: z.string().nullable() }),
  nJoined: z.number(),
  nTotalSeat: z.number(),
  nWaitlist: z.number(),
  nMaxWaitlist: z.number(),
  nMinPlayers: z.number(),
  nSeatsPerTable: z.number(),
  nBotFillTo: z.number().describe("Practice only: empty seats are filled with labelled bots at the start, up to this many players (0: never)"),
  nBots: z.number().describe("Of nJoined, the labelled bots"),
  nTotalWinning: z.number(),
  nWinTicketCount: z.number(),
  dJoiningStartAt: z.string(),
  dJoiningEndAt: z.string(),
  dTournamentStartAt: z.string(),
  nStrategicTime: z.number(),
  canJoin: z.boolean(),
  oParticipantData: z.object({ eStatus: z.string(), iTableId: z.string().nullable(), nWaitlistPosition: z.number().nullable() }).nullable(),
  nParticipantPosition: z.number(),
  aRoundInfo: z.array(z.object({ nRound: z.number(), sVariant: z.string(), nDeals: z.number(), nQualifiers: z.number(), aWinning: z.array(winning) })),
  sCancelReason: z.string().nullable(),
});

export const listResponse = envelope(z.object({ data: z.array(tournament) }));
export const viewResponse = envelope(z.object({ data: tournament }));
export const joinResponse = envelope(z.object({ eStatus: z.enum(["registered", "waitlisted"]), nWaitlistPosition: z.number().nullable() }));
export const withdrawResponse = envelope(z.object({}));
export const qualifiersResponse = envelope(
  z.object({
    data: z.object({
      aQualifier: z.array(z.object({ sUserName: z.string(), aScoreBoard: z.array(z.number()) })),
      nTotalQualifier: z.number(),
      nTournamentRound: z.number(),
      nStrategicDuration: z.number(),
    }),
  }),
);

export const ticketsResponse = faceted(
  z.object({ _id: z.string(), sName: z.string(), eState: z.enum(["active", "used", "expired", "restored"]), nValue: z.number(), dExpireDate: z.string().nullable() }),
);

export const transactionsResponse = faceted(
  z.object({
    _id: z.string(),
    iTournamentId: z.string(),
    nRound: z.number().nullable(),
    nPosition: z.number().nullable(),
    nDebit: z.number(),
    nCredit: z.number(),
    dCreatedDate: z.string(),
    eCurrency: z.enum(["INR", "PRACTICE", "TICKET"]),
    sDescription: z.string(),
  }),
);
