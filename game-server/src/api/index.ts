import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authRoutes } from "./auth/routes.ts";
import { devRoutes } from "./dev/routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { historyRoutes } from "./history/routes.ts";
import { profileRoutes } from "./profile/routes.ts";
import { playSafeRoutes } from "./profile/play-safe-routes.ts";
import { supportRoutes } from "./support/routes.ts";
import { promotionRoutes } from "./promotions/routes.ts";
import { sandboxGatewayRoutes } from "./sandbox-gateway/routes.ts";
import { transactionRoutes } from "./transactions/routes.ts";
import { lobbyRoutes } from "./lobby/routes.ts";
import { occupancyRoutes } from "./lobby/occupancy-routes.ts";
import { locationRoutes } from "./location/routes.ts";
import { tableRoutes } from "./tables/routes.ts";
import { tournamentRoutes } from "./tournaments/routes.ts";
import { walletRoutes } from "./wallet/routes.ts";
import { fairPlayRoutes } from "./fairplay/routes.ts";

/**
 * Every API module, mounted under `/api/v1`. A module is a Fastify plugin in `src/api/<module>/`
 * that validates input, calls one service and replies; business logic lives in `src/services`.
 */
export const apiModules: FastifyPluginAsyncZod[] = [healthRoutes, authRoutes, profileRoutes, supportRoutes, devRoutes, lobbyRoutes, tableRoutes, transactionRoutes, promotionRoutes, sandboxGatewayRoutes, locationRoutes, walletRoutes, tournamentRoutes, historyRoutes, playSafeRoutes, occupancyRoutes, fairPlayRoutes];
