import type { Db, DbHandle } from "@rummy/db";
import type { Config } from "../config.ts";

/** What every route and service gets from the running platform. */
export interface PlatformContext {
  readonly config: Config;
  readonly dbHandle: DbHandle;
  readonly db: Db;
  readonly version: string;
}

declare module "fastify" {
  interface FastifyInstance {
    platform: PlatformContext;
  }
}
