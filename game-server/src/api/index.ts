import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthRoutes } from "./health/routes.ts";

/**
 * Every API module, mounted under `/api/v1`. A module is a Fastify plugin in `src/api/<module>/`
 * that validates input, calls one service and replies; business logic lives in `src/services`.
 */
export const apiModules: FastifyPluginAsyncZod[] = [healthRoutes];
