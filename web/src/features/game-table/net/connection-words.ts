/**
 * The connection's own sentences, in the player's language at the moment it says them (as the
 * controller does for moments): the net layer is no component, so it reads the `game-table`
 * namespace through i18n rather than a hook, and hands the UI finished text.
 */
import type { TFunction } from "i18next";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { TABLE } from "../i18n/index.ts";
import { codeOf, isExpiredReservation, isSessionRefused } from "./join-errors.ts";

export const connectionT = (): TFunction<"game-table"> => i18n.getFixedT(null, TABLE);

/**
 * Room messages are lower-case phrases ("draw a card before declaring"): show them as sentences.
 * A Hindi refusal (the account's language) ends with a danda, never with an added full stop.
 */
export function sentence(text: string): string {
  const t = text.trim();
  if (!t) return connectionT()("connection.refused");
  const capital = t[0]?.toUpperCase() + t.slice(1);
  if (/[.!?।]$/.test(capital)) return capital;
  return /[\u0900-\u097F]/.test(capital) ? `${capital}।` : `${capital}.`;
}

/**
 * Why a join failed, for the player. The room's own refusals (not seated, in the account's
 * language) pass as they came; an ended session, a lapsed reservation, a proxy's 5xx and a
 * network failure (no code) are the table's sentences, since their English means nothing to a
 * player and cannot be translated by the server.
 */
export function failureText(error: unknown): string {
  const t = connectionT();
  if (isSessionRefused(error)) return t("connection.sessionExpired");
  const code = codeOf(error);
  const fromRoom = code !== undefined && !(code >= 500 && code < 600) && !isExpiredReservation(error);
  return fromRoom && error instanceof Error && error.message ? error.message : t("connection.unreachable");
}
