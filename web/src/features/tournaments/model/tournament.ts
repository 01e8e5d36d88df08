import type { tournament } from "@rummy/shared-rules/contract/tournaments";
import type { z } from "zod";
import { formatAmount, formatPrize } from "../../../shared/format/money.ts";

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

export const STATUS_LABEL: Record<StatusAction, string> = {
  register: "Register",
  waitlist: "Waitlist",
  scheduled: "Scheduled",
  take_seat: "Take Seat",
  running: "Running",
  withdraw: "Withdraw",
};

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

// ---------- Formats ----------

/** 'Free', '₹25.00', or practice chips '500 chips' (never ₹ for chips). */
export function entryFeeLabel(t: Pick<Tournament, "nEntryFee" | "eCurrency">): string {
  if (t.nEntryFee === 0 || t.eCurrency === "FREE") return "Free";
  if (t.eCurrency === "PRACTICE") return `${formatAmount(t.nEntryFee).replace(/\.00$/, "")} chips`;
  if (t.eCurrency === "TICKET") return "Ticket";
  return `₹${formatAmount(t.nEntryFee)}`;
}

/** Prizes in chips or rupees: cash prizes are rupees, chip prizes (free rolls too) are chips, never ₹. */
export function prizeCurrency(t: Pick<Tournament, "aRoundInfo" | "eCurrency">): Currency {
  const kinds = new Set(t.aRoundInfo.flatMap((r) => r.aWinning.map((w) => w.eType)));
  if (kinds.has("cash")) return "INR";
  if (kinds.has("chips")) return "PRACTICE";
  return t.eCurrency;
}

export function prizeLabel(amount: number, currency: Currency): string {
  return currency === "PRACTICE" ? `${formatPrize(amount)} chips` : `₹${formatPrize(amount)}`;
}

/** 'joined/total' and the waitlist line when more joined than there are seats, or some wait. */
export function entriesLabel(t: Pick<Tournament, "nJoined" | "nTotalSeat" | "nWaitlist">): { seats: string; waitlist: string | null } {
  const waiting = t.nWaitlist > 0 ? t.nWaitlist : Math.max(0, t.nJoined - t.nTotalSeat);
  return { seats: `${Math.min(t.nJoined, t.nTotalSeat)}/${t.nTotalSeat}`, waitlist: waiting > 0 ? `Waitlist: ${waiting}` : null };
}

/** Of the entries, the labelled bots: "(1 bot)", "(3 bots)", or null when there are none. */
export function botsLabel(nBots: number): string | null {
  return nBots > 0 ? `(${nBots} bot${nBots === 1 ? "" : "s"})` : null;
}

/** 1 -> '1st', 2 -> '2nd', 11 -> '11th', 22 -> '22nd'. */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  const suffix = ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${suffix}`;
}

/** '1st' or '4th - 10th'. */
export const rankRange = (p: Pick<Prize, "nFrom" | "nTo">) => (p.nTo > p.nFrom ? `${ordinal(p.nFrom)} - ${ordinal(p.nTo)}` : ordinal(p.nFrom));

/** Seconds of break between rounds, rounded up from milliseconds. */
export const breakSeconds = (ms: number) => Math.ceil(Math.max(0, ms) / 1000);

export const breakFooter = (ms: number) => `There will be ${breakSeconds(ms)} second(s) break between each tournament round.`;

/** 'R1 (3 Prizes)' or 'R1 (No Prizes)'. */
export function roundLabel(r: Round): string {
  const count = r.aWinning.reduce((sum, w) => sum + Math.max(1, w.nTo - w.nFrom + 1), 0);
  return `R${r.nRound} (${count === 0 ? "No Prizes" : `${count} Prize${count === 1 ? "" : "s"}`})`;
}

/** The last 8 characters of the id. */
export const shortTournamentId = (id: string) => `ID: #${id.slice(-8)}`;

export const registerQuestion = (waitlistPosition: number | null) =>
  waitlistPosition === null ? "Are you sure you want to register in this tournament ?" : `Are you sure you want to register in this tournament in waitlist position ${waitlistPosition} ?`;
export const WITHDRAW_QUESTION = "Are you sure you want to withdraw from this tournament?";
export const EMPTY_LIST = "Currently, No tournaments available in this section";
export const NO_TICKETS = "No tickets are found in your account!";
export const NO_QUALIFIERS = "No Qualifiers Found.";
export const DISCLAIMER = "Disclaimer : The number of prizes and rounds will change depending on number of players joining the tournament";
export const REGISTERED_OK = "Registered Successfully.";
export const WITHDRAWN_OK = "Withdraw Successfully.";
