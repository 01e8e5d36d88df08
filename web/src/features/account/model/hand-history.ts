import { isPrintedJoker, rankOf, suitOf, type Card } from "@rummy/shared-rules";

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

export function cardLabel(card: Card): string {
  if (isPrintedJoker(card)) return "Joker";
  return `${RANKS[rankOf(card)] ?? "?"}${SUIT_SYMBOLS[suitOf(card) ?? ""] ?? ""}`;
}

/** The step's public actions in words, with "You" for the player's own seat. */
export function describeStep(step: HistoryStep, history: Pick<HandHistory, "nSeat" | "aPlayers">): string[] {
  const who = (seat: number | undefined) =>
    seat === history.nSeat ? "You" : (history.aPlayers.find((p) => p.nSeat === seat)?.sName ?? `Seat ${(seat ?? 0) + 1}`);
  const lines: string[] = [];
  for (const e of step.aEvents) {
    const name = who(e.seat);
    switch (e.type) {
      case "dealt":
        lines.push(`Cards dealt. Cut joker ${e.cut === undefined ? "" : cardLabel(e.cut)}, open card ${e.openCard === undefined ? "" : cardLabel(e.openCard)}.`);
        break;
      case "hand":
        lines.push(`Your hand: ${(e.cards ?? []).map(cardLabel).join(" ")}`);
        break;
      case "drew":
        lines.push(`${name} drew ${e.card === undefined ? "a card" : cardLabel(e.card)} from the ${e.from === "open" ? "open" : "closed"} pile${e.auto ? " (timed out)" : ""}.`);
        break;
      case "discarded":
        lines.push(`${name} discarded ${e.card === undefined ? "a card" : cardLabel(e.card)}${e.auto ? " (timed out)" : ""}.`);
        break;
      case "dropped":
        lines.push(`${name} dropped (${e.kind ?? ""} drop, ${e.points ?? 0} points).`);
        break;
      case "wrong_show":
        lines.push(`${name} declared a wrong show (${e.points ?? 0} points).`);
        break;
      case "declared":
        lines.push(`${name} declared.`);
        break;
      case "melded":
        lines.push(`${name} showed their melds.`);
        break;
      case "reshuffled":
        lines.push("The open pile was reshuffled into the closed pile.");
        break;
      case "timed_out":
        lines.push(`${name} ran out of time.`);
        break;
      case "settled":
        lines.push(`Deal over: ${who(e.winner)} ${e.winner === history.nSeat ? "win" : "wins"}.`);
        break;
      default:
        break;
    }
  }
  return lines;
}
