import type { Platform } from "../../platform/ports.ts";

/**
 * What deposits need of the platform: the database, the payment gateway and the bank (bank
 * debits), the config (no sandbox money in production) and the clock (link expiries, checks).
 */
export type DepositPorts = Pick<Platform, "db" | "config" | "payments" | "payouts" | "clock">;

/** `ms` after the clock's now: when a link expires or the next status check is due. */
export const after = (ports: Pick<Platform, "clock">, ms: number): Date => new Date(ports.clock.now().getTime() + ms);
