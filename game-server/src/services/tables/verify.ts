import type { Db } from "@rummy/db";
import { commitment, shuffledDeck } from "@rummy/shared-rules";
import { dealLogWithTimes, findDeal, type StoredSetup } from "./repository.ts";

/**
 * What a player needs to check a deal: the seed (only once revealed), the commitment shown at
 * the start, the shuffle inputs, the deck they give, and every logged action with its clock.
 */
export async function dealVerification(db: Db, dealId: string) {
  const deal = await findDeal(db, dealId);
  if (!deal) return "missing" as const;
  if (!deal.revealedAt) return "secret" as const;
  const setup = deal.setup as StoredSetup;
  const log = await dealLogWithTimes(db, dealId);
  const decks = setup.decks ?? 2;
  return {
    iDealId: deal.id,
    iTableId: deal.tableId,
    nDeal: deal.number,
    eStatus: deal.status,
    sCommitment: deal.commitment,
    sSeed: deal.seedHex,
    sShuffleLabel: setup.dealId,
    nDecks: decks,
    nJokersPerDeck: setup.rules.jokersPerDeck,
    sVariant: setup.rules.id,
    aSeats: [...setup.seats],
    nFirstSeat: setup.firstSeat,
    bCommitmentMatches: commitment(deal.seedHex, setup.dealId) === deal.commitment,
    aDeck: shuffledDeck({ decks, jokersPerDeck: setup.rules.jokersPerDeck }, deal.seedHex, setup.dealId),
    aLog: log.map((e) => ({ nSeq: e.seq, nNow: e.nowMs, oAction: e.action as Record<string, unknown>, dCreatedAt: e.at.toISOString() })),
    oResults: (deal.results as Record<string, unknown> | null) ?? null,
  };
}
