/**
 * The tournament table's words and numbers (pure, unit-tested): the header (name, round r of n,
 * deal k of N, table t), the table's standings with the qualifying cut, and the round screens
 * (qualified, knocked out, final). The header reads the room's `tournament` state when the room
 * sends it, and otherwise what the tournament calls say (view and qualifiers) with the deal number
 * from the table's own state.
 */
import { formatAmount, formatPrize } from "../../../shared/format/money.ts";
import type { TournamentProgress } from "../../../shared/realtime/tournament-progress.ts";
import type { TableView } from "../model/types.ts";

/** What the tournament calls tell the table (POST /tournament/view/{id}, /state/tournament/qualifiers). */
export interface TournamentFacts {
  readonly id: string;
  readonly name: string;
  readonly rounds: readonly { readonly nRound: number; readonly nDeals: number; readonly nQualifiers: number }[];
  /** The last round the director closed (0 while round 1 is played). */
  readonly lastClosedRound: number;
  readonly prizes: readonly TournamentPrize[];
}

export interface TournamentPrize {
  readonly nFrom: number;
  readonly nTo: number;
  /** Rupees for cash prizes, chips for chip prizes; a ticket's value for ticket prizes. */
  readonly nAmount: number;
  readonly eType: "cash" | "chips" | "ticket";
  readonly sTicketName: string | null;
}

export interface TournamentHeader {
  readonly id: string;
  readonly name: string;
  readonly round: number;
  readonly rounds: number | null;
  readonly deal: number | null;
  readonly deals: number | null;
  readonly tableNo: number | null;
  readonly qualifiers: number | null;
}

/** Rounds past the last defined one repeat it (the director's rule). */
function roundDef(facts: TournamentFacts, round: number) {
  return facts.rounds.find((r) => r.nRound === round) ?? facts.rounds[facts.rounds.length - 1] ?? null;
}

export function headerOf(view: TableView | null, facts: TournamentFacts | null): TournamentHeader | null {
  const deal = view && view.dealNumber > 0 ? view.dealNumber : null;
  const state = view?.tournament;
  if (state) {
    return { id: state.id, name: state.name || facts?.name || "Tournament", round: state.round, rounds: state.rounds || null, deal, deals: state.deals || null, tableNo: state.tableNo || null, qualifiers: state.qualifiers || null };
  }
  if (!facts) return null;
  const round = facts.lastClosedRound + 1;
  const def = roundDef(facts, round);
  return {
    id: facts.id,
    name: facts.name || "Tournament",
    round,
    rounds: facts.rounds.length > 0 ? Math.max(facts.rounds.length, round) : null,
    deal,
    deals: def?.nDeals ?? null,
    tableNo: null,
    qualifiers: def?.nQualifiers ?? null,
  };
}

/** "Round 1 of 2", "Deal 2 of 3", "Table 4": the parts that are known. */
export function headerParts(h: TournamentHeader): string[] {
  const parts = [h.rounds ? `Round ${h.round} of ${h.rounds}` : `Round ${h.round}`];
  if (h.deal !== null) parts.push(h.deals ? `Deal ${Math.min(h.deal, h.deals)} of ${h.deals}` : `Deal ${h.deal}`);
  else if (h.deals) parts.push(`Best of ${h.deals} deal${h.deals === 1 ? "" : "s"}`);
  if (h.tableNo !== null) parts.push(`Table ${h.tableNo}`);
  return parts;
}

/** "Top 2 qualify" for the next round; the final names no cut. */
export function cutText(h: TournamentHeader): string | null {
  if (!h.qualifiers) return null;
  if (h.rounds !== null && h.round >= h.rounds) return "Final: the table's order is the final ranking";
  return `Top ${h.qualifiers} qualif${h.qualifiers === 1 ? "ies" : "y"}`;
}

export interface StandingRow {
  readonly seat: number;
  readonly rank: number;
  readonly name: string;
  readonly chips: number;
  readonly me: boolean;
  /** Inside the qualifying places as things stand. */
  readonly inside: boolean;
  /** Level on chips with a player across the cut (the rules' tie-breaker deal would decide). */
  readonly tiedAtCut: boolean;
}

/**
 * The table ranked by chips of the round (a deals match's running score), highest first; the
 * top `qualifiers` are inside the cut. Equal chips share a rank.
 */
