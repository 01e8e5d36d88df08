import { z } from "zod";
import { envelope } from "./envelope.ts";

/**
 * Fairness (RULES.md "Randomness and fairness"), `GET /rummy/deal/{id}/verify`: a settled deal's
 * revealed seed, commitment, setup and full action log, so anyone can re-derive the deck with
 * `verifyDeal` and replay the deal.
 */
export const dealParams = z.object({ id: z.uuid() });

export const verification = z.object({
  iDealId: z.string(),
  iTableId: z.string(),
  nDeal: z.number(),
  eStatus: z.enum(["playing", "settled", "voided"]),
  sCommitment: z.string(),
  sSeed: z.string(),
  sShuffleLabel: z.string(),
  nDecks: z.number(),
  nJokersPerDeck: z.number(),
  sVariant: z.string(),
  aSeats: z.array(z.number()),
  nFirstSeat: z.number(),
  bCommitmentMatches: z.boolean(),
  aDeck: z.array(z.number()),
  aLog: z.array(z.object({ nSeq: z.number(), nNow: z.number(), oAction: z.record(z.string(), z.unknown()), dCreatedAt: z.string() })),
  oResults: z.record(z.string(), z.unknown()).nullable(),
});

export const verificationResponse = envelope(verification);
