import { z } from "zod";
import { envelope } from "./envelope.ts";

/**
 * The player's game history (issue 19): `GET /profile/game-history` (every finished deal the
 * player sat in, newest first) and `GET /profile/game-history/{dealId}` (one deal's hand history).
 */
/** Query strings arrive as text: numbers are coerced, then bounded. */
const integer = z.coerce.number().int().min(0).max(100_000);
export const historyQuery = z.object({ size: integer, pageIndex: integer.optional() });
export const dealParams = z.object({ dealId: z.uuid() });

export const dealSummary = z.object({
  iDealId: z.string(),
  iTableId: z.string(),
  nDeal: z.number(),
  eGameType: z.enum(["practice", "cash"]),
  eRummyType: z.string(),
  sVariant: z.string(),
  nTablePoint: z.number(),
  eStatus: z.enum(["settled", "voided"]),
  eResult: z.enum(["won", "lost", "dropped", "wrong_show", "voided"]),
  nPoints: z.number().nullable(),
  nAmount: z.number(),
  eCurrency: z.enum(["INR", "chips"]),
  dCreatedDate: z.string(),
});

const groups = z.array(z.array(z.number())).nullable();
export const handHistory = dealSummary.extend({
  nSeat: z.number(),
  aPlayers: z.array(z.object({ nSeat: z.number(), sName: z.string(), bBot: z.boolean() })),
  aSteps: z.array(
    z.object({
      nStep: z.number(),
      aEvents: z.array(z.record(z.string(), z.unknown())),
      oView: z.object({
        aHand: z.array(z.number()),
        nOpenTop: z.number().nullable(),
        nOpenCount: z.number(),
        nClosedCount: z.number(),
        nCut: z.number(),
        eDealPhase: z.string(),
        oTurn: z.object({ nSeat: z.number(), nNumber: z.number(), eDrawnFrom: z.string().nullable(), nDrawnCard: z.number().nullable() }).nullable(),
        aSeats: z.array(z.object({ nSeat: z.number(), eStatus: z.string(), nHandCount: z.number() })),
      }),
    }),
  ),
  oResults: z
    .object({
      nWinner: z.number(),
      eEndedBy: z.string(),
      aSeats: z.array(z.object({ nSeat: z.number(), sName: z.string(), eOutcome: z.string(), nPoints: z.number(), aGroups: groups, aHand: z.array(z.number()).nullable() })),
    })
    .nullable(),
  oFairness: z.object({ sCommitment: z.string(), sSeed: z.string().nullable(), bCommitmentMatches: z.boolean(), sVerifyUrl: z.string() }),
});

export const gameHistoryResponse = envelope(z.array(z.object({ data: z.array(dealSummary), count: z.array(z.object({ totalData: z.number() })) })));
export const handHistoryResponse = envelope(handHistory);
