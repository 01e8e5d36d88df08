import { z } from "zod";
import { parseRupees } from "../money.ts";
import { envelope } from "./envelope.ts";

/**
 * My Account's "Play safe" (game-server/ACCOUNTS.md "Play safe"): `GET /profile/play-safe`, and
 * `POST /profile/play-safe/limits` and `/exclude`, each answering the whole view. Money in rupees,
 * play time in minutes.
 */

/** The periods a player may choose: a 24-hour cool-off, or a self-exclusion. */
export const EXCLUSION_PERIODS = ["24h", "1d", "7d", "30d", "6m", "permanent"] as const;
export const LIMIT_KINDS = ["loss_daily", "loss_monthly", "play_minutes_daily"] as const;

/**
 * Rupees with at most 2 decimals, or null to remove a loss or play-time limit. Checked with the
 * money module's parser, not zod's multipleOf: a float test let 4.3e-243 through as a multiple
 * of 0.01, and the exact conversion on the server then refused it with a 500.
 */
const rupeesInput = z
  .number()
  .min(0)
  .max(1_00_00_000)
  .refine((n) => parseRupees(n).ok, { message: "Enter an amount in rupees with at most 2 decimals." });
const minutesInput = z.number().int().min(0).max(1440);

export const limitsBody = z
  .object({
    nDepositDaily: rupeesInput.optional(),
    nDepositWeekly: rupeesInput.optional(),
    nDepositMonthly: rupeesInput.optional(),
    nLossDaily: rupeesInput.nullable().optional(),
    nLossMonthly: rupeesInput.nullable().optional(),
    nPlayMinutesDaily: minutesInput.nullable().optional(),
  })
  .strict();
export const excludeBody = z.object({ ePeriod: z.enum(EXCLUSION_PERIODS), bConfirm: z.literal(true) }).strict();

const limit = z.object({
  eLimit: z.enum(LIMIT_KINDS),
  nValue: z.number().nullable(),
  nUsed: z.number(),
  oPending: z.object({ nValue: z.number().nullable(), dEffectiveAt: z.string() }).nullable(),
});
export const exclusion = z.object({
  eKind: z.enum(["cool_off", "exclusion"]),
  ePeriod: z.enum(EXCLUSION_PERIODS),
  dStartsAt: z.string(),
  dEndsAt: z.string().nullable(),
  sEndsAt: z.string(),
  dLiftedAt: z.string().nullable(),
});
export const playSafeData = z.object({
  oDeposit: z.object({
    nDailyLimit: z.number(),
    nWeeklyLimit: z.number(),
    nMonthlyLimit: z.number(),
    nDailyUsed: z.number(),
    nWeeklyUsed: z.number(),
    nMonthlyUsed: z.number(),
    oPending: z.object({ nDailyLimit: z.number().nullable(), nWeeklyLimit: z.number().nullable(), nMonthlyLimit: z.number().nullable(), dEffectiveAt: z.string() }).nullable(),
  }),
  aLimits: z.array(limit),
  oExclusion: exclusion.nullable(),
  aExclusions: z.array(exclusion),
  aHistory: z.array(z.object({ eLimit: z.string(), nOld: z.number().nullable(), nNew: z.number().nullable(), dEffectiveAt: z.string(), dCreatedAt: z.string() })),
  bNightLock: z.boolean(),
  nRaiseDelayHours: z.number(),
});

export const playSafeResponse = envelope(playSafeData);
