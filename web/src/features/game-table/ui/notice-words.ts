import type { TFunction } from "i18next";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { GUARD_REASONS } from "../model/guards.ts";
import { TABLE_NOTICES } from "../model/notices.ts";

/**
 * A notice in the player's language: a guard's reason (`reasons`) or the table's own notice
 * (`notices`); anything else (a room's refusal, a moment) is shown as it came.
 */
export function noticeText(t: TFunction<"game-table">, text: string): string {
  const reason = knownText(t, "reasons", GUARD_REASONS, text);
  return reason !== text ? reason : knownText(t, "notices", TABLE_NOTICES, text);
}
