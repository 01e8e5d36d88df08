import type { Platform } from "../platform/ports.ts";

/** What every route gets from the running platform: its ports (platform/ports.ts). */
export type PlatformContext = Platform;

declare module "fastify" {
  interface FastifyInstance {
    platform: Platform;
  }
}
