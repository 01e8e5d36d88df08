/**
 * The table in words for screen readers, in the player's language (issue 21): a card ("7 of
 * hearts", "पान का 7") and each moment of `moments.ts` as one short sentence for the live region.
 */
import { formatCard, type Card } from "@rummy/shared-rules";
import type { TFunction } from "i18next";
import type { Moment } from "./moments.ts";
import type { TableView } from "./types.ts";

type TableT = TFunction<"game-table">;

const SUITS = ["S", "H", "D", "C"] as const;
const NAMED_RANKS = ["A", "J", "Q", "K"] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** A card in words: "7 of hearts", "printed joker". */
export function cardWords(card: Card, t: TableT): string {
  const text = formatCard(card);
  if (text === "JK") return t("speech.printedJoker");
  const rank = text.slice(0, -1);
  const suit = text.slice(-1);
  return t("speech.card", {
    rank: isOneOf(NAMED_RANKS, rank) ? t(`speech.ranks.${rank}`) : rank,
    suit: isOneOf(SUITS, suit) ? t(`speech.suits.${suit}`) : suit,
  });
}

/** One moment as a sentence; the player's own seat is "You". */
export function describeMoment(view: TableView, m: Moment, t: TableT): string {
  const name = (seat: number) => (seat === view.mySeat ? t("speech.you") : (view.seats[seat]?.name ?? t("speech.seat", { number: seat + 1 })));
  // Hindi fuses the pronoun with its postposition ("आपने", "आपकी") where a name stands apart
  // ("Bala ने"), and English says "Your turn", not "You's": the player's own moments have
  // sentences of their own (the `_you` keys).
  const who = (seat: number) => ({ name: name(seat), context: seat === view.mySeat ? "you" : undefined });
  switch (m.type) {
    case "deal":
      return t("speech.deal", { deal: m.dealNumber });
    case "my-turn":
      return t("speech.myTurn");
    case "turn":
      return t("speech.turn", { ...who(m.seat) });
    case "drew":
      if (m.from === "open" && m.card !== null) return t("speech.pickedOpen", { ...who(m.seat), card: cardWords(m.card, t) });
      return m.card !== null && m.seat === view.mySeat
        ? t("speech.pickedClosedCard", { ...who(m.seat), card: cardWords(m.card, t) })
        : t("speech.pickedClosed", { ...who(m.seat) });
    case "discarded":
      return t("speech.discarded", { ...who(m.seat), card: cardWords(m.card, t) });
    case "dropped":
      return t("speech.dropped", { ...who(m.seat) });
    case "wrong-show":
      return t("speech.wrongShow", { ...who(m.seat) });
    case "declared":
      return t("speech.declared", { ...who(m.seat) });
    case "results":
      return m.won === true ? t("speech.won") : t("speech.over");
  }
}
