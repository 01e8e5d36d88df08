import type { Seat } from "@rummy/shared-rules";
import type { ResultsMessage } from "@rummy/shared-rules/contract/room";
import { rupees } from "../services/tables/kinds.ts";
import type { DealRunner } from "./deal-runner.ts";
import type { TableContext } from "./table-context.ts";

/**
 * The `results` message (PROTOCOL.md): every hand with its groups and points, the money each
 * seat won or lost (rupees; points tables), the revealed seed and the next-deal countdown.
 */
export function resultsMessage(room: TableContext, deal: DealRunner, deltas: Map<Seat, bigint>, nextDealAt: number): ResultsMessage {
  const results = deal.state.results;
  if (!results) throw new Error("results of an unsettled deal");
  return {
    dealId: deal.id,
    dealNumber: deal.number,
    winner: results.winner,
    endedBy: results.endedBy,
    cutJoker: deal.state.cut,
    finishCard: deal.state.finish,
    seats: results.seats.map((r) => ({
      seat: r.seat,
      name: room.seats.get(r.seat)?.row.name ?? "",
      isBot: room.seats.get(r.seat)?.row.isBot ?? false,
      outcome: r.outcome,
      points: r.points,
      valueCardPoints: r.valueCardPoints,
      hand: r.hand,
      groups: r.groups,
      arrangedBy: r.arrangedBy,
      drop: r.drop,
      amount: rupees(deltas.get(r.seat) ?? 0n),
      score: room.seats.view(r.seat)?.score ?? 0,
      chips: room.seats.view(r.seat)?.chips ?? 0,
    })),
    commitment: deal.state.commitment,
    seedHex: deal.state.seedHex,
    verifyUrl: `/api/v1/rummy/deal/${deal.id}/verify`,
    nextDealAt,
  };
}
