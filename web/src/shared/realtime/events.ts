/**
 * The player channel's events (game-server/src/rooms/PROTOCOL.md "Player channel"). The server
 * validates every event it publishes; the browser only checks the shape it acts on.
 */
export type PlayerEvent =
  | { readonly type: "resTournamentGoingToStart"; readonly iTournamentId: string; readonly sMessage: string }
  | { readonly type: "resTakeTournamentSeat"; readonly iTableId: string; readonly iTournamentId: string }
  | { readonly type: "tournamentRoundResult"; readonly iTournamentId: string; readonly nRound: number; readonly nRank: number }
  | { readonly type: "tournamentQualified"; readonly iTournamentId: string; readonly nRound: number }
  | { readonly type: "tournamentEliminated"; readonly iTournamentId: string; readonly nPosition: number }
  | { readonly type: "tournamentBreak"; readonly iTournamentId: string; readonly nextRoundAt: string }
  | { readonly type: "tournamentFinished"; readonly iTournamentId: string; readonly nPosition?: number }
  /** The tournament was cancelled (by the operator, or below its minimum); the entry was refunded. */
  | { readonly type: "tournamentCancelled"; readonly iTournamentId: string; readonly sMessage: string }
  | {
      readonly type: "prizeCredited";
      readonly iTournamentId: string;
      readonly nPosition: number;
      readonly eCurrency: "cash" | "practice" | "ticket";
      readonly nAmountPaise: number;
    }
  | { readonly type: "balanceChanged" }
  | { readonly type: "maintenanceStarting"; readonly startsAt: string }
  | { readonly type: "forcedLogout"; readonly reason: string };

const TYPES: ReadonlySet<string> = new Set<PlayerEvent["type"]>([
  "resTournamentGoingToStart",
  "resTakeTournamentSeat",
  "tournamentRoundResult",
  "tournamentQualified",
  "tournamentEliminated",
  "tournamentBreak",
  "tournamentFinished",
  "tournamentCancelled",
  "prizeCredited",
  "balanceChanged",
  "maintenanceStarting",
  "forcedLogout",
]);

export function asPlayerEvent(message: unknown): PlayerEvent | null {
  if (typeof message !== "object" || message === null) return null;
  const type = (message as { type?: unknown }).type;
  return typeof type === "string" && TYPES.has(type) ? (message as PlayerEvent) : null;
}
