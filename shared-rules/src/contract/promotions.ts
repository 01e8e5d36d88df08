import { z } from "zod";
import { envelope } from "./envelope.ts";

/** SPEC.md's `GET bonus/active/promotion`: the deposit offers (rupee amounts, percentages). */
const tierSchema = z.object({
  nFrom: z.number(),
  nTo: z.number(),
  nPercentage: z.number(),
  nMaxBonus: z.number(),
  ticketSchedule: z.array(z.object({ sName: z.string() })),
});

export const promotionSchema = z.object({
  _id: z.string(),
  sName: z.string(),
  eCategory: z.string(),
  nExpiresIn: z.number(),
  dStartDate: z.string(),
  dEndDate: z.string(),
  aPriceRange: z.array(tierSchema),
});

export const promotionsResponse = envelope(z.array(promotionSchema));
