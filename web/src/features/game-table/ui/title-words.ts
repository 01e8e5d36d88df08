import type { TFunction } from "i18next";
import { formatAmount, formatRupees } from "../../../shared/format/money.ts";
import type { TableInfo } from "../model/types.ts";

const MODES = ["point", "pool", "deal", "point21", "point10", "point27"] as const;
type Mode = (typeof MODES)[number];
const isMode = (value: string): value is Mode => (MODES as readonly string[]).includes(value);

/**
 * The table's title and stakes line in the player's language: "Pool Rummy 101", "Deals Rummy ·
 * 2 deals", "Points Rummy · ₹0.50 a point" (practice tables count chips, never rupees).
 */
export function tableTitle(info: TableInfo, t: TFunction<"game-table">): string {
  if (info.mode === undefined || info.tablePoint === undefined) return info.title;
  const mode = isMode(info.mode) ? t(`speech.title.modes.${info.mode}`) : t("speech.title.rummy");
  if (info.mode === "pool") return t("speech.title.pool", { mode, limit: info.tablePoint });
  if (info.mode === "deal") return t("speech.title.deals", { mode, deals: info.tablePoint });
  const value = info.pointValue ?? 0;
  const amount = info.practice ? t("speech.title.chips", { amount: formatAmount(value) }) : formatRupees(value);
  return t("speech.title.points", { mode, stake: amount });
}
