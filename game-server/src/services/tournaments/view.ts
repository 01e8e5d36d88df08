import { paiseToRupees } from "../wallet/money.ts";
import { prizePool, splitPrizes, prizeTotals, type PrizeRange, type RankPrize } from "./prizes.ts";
import type { EntryCounts, ParticipantRow } from "./entry-repository.ts";
import type { PrizeRow, RoundRow, TournamentRow } from "./repository.ts";
import { registrationOpen } from "./window.ts";

/** SPEC.md's eState of a tournament: "scheduled" before registration, "upcoming" while registering, then "running". */
export type SpecTournamentState = "scheduled" | "upcoming" | "running" | "finished" | "cancelled";

export function specState(t: TournamentRow, now: Date): SpecTournamentState {
  switch (t.state) {
    case "scheduled":
    case "registering":
      return registrationOpen(t, now) ? "upcoming" : now < t.registrationOpensAt ? "scheduled" : "upcoming";
    case "seating":
    case "running":
      return "running";
    default:
      return t.state;
  }
}

export interface WinningView {
  nFrom: number;
  nTo: number;
  /** Rupees (cash), chips (chips) or the ticket's value in rupees (ticket), per rank. */
  nAmount: number;
  eType: "cash" | "chips" | "ticket";
  sTicketName: string | null;
}

export interface RoundView {
  nRound: number;
  sVariant: string;
  nDeals: number;
  nQualifiers: number;
  aWinning: WinningView[];
}

/** SPEC.md section 3's Tournament entity, with the fields this platform adds after them. */
export interface TournamentView {
  _id: string;
  sName: string;
  eState: SpecTournamentState;
  eFormat: TournamentRow["format"];
  eEntryType: TournamentRow["entryKind"];
  oEntryFee: { nAmount: number; eCurrency: "INR" | "PRACTICE" | "TICKET" | "FREE"; sTicketName: string | null };
  nJoined: number;
  nTotalSeat: number;
  nWaitlist: number;
  nMaxWaitlist: number;
  nMinPlayers: number;
  nSeatsPerTable: number;
  /** Practice tournaments that fill empty seats with labelled bots at the start: up to this many players (0: no bots). */
  nBotFillTo: number;
  /** Of nJoined, how many are bots (each shown with "(bot)" in its name at the table). */
  nBots: number;
  nTotalWinning: number;
  nWinTicketCount: number;
  dJoiningStartAt: string;
  dJoiningEndAt: string;
  dTournamentStartAt: string;
  nStrategicTime: number;
  canJoin: boolean;
  oParticipantData: { eStatus: ParticipantRow["state"]; iTableId: string | null; nWaitlistPosition: number | null } | null;
  nParticipantPosition: number;
  aRoundInfo: RoundView[];
  sCancelReason: string | null;
}

export interface ViewInput {
  readonly tournament: TournamentRow;
  readonly rounds: readonly RoundRow[];
  readonly prizes: readonly PrizeRow[];
  readonly counts: EntryCounts;
  /** The caller's live entry, and its place in the waitlist, if any. */
  readonly mine: { entry: ParticipantRow; waitlistRank: number | null } | null;
  readonly now: Date;
}

const toRange = (p: PrizeRow): PrizeRange => ({ ...p });

/** The prizes as they stand with the entries so far (SPEC.md's disclaimer: they change as players join). */
export function currentPrizes(t: TournamentRow, prizes: readonly PrizeRow[], joined: number): RankPrize[] {
  const lastRank = prizes.reduce((m, p) => Math.max(m, p.rankTo), 0);
  const feePaise = t.entryKind === "cash" || t.entryKind === "practice" ? t.entryFeePaise : 0n;
  const { poolPaise } = prizePool({ entries: joined, entryFeePaise: feePaise, rakeBp: t.rakeBp, guaranteedPaise: t.guaranteedPaise });
  return splitPrizes(t.prizeMode, prizes.map(toRange), lastRank, poolPaise);
}

function winningOf(p: PrizeRow, byRank: ReadonlyMap<number, RankPrize>): WinningView {
  const first = byRank.get(p.rankFrom);
  const amountPaise = p.kind === "ticket" ? p.ticketValuePaise : (first?.amountPaise ?? 0n);
  return { nFrom: p.rankFrom, nTo: p.rankTo, nAmount: paiseToRupees(amountPaise), eType: p.kind, sTicketName: p.ticketTemplate };
}

function roundsOf(rounds: readonly RoundRow[], prizes: readonly PrizeRow[], byRank: ReadonlyMap<number, RankPrize>): RoundView[] {
  const list = rounds.length > 0 ? rounds : [{ roundNo: 1, variantId: "deals", dealsPerRound: 2, qualifiersPerTable: 1 } as RoundRow];
  const last = list[list.length - 1]?.roundNo ?? 1;
  return list.map((r) => ({
    nRound: r.roundNo,
    sVariant: r.variantId,
    nDeals: r.dealsPerRound,
    nQualifiers: r.qualifiersPerTable,
    aWinning: prizes.filter((p) => (p.roundNo ?? last) === r.roundNo).map((p) => winningOf(p, byRank)),
  }));
}

/** Builds the entity from rows already read (pure: listing and view share it). */
export function tournamentView(input: ViewInput): TournamentView {
  const { tournament: t, counts, mine, now } = input;
  // Bots pay no entry: the pool as it stands counts the players' entries only.
  const prizes = currentPrizes(t, input.prizes, counts.joined - (counts.bots ?? 0));
  const totals = prizeTotals(prizes);
  const space = counts.joined < t.maxPlayers || counts.waitlisted < t.maxWaitlist;
  const currency = t.entryKind === "cash" ? "INR" : t.entryKind === "practice" ? "PRACTICE" : t.entryKind === "ticket" ? "TICKET" : "FREE";
  return {
    _id: t.id,
    sName: t.name,
    eState: specState(t, now),
    eFormat: t.format,
    eEntryType: t.entryKind,
    oEntryFee: { nAmount: paiseToRupees(t.entryFeePaise), eCurrency: currency, sTicketName: t.ticketTemplate },
    nJoined: counts.joined,
    nTotalSeat: t.maxPlayers,
    nWaitlist: counts.waitlisted,
    nMaxWaitlist: t.maxWaitlist,
    nMinPlayers: t.minPlayers,
    nSeatsPerTable: t.seatsPerTable,
    nBotFillTo: t.botFillTo ?? 0,
    nBots: counts.bots ?? 0,
    nTotalWinning: paiseToRupees(totals.moneyPaise),
    nWinTicketCount: totals.tickets,
    dJoiningStartAt: t.registrationOpensAt.toISOString(),
    dJoiningEndAt: t.registrationClosesAt.toISOString(),
    dTournamentStartAt: t.startsAt.toISOString(),
    nStrategicTime: t.strategicTimeMs,
    canJoin: registrationOpen(t, now) && space && !mine,
    oParticipantData: mine ? { eStatus: mine.entry.state, iTableId: mine.entry.tableId, nWaitlistPosition: mine.waitlistRank } : null,
    nParticipantPosition: mine?.entry.finalPosition ?? 0,
    aRoundInfo: roundsOf(input.rounds, input.prizes, new Map(prizes.map((p) => [p.rank, p]))),
    sCancelReason: t.cancelReason,
  };
}
