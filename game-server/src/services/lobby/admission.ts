import { ledgerBacklog } from "@rummy/db/ledger/index";
import type { Platform } from "../../platform/ports.ts";
import { lobbyRefusal } from "./errors.ts";

/**
 * Admission control for new seats. Every seat starts with a wallet hold, and every deal ends in a
 * settlement, both through this process's ledger lanes (db/src/ledger/operation.ts). When those
 * lanes fall behind (more settlements and holds arrive than PostgreSQL commits), a new join would
 * only wait behind them, past the proxy's timeout, and make the tables already playing later
 * still. So while the oldest unanswered wallet operation is older than WALLET_ADMISSION_MS, a join
 * that needs a new seat is refused at once with `lobby/overloaded` (503 and a Retry-After), and
 * nothing is taken. Players already seated are never refused: their rejoin needs no hold.
 */
export function assertWalletKeepingUp(ports: Pick<Platform, "db" | "config">, now = performance.now()): void {
  if (!walletKeepingUp(ports, now)) throw lobbyRefusal("lobby/overloaded");
}

/** Whether a join that needs a new seat is admitted now (see assertWalletKeepingUp). */
export function walletKeepingUp(ports: Pick<Platform, "db" | "config">, now = performance.now()): boolean {
  const limitMs = ports.config.WALLET_ADMISSION_MS;
  return limitMs === 0 || ledgerBacklog(ports.db, now).oldestMs <= limitMs;
}
