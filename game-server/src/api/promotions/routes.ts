import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { activePromotions, seedDemoPromotions, type Promotion } from "../../services/promotions/promotions.ts";
import { firstDepositOffer } from "../../services/deposits/bonus-rule.ts";
import { hasSuccessfulDeposit } from "../../services/deposits/repository.ts";
import { paymentSettings } from "../../services/deposits/settings.ts";
import { paiseToRupees } from "../../services/wallet/money.ts";
import { playerOf, requirePlayer } from "../auth-guard.ts";
import { ok } from "../envelope.ts";
import { promotionSchema, promotionsResponse } from "@rummy/shared-rules/contract/promotions";

export function promotionView(p: Promotion): z.infer<typeof promotionSchema> {
  return {
    _id: p.id,
    sName: p.name,
    eCategory: p.category,
    nExpiresIn: p.bonusExpiresInDays,
    dStartDate: p.startsAt.toISOString(),
    dEndDate: p.endsAt.toISOString(),
    aPriceRange: p.tiers.map((t) => ({
      nFrom: paiseToRupees(t.fromPaise),
      nTo: paiseToRupees(t.toPaise),
      nPercentage: t.percentageBp / 100,
      nMaxBonus: paiseToRupees(t.maxBonusPaise),
      ticketSchedule: t.ticketSchedule.map((s) => ({ sName: s.sName })),
    })),
  };
}

export const OFFERS_OFF = "Adding cash is switched off, so there are no deposit offers right now.";

/** SPEC.md's `GET bonus/active/promotion`: the deposit offers on the deposit screen and /offers. */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  if (platform.config.seedDemoData) app.addHook("onReady", () => seedDemoPromotions(platform.db));

  app.get(
    "/bonus/active/promotion",
    {
      preHandler: requirePlayer,
      schema: { tags: ["promotions"], summary: "Deposit promotions on offer now", security: [{ bearer: [] }], response: { 200: promotionsResponse } },
    },
    async (request) => {
      // Offers are deposit offers: with adding cash switched off there is nothing to offer.
      const settings = await paymentSettings(platform.db);
      if (!settings.compliance.moneyGamesEnabled) return ok(OFFERS_OFF, []);
      // The first-deposit bonus is listed from the same rule a deposit is credited by (bonus-rule.ts).
      const first = (await hasSuccessfulDeposit(platform.db, playerOf(request).userId)) ? undefined : firstDepositOffer(settings);
      const list = [...(first ? [first] : []), ...(await activePromotions(platform.db))];
      return ok(list.length > 0 ? "success." : "Currently, No promotional offers available.", list.map(promotionView));
    },
  );
};
