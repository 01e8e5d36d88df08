import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  db: z.enum(["ok", "down"]),
  version: z.string(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    { schema: { tags: ["platform"], summary: "Liveness and database reachability", response: { 200: healthSchema, 503: healthSchema } } },
    async (_req, reply) => {
      const { db, version } = app.platform;
      const dbOk = await db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      const body = { status: dbOk ? "ok" : "degraded", db: dbOk ? "ok" : "down", version } as const;
      return reply.code(dbOk ? 200 : 503).send(body);
    },
  );
};
