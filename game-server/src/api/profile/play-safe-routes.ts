import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { paiseOfRupees } from "@rummy/shared-rules";
import type { z } from "zod";
import { excludeBody, limitsBody, playSafeResponse, type playSafeData } from "@rummy/shared-rules/contract/play-safe";
import { paymentSettings } from "../../services/deposits/settings.ts";
import { startExclusion } from "../../services/responsible/exclusion.ts";
import { changeLimits, playSafeView, type PlaySafeView } from "../../services/responsible/service.ts";
import { paiseToRupees } from "../../services/wallet/money.ts";
import { playerOf, requirePlayer } from "../auth-guard.ts";
import { ok } from "../envelope.ts";
import { istText } from "../refusals/responsible.ts";

const tags = ["play-safe"];
const security = [{ bearer: [] }];

/** Money limits travel in rupees; play time in minutes. */
const isMinutes = (limit: string) => limit === "play_minutes_daily";
const shown = (limit: string, v: bigint | null) => (v === null ? null : isMinutes(limit) ? Number(v) : paiseToRupees(v));
const r = (p: bigint | null) => (p === null ? null : paiseToRupees(p));

function toView(v: PlaySafeView): z.infer<typeof playSafeData> {
  const exclusion = (e: NonNullable<PlaySafeView["exclusion"]>) => ({
    eKind: e.kind,
    ePeriod: e.period,
    dStartsAt: e.startsAt.toISOString(),
    dEndsAt: e.endsAt?.toISOString() ?? null,
    sEndsAt: e.endsAt ? istText(e.endsAt) : "Permanent",
    dLiftedAt: e.liftedAt?.toISOString() ?? null,
  });
  const d = v.deposit;
  return {
    oDeposit: {
      nDailyLimit: paiseToRupees(d.dailyPaise),
      nWeeklyLimit: paiseToRupees(d.weeklyPaise),
      nMonthlyLimit: paiseToRupees(d.monthlyPaise),
      nDailyUsed: paiseToRupees(d.usedTodayPaise),
      nWeeklyUsed: paiseToRupees(d.usedThisWeekPaise),
      nMonthlyUsed: paiseToRupees(d.usedThisMonthPaise),
      oPending: d.pending
        ? { nDailyLimit: r(d.pending.dailyPaise), nWeeklyLimit: r(d.pending.weeklyPaise), nMonthlyLimit: r(d.pending.monthlyPaise), dEffectiveAt: d.pending.effectiveAt.toISOString() }
        : null,
    },
    aLimits: v.limits.map((l) => ({
      eLimit: l.kind,
      nValue: shown(l.kind, l.value),
      nUsed: shown(l.kind, l.used) ?? 0,
      oPending: l.pending ? { nValue: shown(l.kind, l.pending.value), dEffectiveAt: l.pending.effectiveAt.toISOString() } : null,
    })),
    oExclusion: v.exclusion ? exclusion(v.exclusion) : null,
    aExclusions: v.exclusions.map(exclusion),
    aHistory: v.changes.map((c) => ({
      eLimit: c.limit,
      nOld: shown(c.limit, c.oldValue),
      nNew: shown(c.limit, c.newValue),
      dEffectiveAt: c.effectiveAt.toISOString(),
      dCreatedAt: c.createdAt.toISOString(),
    })),
    bNightLock: v.nightLock,
    nRaiseDelayHours: v.raiseDelayHours,
  };
}

// rupeesInput has already refused more than 2 decimals, so the conversion is exact.
const paise = (rupees: number | undefined) => (rupees === undefined ? undefined : paiseOfRupees(rupees));
const paiseOrNull = (rupees: number | null | undefined) => (rupees === null ? null : paise(rupees));

/**
 * My Account's "Play safe" (game-server/ACCOUNTS.md "Play safe"): the player's limits, what is
 * used, waiting raises and the history; changing limits; a cool-off or self-exclusion.
 */
export const playSafeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const config = { rateLimit: { max: 30, timeWindow: "1 minute" } };

  app.get(
    "/profile/play-safe",
    { preHandler: requirePlayer, schema: { tags, security, summary: "The player's limits, exclusion and their history", response: { 200: playSafeResponse } } },
    async (request) => {
      const { userId } = playerOf(request);
      const now = new Date();
      return ok("success.", toView(await playSafeView(platform.db, userId, await paymentSettings(platform.db), now)));
    },
  );

  app.post(
    "/profile/play-safe/limits",
    {
      preHandler: requirePlayer,
      config,
      schema: {
        tags,
        security,
        summary: "Set limits: lower at once, higher (or removed) after 72 hours",
        body: limitsBody,
        response: { 200: playSafeResponse },
      },
    },
    async (request) => {
      const { userId } = playerOf(request);
      const b = request.body;
      const settings = await paymentSettings(platform.db);
      const now = new Date();
      const raiseAt = await changeLimits(
        platform.db,
        userId,
        {
          depositDaily: paise(b.nDepositDaily),
          depositWeekly: paise(b.nDepositWeekly),
          depositMonthly: paise(b.nDepositMonthly),
          loss_daily: paiseOrNull(b.nLossDaily),
          loss_monthly: paiseOrNull(b.nLossMonthly),
          play_minutes_daily: b.nPlayMinutesDaily === undefined || b.nPlayMinutesDaily === null ? b.nPlayMinutesDaily : BigInt(b.nPlayMinutesDaily),
        },
        settings,
        now,
      );
      const message = raiseAt ? `Lower limits apply now. Higher limits apply from ${istText(raiseAt)}.` : "Your limits are updated.";
      return ok(message, toView(await playSafeView(platform.db, userId, settings, now)));
    },
  );

  app.post(
    "/profile/play-safe/exclude",
    {
      preHandler: requirePlayer,
      config,
      schema: {
        tags,
        security,
        summary: "Start a 24-hour cool-off or a self-exclusion (1 day to permanent); it cannot be shortened",
        body: excludeBody,
        response: { 200: playSafeResponse },
      },
    },
    async (request) => {
      const { userId } = playerOf(request);
      const settings = await paymentSettings(platform.db);
      const now = new Date();
      const row = await startExclusion(platform.db, userId, request.body.ePeriod, settings.compliance.responsibleGaming.selfExclusionAllowed, now);
      const message = row.endsAt ? `You cannot play, join tournaments or add cash until ${istText(row.endsAt)}. Withdrawals stay open.` : "You excluded yourself permanently. Withdrawals stay open; support can reopen your account.";
      return ok(message, toView(await playSafeView(platform.db, userId, settings, now)));
    },
  );
};
