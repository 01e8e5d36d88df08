import type { tournament } from "@rummy/shared-rules/contract/tournaments";
import type { z } from "zod";
import { formatAmount, formatPrize } from "../../../shared/format/money.ts";
import type { TournamentsT } from "../i18n/index.ts";

/** A tournament as the lobby shows it (game-server/TOURNAMENTS.md "The calls"), made from the contract's reply. */
export type Currency = "INR" | "PRACTICE" | "TICKET" | "FREE";

export interface Prize {
  readonly nFrom: number;
  readonly nTo: number;
  readonly nAmount: number;
  readonly eType: string;
  readonly sTicketName: string | null;
}

export interface Round {
  readonly nRound: number;
  readonly aWinning: readonly Prize[];
}

export interface Tournament {
  readonly _id: string;
  readonly sName: string;
  readonly eState: string;
  readonly nEntryFee: number;
  readonly eCurrency: Currency;
  readonly nJoined: number;
  readonly nTotalSeat: number;
  readonly nWaitlist: number;
  /** Of nJoined, the labelled bots (practice tournaments only). */
  readonly nBots: number;
  /** A practice tournament's bots fill empty places up to this many players at the start (0: none). */
  readonly nBotFillTo: number;
  readonly nTotalWinning: number;
  readonly nWinTicketCount: number;
  readonly dJoiningStartAt: string;
  readonly dJoiningEndAt: string;
  readonly dTournamentStartAt: string;
  readonly nStrategicTime: number;
  readonly canJoin: boolean;
  readonly participant: { readonly eStatus: string; readonly iTableId: string | null; readonly nWaitlistPosition: number | null } | null;
  readonly nParticipantPosition: number;
  readonly aRoundInfo: readonly Round[];
}

/** A tournament as the contract's `tournament` schema reads it (shared-rules/src/contract/tournaments.ts). */
export type TournamentReply = z.output<typeof tournament>;

export function toTournament(r: TournamentReply): Tournament {
  const p = r.oParticipantData;
  return {
    _id: r._id,
    sName: r.sName,
    eState: r.eState,
    nEntryFee: r.oEntryFee.nAmount,
    eCurrency: r.oEntryFee.eCurrency,
    nJoined: r.nJoined,
    nTotalSeat: r.nTotalSeat,
    nWaitlist: r.nWaitlist,
    nBots: r.nBots,
    nBotFillTo: r.nBotFillTo,
    nTotalWinning: r.nTotalWinning,
    nWinTicketCount: r.nWinTicketCount,
    dJoiningStartAt: r.dJoiningStartAt,
    dJoiningEndAt: r.dJoiningEndAt,
    dTournamentStartAt: r.dTournamentStartAt,
    nStrategicTime: r.nStrategicTime,
    canJoin: r.canJoin,
    participant: p ? { eStatus: p.eStatus, iTableId: p.iTableId || null, nWaitlistPosition: p.nWaitlistPosition } : null,
    nParticipantPosition: r.nParticipantPosition,
    aRoundInfo: r.aRoundInfo.map((round) => ({
      nRound: round.nRound,
      aWinning: round.aWinning.map((w) => ({ nFrom: w.nFrom, nTo: w.nTo, nAmount: w.nAmount, eType: w.eType, sTicketName: w.sTicketName || null })),
    })),
  };
}

// ---------- The Status button (SPEC.md section 4 "Tournament button per row") ----------

export type StatusAction = "register" | "waitlist" | "scheduled" | "take_seat" | "running" | "withdraw";
export type ListTab = "all" | "cash" | "free" | "registered";

/** Scheduled and Running are shown disabled. */
export const isDisabledStatus = (s: StatusAction) => s === "scheduled" || s === "running";

const REGISTERED_STATES = new Set(["registered", "waitlisted"]);

/**
 * SPEC.md section 4, in its order. The server answers canJoin false for a tournament the caller
 * already joined, so "Withdraw is shown to registered participants" (section 6) is checked before
 * the Scheduled rule: otherwise a registered player could never withdraw before the start.
 */
export function statusOf(t: Tournament, takeSeatTournamentId: string | null, tab: ListTab = "all"): StatusAction {
  const action = baseStatus(t, takeSeatTournamentId);
  if (tab !== "registered") return action;
  return action === "take_seat" || action === "running" ? action : "withdraw";
}

function baseStatus(t: Tournament, takeSeatTournamentId: string | null): StatusAction {
  if (takeSeatTournamentId === t._id) return "take_seat";
  if (t.participant?.eStatus === "playing" && t.nParticipantPosition !== 0) return "take_seat";
  if (t.canJoin) return t.nJoined >= t.nTotalSeat ? "waitlist" : "register";
  if (t.participant && REGISTERED_STATES.has(t.participant.eStatus) && t.eState !== "running") return "withdraw";
  if (t.eState === "scheduled" || t.eState === "upcoming") return "scheduled";
  if (t.eState === "running") return "running";
  return "withdraw";
}

