/** A card as text in the DOM overlays (results, dialogs): rank and suit symbol, red or black, jokers starred; read out by its words (role img: a plain span may not carry a label). */
import { formatCard, type Card } from "@rummy/shared-rules";
import { useTranslation } from "react-i18next";
import { TABLE } from "../i18n/index.ts";
import { cardWords } from "../model/moment-words.ts";

const SYMBOLS: Readonly<Record<string, string>> = { S: "♠", H: "♥", D: "♦", C: "♣" };

export function CardChip({ card, joker = false }: { card: Card; joker?: boolean }) {
  const { t } = useTranslation(TABLE);
  const text = formatCard(card);
  const printed = text === "JK";
  const suit = text.slice(-1);
  const red = suit === "H" || suit === "D";
  const label = `${cardWords(card, t)}${joker && !printed ? t("speech.jokerMark") : ""}`;
  return (
    <span className={`gt-chip${red ? " gt-chip-red" : ""}${printed ? " gt-chip-joker" : ""}`} role="img" aria-label={label} title={label}>
      {printed ? "JK★" : `${text.slice(0, -1)}${SYMBOLS[suit] ?? suit}`}
      {joker && !printed ? <sup aria-hidden="true">★</sup> : null}
    </span>
  );
}

export function CardGroups({ groups, isJoker }: { groups: readonly (readonly Card[])[]; isJoker: (card: Card) => boolean }) {
  return (
    <span className="gt-groups">
      {groups.map((g, i) => (
        <span className="gt-group" key={i}>
          {g.map((c, j) => (
            <CardChip key={j} card={c} joker={isJoker(c)} />
          ))}
        </span>
      ))}
    </span>
  );
}
