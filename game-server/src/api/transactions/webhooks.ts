import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { webhookParams } from "@rummy/shared-rules/contract/transactions";
import { handlePaymentWebhook } from "../../services/deposits/webhooks.ts";
import { errorBody, ok } from "../envelope.ts";

/**
 * Provider webhooks: `POST /transaction/webhook/{provider}` (razorpay or sandbox, whichever is
 * configured). The signature covers the raw bytes, so this scope replaces the JSON parser with
 * one that keeps the body as a Buffer; nothing outside this scope is affected.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  // A production demo on the sandbox gateway has no webhook: anyone can sign a sandbox event.
  if (platform.config.isProduction && platform.config.PAYMENTS_PROVIDER === "sandbox") return;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 1_048_576 }, (_request, body, done) => done(null, body));

  app.post(
    "/transaction/webhook/:provider",
    {
      schema: {
        tags: ["deposit"],
        summary: "Payment provider webhooks (signature over the raw body)",
        params: webhookParams,
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await handlePaymentWebhook(platform, request.params.provider, raw, request.headers);
      if (result.status !== 200) {
        request.log.warn({ provider: request.params.provider, reason: result.reason }, "webhook refused");
        return reply.code(result.status).send(errorBody(result.status === 400 ? "Invalid webhook" : result.reason));
      }
      return ok("ok", { outcome: result.outcome });
    },
  );
};
