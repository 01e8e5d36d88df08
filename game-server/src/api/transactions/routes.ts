import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { depositRoutes } from "./deposits.ts";
import { webhookRoutes } from "./webhooks.ts";
import { withdrawalRoutes } from "./withdrawals.ts";

/** SPEC.md section 7 "Deposit and withdrawal": deposits, limits, provider webhooks, withdrawals and payouts. */
export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(depositRoutes);
  await app.register(webhookRoutes);
  await app.register(withdrawalRoutes);
};
