import type { TFunction } from "i18next";
import { formatAmount, formatCompact } from "../../../shared/format/money.ts";
import type { LobbyTable, RummyType } from "../api/lobby-api.ts";

/** The four lobby modes (SPEC.md section 2), their info tooltips, and how a table is named in each. */
export interface Mode {
  readonly id: RummyType;
  readonly label: string;
  readonly info: string;
}

const POINTS_INFO = "Play for points of pre-decided value. One winner takes the whole prize pool.";

export const MODES: readonly Mode[] = [
  { id: "point", label: "Points", info: POINTS_INFO },
  {
    id: "pool",
    label: "Pool",
    info: "Play until the score reaches the maximum limit (101 or 201). The winner of a deal gets 0 points and the others accumulate points. A fixed entry fee forms the prize pool.",
  },
  {
    id: "deal",
    label: "Deals",
    info: "Play with chips allocated at the start for a pre-decided number of deals. The deal winner takes all chips, and the player with most chips after the last deal wins.",
  },
  // SPEC.md: "Points21: same text as Points".
  { id: "point21", label: "Points21", info: POINTS_INFO },
];

/** The "10 & 27 Cards" tab's modes: points rummy with 10 or 27 cards, practice tables for now. */
export const MORE_MODES: readonly Mode[] = [
  { id: "point10", label: "10 Cards", info: `${POINTS_INFO} 10 cards each; declare with two sequences, one of them pure; a loser pays at most 80 points.` },
  {
    id: "point27",
    label: "27 Cards",
    info: `${POINTS_INFO} 27 cards each from 3 decks, with two upper and two lower jokers; declare with three pure sequences (a tunnela counts as one); a loser pays at most 160 points.`,
  },
];

export function modeOf(id: RummyType): Mode {
  return [...MODES, ...MORE_MODES].find((m) => m.id === id) ?? (MODES[0] as Mode);
}

/**
 * Lobby money: two decimals, and from 1000 in K with two decimals (SPEC.md section 9), so a
 * practice entry of 10000 chips reads "10.00K".
 */
export const lobbyAmount = (value: number) => formatCompact(value);

/** What the cash lobby's 'Select a Point Value' dropdown says for one table, in the player's language. */
export function pointValueLabel(table: LobbyTable, t: TFunction<"lobby">): string {
  const fee = `₹${formatAmount(table.nTableFee)}`;
  switch (table.eRummyType) {
    case "pool":
      return t("cash.options.pool", { point: table.nTablePoint, fee });
    case "deal":
      return t("cash.options.deal", { deals: table.nTablePoint, fee });
    default:
      return t("cash.options.point", { point: `₹${formatAmount(table.nTablePoint)}`, fee });
  }
}

/** Joined games name their mode by eRummyType (SPEC.md section 3: point, pool, point21, else deals). */
export function joinedMode(eRummyType: string): RummyType {
  return [...MODES, ...MORE_MODES].find((m) => m.id === eRummyType)?.id ?? "deal";
}
