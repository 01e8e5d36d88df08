/**
 * The hand in words for screen readers (the canvas itself is one image): each group with its
 * label and cards, the selected cards and the card the keyboard is on.
 */
import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { TABLE } from "../i18n/index.ts";
import { tagWords } from "./tag-words.ts";
import { findCard } from "../model/hand.ts";
import { cardWords } from "../model/moment-words.ts";
import { arrangementAtom, focusAtom, hintsAtom, selectionAtom } from "../model/table-store.ts";

export function HandSummary() {
  const { t } = useTranslation(TABLE);
  const arrangement = useAtomValue(arrangementAtom);
  const hints = useAtomValue(hintsAtom);
  const focus = useAtomValue(focusAtom);
  const selection = useAtomValue(selectionAtom);
  if (arrangement.groups.length === 0) return null;
  const focused = focus === null ? undefined : findCard(arrangement, focus);
  return (
    <section className="gt-sr" aria-label={t("hand.label")}>
      <ol>
        {arrangement.groups.map((g, i) => (
          <li key={i}>
            {t("hand.group", { number: i + 1 })}
            {hints ? `, ${tagWords(hints.tag(g.map((c) => c.card)), t).text}` : ""}: {g.map((c) => `${cardWords(c.card, t)}${selection.has(c.id) ? t("speech.selectedMark") : ""}`).join(", ")}
          </li>
        ))}
      </ol>
      <p aria-live="polite">{focused ? t(selection.has(focused.id) ? "speech.onSelectedCard" : "speech.onCard", { card: cardWords(focused.card, t) }) : ""}</p>
    </section>
  );
}