export function standingsOf(view: TableView, qualifiers: number | null): StandingRow[] {
  const players = view.seats
    .filter((s): s is NonNullable<typeof s> => s !== null)
    .map((s) => ({ seat: s.seat, name: s.name, chips: s.score ?? s.chips ?? 0 }))
    .sort((a, b) => b.chips - a.chips || a.seat - b.seat);
  const cut = qualifiers ?? players.length;
  const lastInside = players[cut - 1];
  const firstOutside = players[cut];
  // Everyone is level before the first deal ends: a tie is news only once a deal has been scored.
  const scored = (view.scoreboard?.rows ?? []).some((r) => r.perDeal.length > 0);
  const tie = scored && lastInside !== undefined && firstOutside !== undefined && lastInside.chips === firstOutside.chips ? lastInside.chips : null;
  return players.map((p, i) => ({
    ...p,
    rank: players.findIndex((q) => q.chips === p.chips) + 1,
    me: p.seat === view.mySeat,
    inside: i < cut,
    tiedAtCut: tie !== null && p.chips === tie,
  }));
}

/** 1 -> "1st", 2 -> "2nd", 11 -> "11th", 23 -> "23rd". */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
}

/** A prize as the channel announces it (paise): rupees, chips, or a ticket. */
export function creditedPrizeText(prize: NonNullable<TournamentProgress["prize"]>): string {
  const amount = formatAmount(prize.nAmountPaise / 100).replace(/\.00$/, "");
  if (prize.eCurrency === "cash") return `₹${amount}`;
  if (prize.eCurrency === "practice") return `${amount} chips`;
  return "a tournament ticket";
}

/** A prize as the tournament lists it (SPEC's aWinning): rupees, chips, or the ticket's name. */
export function listedPrizeText(p: TournamentPrize): string {
  if (p.eType === "ticket") return p.sTicketName ?? "Ticket";
  return p.eType === "chips" ? `${formatPrize(p.nAmount)} chips` : `₹${formatPrize(p.nAmount)}`;
}

/** The prize for a finishing position, from the listed prizes. */
export function prizeForPosition(prizes: readonly TournamentPrize[], position: number): TournamentPrize | null {
  return prizes.find((p) => position >= p.nFrom && position <= p.nTo) ?? null;
}

export interface RoundScreen {
  readonly kind: "waiting" | "qualified" | "eliminated" | "finished" | "cancelled";
  readonly title: string;
  readonly lines: readonly string[];
}

/** The screen after a round, from what the player channel said (null while the round is on). */
export function roundScreenOf(progress: TournamentProgress | undefined, prizes: readonly TournamentPrize[]): RoundScreen | null {
  if (!progress) return null;
  const atTable = (round: number | null) => (progress.tableRank && (round === null || progress.tableRank.round === round) ? [`You finished ${ordinal(progress.tableRank.rank)} at your table in round ${progress.tableRank.round}.`] : []);
  if (progress.outcome === "cancelled") {
    // The round table (if one was playing) is closed by the server; this says why and that the entry came back.
    return { kind: "cancelled", title: "The tournament was cancelled", lines: [progress.cancelMessage ?? "Your entry was refunded."] };
  }
  if (progress.outcome === "playing") {
    // The table's match is over; the round closes when every table has reported.
    return progress.tableRank ? { kind: "waiting", title: "Your table has finished", lines: [...atTable(null), "Waiting for the other tables to finish the round…"] } : null;
  }
  const prizeLine = (position: number) => {
    if (progress.prize) return `Your prize: ${creditedPrizeText(progress.prize)}`;
    const listed = prizeForPosition(prizes, position);
    return listed ? `Your prize: ${listedPrizeText(listed)}` : "No prize for this position.";
  };
  if (progress.outcome === "qualified") {
    const round = progress.qualifiedRound ?? 1;
    return { kind: "qualified", title: "You qualified!", lines: [...atTable(round), `You are through round ${round} to round ${round + 1}.`] };
  }
  const position = progress.position;
  if (progress.outcome === "eliminated") {
    return {
      kind: "eliminated",
      title: "You are knocked out",
      lines: position ? [`You finished ${ordinal(position)}.`, prizeLine(position)] : ["Your place is being worked out."],
    };
  }
  return {
    kind: "finished",
    title: position === 1 ? "You won the tournament!" : "The tournament is over",
    lines: position ? [`You finished ${ordinal(position)}.`, prizeLine(position)] : [],
  };
}
