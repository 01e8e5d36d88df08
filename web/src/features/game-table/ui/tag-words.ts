import type { TFunction } from "i18next";
import type { GroupTag } from "../model/hints.ts";

type TableT = TFunction<"game-table">;

const KEYS = {
  pure: "pure",
  sequence: "sequence",
  set: "set",
  tunnela: "tunnela",
  dublee: "dublee",
  "needs-pure": "needsPure",
  "needs-sequence": "needsSequence",
  "set-in-progress": "setInProgress",
  loose: "loose",
} as const satisfies Record<GroupTag["label"], string>;

/**
 * A group's label (model/hints.ts words it in English) from the catalogue: the same kind, and for
 * a group in progress the same number of cards it needs.
 */
export function tagWords(tag: GroupTag, t: TableT): GroupTag {
  const needs = Number(/\+(\d+)$/.exec(tag.short)?.[1] ?? 0);
  const cards = needs === 1 ? t("tags.oneCard") : t("tags.cards", { count: needs });
  const key = KEYS[tag.label];
  if (tag.label === "loose") return { label: tag.label, text: tag.text === "Loose card" ? t("tags.looseOne") : t("tags.loose"), short: t("tags.looseShort") };
  return { label: tag.label, text: t(`tags.${key}`, { cards }), short: t(`tags.${key}Short`, { needs }) };
}
