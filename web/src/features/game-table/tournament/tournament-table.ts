/**
 * The tournament table's words (the game-table catalogue's `tournament`) and numbers (pure, unit-tested): the header (name, round r of n,
 * deal k of N, table t), the table's standings with the qualifying cut, and the round screens
 * (qualified, knocked out, final). The header reads the room's `tournament` state when the room
 * sends it, and otherwise what the tournament calls say (view and qualifiers) with the deal number
 * from the table's own state.
 */
import type { TFunction } from "i18next";
import { formatPaise } from "@rummy/shared-rules/money";
import { formatPrize } from "../../../shared/format/money.ts";
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

type TableT = TFunction<"game-table">;

/** Rounds past the last defined one repeat it (the director's rule). */
function roundDef(facts: TournamentFacts, round: number) {
  return facts.rounds.find((r) => r.nRound === round) ?? facts.rounds[facts.rounds.length - 1] ?? null;
}

export function headerOf(view: TableView | null, facts: TournamentFacts | null): TournamentHeader | null {
  const deal = view && view.dealNumber > 0 ? view.dealNumber : null;
  const state = view?.tournament;
  if (state) {
    return { id: state.id, name: state.name || facts?.name || "", round: state.round, rounds: state.rounds || null, deal, deals: state.deals || null, tableNo: state.tableNo || null, qualifiers: state.qualifiers || null };
  }
  if (!facts) return null;
  const round = facts.lastClosedRound + 1;
  const def = roundDef(facts, round);
  return {
    id: facts.id,
    name: facts.name || "",
    round,
    rounds: facts.rounds.length > 0 ? Math.max(facts.rounds.length, round) : null,
    deal,
    deals: def?.nDeals ?? null,
    tableNo: null,
    qualifiers: def?.nQualifiers ?? null,
  };
}

/** "Round 1 of 2", "Deal 2 of 3", "Table 4": the parts that are known. */
export function headerParts(t: TableT, h: TournamentHeader): string[] {
  const parts = [h.rounds ? t("tournament.roundOf", { round: h.round, rounds: h.rounds }) : t("tournament.round", { round: h.round })];
  if (h.deal !== null) parts.push(h.deals ? t("tournament.dealOf", { deal: Math.min(h.deal, h.deals), deals: h.deals }) : t("tournament.deal", { deal: h.deal }));
  else if (h.deals) parts.push(t("tournament.bestOf", { count: h.deals }));
  if (h.tableNo !== null) parts.push(t("tournament.table", { table: h.tableNo }));
  return parts;
}

/** "Top 2 qualify" for the next round; the final names no cut. */
export function cutText(t: TableT, h: TournamentHeader): string | null {
  if (!h.qualifiers) return null;
  if (h.rounds !== null && h.round >= h.rounds) return t("tournament.finalCut");
  return t("tournament.top", { count: h.qualifiers });
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

/** 1 -> "1st", 2 -> "2nd", 11 -> "11th", 23 -> "23rd" (by the language's ordinal rules). */
export const ordinal = (t: TableT, n: number): string => t("tournament.place", { count: n, ordinal: true });

/** A prize as the channel announces it (paise): rupees, chips, or a ticket. */
export function creditedPrizeText(t: TableT, prize: NonNullable<TournamentProgress["prize"]>): string {
  const amount = formatPaise(BigInt(prize.nAmountPaise)).replace(/\.00$/, "");
  if (prize.eCurrency === "cash") return `₹${amount}`;
  if (prize.eCurrency === "practice") return t("tournament.chips", { amount });
  return t("tournament.aTicket");
}

/** A prize as the tournament lists it (SPEC's aWinning): rupees, chips, or the ticket's name. */
export function listedPrizeText(t: TableT, p: TournamentPrize): string {
  if (p.eType === "ticket") return p.sTicketName ?? t("tournament.ticket");
  return p.eType === "chips" ? t("tournament.chips", { amount: formatPrize(p.nAmount) }) : `₹${formatPrize(p.nAmount)}`;
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
export function roundScreenOf(t: TableT, progress: TournamentProgress | undefined, prizes: readonly TournamentPrize[]): RoundScreen | null {
  if (!progress) return null;
  const rank = progress.tableRank;
  const atTable = (round: number | null) => (rank && (round === null || rank.round === round) ? [t("tournament.atTable", { place: ordinal(t, rank.rank), round: rank.round })] : []);
  if (progress.outcome === "cancelled") {
    return { kind: "cancelled", title: t("tournament.cancelled"), lines: [progress.cancelMessage ?? t("tournament.refunded")] };
  }
  if (progress.outcome === "playing") {
    return rank ? { kind: "waiting", title: t("tournament.tableDone"), lines: [...atTable(null), t("tournament.otherTables")] } : null;
  }
  const prizeLine = (position: number) => {
    if (progress.prize) return t("tournament.yourPrize", { prize: creditedPrizeText(t, progress.prize) });
    const listed = prizeForPosition(prizes, position);
    return listed ? t("tournament.yourPrize", { prize: listedPrizeText(t, listed) }) : t("tournament.noPrize");
  };
  if (progress.outcome === "qualified") {
    const round = progress.qualifiedRound ?? 1;
    return { kind: "qualified", title: t("tournament.qualified"), lines: [...atTable(round), t("tournament.through", { round, next: round + 1 })] };
  }
  const position = progress.position;
  const finished = (at: number) => [t("tournament.finished", { place: ordinal(t, at) }), prizeLine(at)];
  if (progress.outcome === "eliminated") {
    return { kind: "eliminated", title: t("tournament.knockedOut"), lines: position ? finished(position) : [t("tournament.placePending")] };
  }
  return { kind: "finished", title: t(position === 1 ? "tournament.won" : "tournament.over"), lines: position ? finished(position) : [] };
}
