import { z } from "zod";
import { envelope } from "./envelope.ts";

/**
 * SPEC.md section 7, "Lobby and tables": the table list, joining, joined tables, private tables
 * and the daily spin (rooms/PROTOCOL.md "Lobby calls").
 */
export const RUMMY_TYPE_VALUES = ["point", "pool", "deal", "point21", "point10", "point27"] as const;
export const GAME_TYPE_VALUES = ["practice", "cash"] as const;

export const lobbyTable = z.object({
  _id: z.string(),
  sName: z.string(),
  eRummyType: z.enum(RUMMY_TYPE_VALUES),
  eGameType: z.enum(GAME_TYPE_VALUES),
  nMaxPlayer: z.number(),
  nTablePoint: z.number(),
  nTableFee: z.number(),
  nDeck: z.number(),
  nDeals: z.number().nullable(),
  nPoolLimit: z.number().nullable(),
});

export const joinedRow = z.object({
  _id: z.string(),
  iTableId: z.string(),
  eRummyType: z.enum(RUMMY_TYPE_VALUES),
  /** `tournament` for a tournament round table (SPEC.md "Joined game"). */
  eGameType: z.enum([...GAME_TYPE_VALUES, "tournament"]),
  nMaxPlayer: z.number(),
  nTablePoint: z.number(),
  nTableFee: z.number(),
  nChips: z.number(),
  sPrivateCode: z.string(),
  iTournamentId: z.string().nullable(),
});

export const seatReply = z.object({ iTableId: z.string(), nChips: z.number(), sPrivateCode: z.string(), nSeat: z.number(), eGameType: z.enum(GAME_TYPE_VALUES) });

export const tablesResponse = envelope(z.array(lobbyTable));
export const seatResponse = envelope(seatReply);
export const joinedResponse = envelope(z.array(joinedRow));

export const spinSlot = z.object({ _id: z.string(), nValue: z.number() });
/** What the wheel pays: practice chips while cash play is off, bonus rupees while it is on. */
export const spinReward = z.enum(["chips", "bonus"]);
export const spinStatusResponse = envelope(z.object({ aDailyBonus: z.array(spinSlot), bCanSpin: z.boolean(), dNextSpinAt: z.string(), eReward: spinReward }));
export const spinResponse = envelope(z.object({ _id: z.string(), nValue: z.number(), nIndex: z.number(), eReward: spinReward }));