/** Tabs All, Cash (fee above 0), Free roll (fee 0), Registered (the caller's entries). */
export function inTab(t: Tournament, tab: ListTab): boolean {
  switch (tab) {
    case "cash":
      return t.nEntryFee > 0;
    case "free":
      return t.nEntryFee === 0;
    case "registered":
      return t.participant !== null && t.participant.eStatus !== "withdrawn";
    default:
      return true;
  }
}

/** Cash-money tournaments (rupee entry fee), hidden when cash games are off. */
export const isCashTournament = (t: Tournament) => t.eCurrency === "INR" && t.nEntryFee > 0;

// ---------- Words (the `tournaments` catalogue; English is SPEC.md's) ----------

/** 'Free', '₹25.00', or practice chips '500 chips' (never ₹ for chips). */
export function entryFeeLabel(t: TournamentsT, tour: Pick<Tournament, "nEntryFee" | "eCurrency">): string {
  if (tour.nEntryFee === 0 || tour.eCurrency === "FREE") return t("fee.free");
  if (tour.eCurrency === "PRACTICE") return t("fee.chips", { amount: formatAmount(tour.nEntryFee).replace(/\.00$/, "") });
  if (tour.eCurrency === "TICKET") return t("fee.ticket");
  return `₹${formatAmount(tour.nEntryFee)}`;
}

/** Prizes in chips or rupees: cash prizes are rupees, chip prizes (free rolls too) are chips, never ₹. */
export function prizeCurrency(tour: Pick<Tournament, "aRoundInfo" | "eCurrency">): Currency {
  const kinds = new Set(tour.aRoundInfo.flatMap((r) => r.aWinning.map((w) => w.eType)));
  if (kinds.has("cash")) return "INR";
  if (kinds.has("chips")) return "PRACTICE";
  return tour.eCurrency;
}

export function prizeLabel(t: TournamentsT, amount: number, currency: Currency): string {
  return currency === "PRACTICE" ? t("prizeChips", { amount: formatPrize(amount) }) : `₹${formatPrize(amount)}`;
}

/** 'joined/total' and the waitlist line when more joined than there are seats, or some wait. */
export function entriesLabel(t: TournamentsT, tour: Pick<Tournament, "nJoined" | "nTotalSeat" | "nWaitlist">): { seats: string; waitlist: string | null } {
  const waiting = tour.nWaitlist > 0 ? tour.nWaitlist : Math.max(0, tour.nJoined - tour.nTotalSeat);
  return { seats: `${Math.min(tour.nJoined, tour.nTotalSeat)}/${tour.nTotalSeat}`, waitlist: waiting > 0 ? t("waitlist", { waiting }) : null };
}

/** Of the entries, the labelled bots: "(1 bot)", "(3 bots)", or null when there are none. */
export function botsLabel(t: TournamentsT, nBots: number): string | null {
  return nBots > 0 ? t("bots", { count: nBots }) : null;
}

/** 1 -> '1st', 2 -> '2nd', 11 -> '11th', 22 -> '22nd' (by the language's ordinal rules). */
export const ordinal = (t: TournamentsT, n: number): string => t("place", { count: n, ordinal: true });

/** '1st' or '4th - 10th'. */
export const rankRange = (t: TournamentsT, p: Pick<Prize, "nFrom" | "nTo">) =>
  p.nTo > p.nFrom ? t("rankRange", { from: ordinal(t, p.nFrom), to: ordinal(t, p.nTo) }) : ordinal(t, p.nFrom);

/** Seconds of break between rounds, rounded up from milliseconds. */
export const breakSeconds = (ms: number) => Math.ceil(Math.max(0, ms) / 1000);

export const breakFooter = (t: TournamentsT, ms: number) => t("breakFooter", { seconds: breakSeconds(ms) });

/** 'R1 (3 Prizes)' or 'R1 (No Prizes)'. */
export function roundLabel(t: TournamentsT, r: Round): string {
  const count = r.aWinning.reduce((sum, w) => sum + Math.max(1, w.nTo - w.nFrom + 1), 0);
  return t("round", { round: r.nRound, prizes: count === 0 ? t("noPrizes") : t("prizes", { count }) });
}

/** The last 8 characters of the id. */
export const shortTournamentId = (t: TournamentsT, id: string) => t("shortId", { id: id.slice(-8) });

export const registerQuestion = (t: TournamentsT, waitlistPosition: number | null) =>
  waitlistPosition === null ? t("confirm.registerQuestion") : t("confirm.waitlistQuestion", { position: waitlistPosition });
