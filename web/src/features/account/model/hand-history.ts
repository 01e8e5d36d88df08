import { isPrintedJoker, rankOf, suitOf, type Card } from "@rummy/shared-rules";
import type { TFunction } from "i18next";

/**
 * A hand history as GET /profile/game-history/{dealId} sends it: each step is what the player's
 * seat saw right after one logged action (the server filters with `eventFor`), so the page only
 * walks the steps and puts them into words.
 */
export interface HistoryEvent {
  readonly type: string;
  readonly seat?: number;
  readonly from?: "closed" | "open";
  readonly card?: Card;
  readonly cards?: Card[];
  readonly auto?: boolean;
  readonly kind?: string;
  readonly reason?: string;
  readonly points?: number;
  readonly winner?: number;
  readonly openCard?: Card;
  readonly cut?: Card;
  readonly openTop?: Card;
}

export interface HistoryStep {
  readonly nStep: number;
  readonly aEvents: HistoryEvent[];
  readonly oView: {
    readonly aHand: Card[];
    readonly nOpenTop: Card | null;
    readonly nOpenCount: number;
    readonly nClosedCount: number;
    readonly nCut: Card;
    readonly eDealPhase: string;
    readonly oTurn: { nSeat: number; nNumber: number; eDrawnFrom: string | null; nDrawnCard: Card | null } | null;
    readonly aSeats: { nSeat: number; eStatus: string; nHandCount: number }[];
  };
}

export interface HistoryResultSeat {
  readonly nSeat: number;
  readonly sName: string;
  readonly eOutcome: string;
  readonly nPoints: number;
  readonly aGroups: Card[][] | null;
  readonly aHand: Card[] | null;
}

export interface HandHistory {
  readonly iDealId: string;
  readonly iTableId: string;
  readonly nDeal: number;
  readonly eGameType: "practice" | "cash";
  readonly sVariant: string;
  readonly eResult: string;
  readonly nPoints: number | null;
  readonly nAmount: number;
  readonly dCreatedDate: string;
  readonly nSeat: number;
  readonly aPlayers: { nSeat: number; sName: string; bBot: boolean }[];
  readonly aSteps: HistoryStep[];
  readonly oResults: { nWinner: number; eEndedBy: string; aSeats: HistoryResultSeat[] } | null;
  readonly oFairness: { sCommitment: string; sSeed: string | null; bCommitmentMatches: boolean; sVerifyUrl: string };
}

const RANKS = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const SUIT_SYMBOLS: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** The words a step line needs (the `account` namespace's `history.steps`), so this stays a pure function. */
export type StepT = TFunction<"account">;

export function cardLabel(card: Card, t: StepT): string {
  if (isPrintedJoker(card)) return t("history.steps.joker");
  return `${RANKS[rankOf(card)] ?? "?"}${SUIT_SYMBOLS[suitOf(card) ?? ""] ?? ""}`;
}

function eventLine(e: HistoryEvent, ownSeat: number, who: (seat: number | undefined) => string, t: StepT): string | null {
  const name = who(e.seat);
  // Hindi fuses the pronoun with its postposition ("आपने", "आपका") where a name stands apart
  // ("Asha ने"), so the player's own moves have sentences of their own (the `_you` keys).
  const context = e.seat === ownSeat ? "you" : undefined;
  const card = e.card === undefined ? t("history.steps.aCard") : cardLabel(e.card, t);
  const timedOut = e.auto ? t("history.steps.timedOut") : "";
  switch (e.type) {
    case "dealt":
      return t("history.steps.dealt", { cut: e.cut === undefined ? "" : cardLabel(e.cut, t), open: e.openCard === undefined ? "" : cardLabel(e.openCard, t) });
    case "hand":
      return t("history.steps.hand", { cards: (e.cards ?? []).map((c) => cardLabel(c, t)).join(" ") });
    case "drew":
      return t(e.from === "open" ? "history.steps.drewOpen" : "history.steps.drewClosed", { name, context, card, timedOut });
    case "discarded":
      return t("history.steps.discarded", { name, context, card, timedOut });
    case "dropped":
      return t("history.steps.dropped", { name, context, kind: e.kind === "first" || e.kind === "middle" ? t(`history.steps.drops.${e.kind}`) : (e.kind ?? ""), points: e.points ?? 0 });
    case "wrong_show":
      return t("history.steps.wrongShow", { name, context, points: e.points ?? 0 });
    case "declared":
      return t("history.steps.declared", { name, context });
    case "melded":
      return t("history.steps.melded", { name, context });
    case "reshuffled":
      return t("history.steps.reshuffled");
    case "timed_out":
      return t("history.steps.ranOut", { name, context });
    case "settled":
      return e.winner === ownSeat ? t("history.steps.youWin") : t("history.steps.wins", { name: who(e.winner) });
    default:
      return null;
  }
}

/** The step's public actions in words, with "You" for the player's own seat. */
export function describeStep(step: HistoryStep, history: Pick<HandHistory, "nSeat" | "aPlayers">, t: StepT): string[] {
  const who = (seat: number | undefined) =>
    seat === history.nSeat ? t("history.steps.you") : (history.aPlayers.find((p) => p.nSeat === seat)?.sName ?? t("history.steps.seat", { number: (seat ?? 0) + 1 }));
  return step.aEvents.flatMap((e) => eventLine(e, history.nSeat, who, t) ?? []);
}
