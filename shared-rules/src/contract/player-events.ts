import { z } from "zod";

/**
 * The closed set of events the player channel carries (rooms/PROTOCOL.md "Player channel").
 * Each is sent to the player's sockets as a Colyseus message whose type is the event's `type`
 * and whose body is the whole event. Times are ISO 8601 strings; amounts are integer paise.
 */
const id = z.string().min(1).max(64);
const isoTime = z.iso.datetime({ offset: true });
const position = z.number().int().positive();

export const playerEventSchema = z.discriminatedUnion("type", [
  /** 5 minutes and 1 minute before a registered tournament starts; the web shows sMessage for 10 s. */
  z.strictObject({ type: z.literal("resTournamentGoingToStart"), iTournamentId: id, sMessage: z.string().min(1).max(300) }),
  /** The player's seat for the next round is ready: the web's Take Seat opens this table. */
  z.strictObject({ type: z.literal("resTakeTournamentSeat"), iTableId: id, iTournamentId: id }),
  z.strictObject({ type: z.literal("tournamentRoundResult"), iTournamentId: id, nRound: position, nRank: position }),
  z.strictObject({ type: z.literal("tournamentQualified"), iTournamentId: id, nRound: position }),
  z.strictObject({ type: z.literal("tournamentEliminated"), iTournamentId: id, nPosition: position }),
  z.strictObject({ type: z.literal("tournamentBreak"), iTournamentId: id, nextRoundAt: isoTime }),
  z.strictObject({ type: z.literal("tournamentFinished"), iTournamentId: id, nPosition: position.optional() }),
  /** The tournament was cancelled (below its minimum, or by the operator, running or not) and the entry refunded; sMessage says why. */
  z.strictObject({ type: z.literal("tournamentCancelled"), iTournamentId: id, sMessage: z.string().min(1).max(300) }),
  z.strictObject({
    type: z.literal("prizeCredited"),
    iTournamentId: id,
    nPosition: position,
    eCurrency: z.enum(["cash", "practice", "ticket"]),
    nAmountPaise: z.number().int().nonnegative(),
  }),
  /** Something moved the player's ledger accounts: the web reads GET /profile again. */
  z.strictObject({ type: z.literal("balanceChanged") }),
  z.strictObject({ type: z.literal("maintenanceStarting"), startsAt: isoTime }),
  /** The session was revoked; the socket is closed right after this message. */
  z.strictObject({
    type: z.literal("forcedLogout"),
    reason: z.enum(["logout", "password_changed", "password_reset", "restricted_location", "blocked"]),
  }),
]);

export type PlayerEvent = z.infer<typeof playerEventSchema>;
export type PlayerEventType = PlayerEvent["type"];
export const PLAYER_EVENT_TYPES: readonly PlayerEventType[] = playerEventSchema.options.map((o) => o.shape.type.value);
