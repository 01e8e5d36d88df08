import { assertCashAllowed } from "../../services/compliance/cash-gate.ts";
import { isServiceError } from "../../services/errors.ts";
import type { CashGate } from "../../services/tournaments/deps.ts";
import type { PlatformContext } from "../context.ts";

/**
 * Adapts the compliance module's cash-play gate (its refusal codes) to the tournaments
 * module's port, so the one policy helper decides for tournaments as for tables.
 * TODO(platform core, issue 15): built once in the composition root.
 */
export function cashGateFor(platform: PlatformContext): CashGate {
  return async (userId) => {
    try {
      await assertCashAllowed(platform, userId);
      return null;
    } catch (error) {
      if (!isServiceError(error)) throw error;
      if (error.code === "compliance/money_games_off") return { reason: "money_off", message: error.message };
      if (error.code === "compliance/restricted_state") return { reason: "restricted_state", message: error.message };
      return { reason: "other", message: error.message };
    }
  };
}
