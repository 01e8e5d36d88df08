import { paiseToRupees, VARIANTS, type RuleSet, type VariantId } from "@rummy/shared-rules";
import { GAME_TYPE_VALUES, RUMMY_TYPE_VALUES } from "@rummy/shared-rules/contract/lobby";

/**
 * SPEC.md's lobby vocabulary mapped onto the rules engine. `eRummyType` names a lobby mode
 * (point, pool, deal, point21, and the "10 & 27 Cards" tab's point10 and point27), `eGameType`
 * whether chips are practice or real; the variant id is the `shared-rules` rule set a table plays.
 */
export type RummyType = (typeof RUMMY_TYPE_VALUES)[number];
export type GameType = "practice" | "cash";

/** The lobby vocabulary is the contract's (shared-rules/src/contract/lobby.ts). */
export { GAME_TYPE_VALUES, RUMMY_TYPE_VALUES };

/** Points modes: one deal per game, seats join a running table, stakes are a value per point. */
export function isPointsType(rummyType: RummyType): boolean {
  return rummyType === "point" || rummyType === "point21" || rummyType === "point10" || rummyType === "point27";
}

/** What the lobby's `nTablePoint` means per mode (documented in rooms/PROTOCOL.md). */
export function variantFor(rummyType: RummyType, poolLimit: number | null): VariantId {
  switch (rummyType) {
    case "point":
      return "points13";
    case "point21":
      return "points21";
    case "point10":
      return "points10";
    case "point27":
      return "points27";
    case "deal":
      return "deals";
    case "pool":
      return poolLimit === 201 ? "pool201" : "pool101";
  }
}

/** Timers a table may shorten or lengthen (tests use short ones); bounded by the rule-set schema. */
export interface TableTimers {
  readonly turnSeconds?: number;
  readonly timeBankSeconds?: number;
  readonly meldSeconds?: number;
}

/** The rule set a table plays: the variant's, with its timers overridden and its deals count. */
export function rulesFor(variantId: string, timers: TableTimers = {}, dealsCount?: number | null): RuleSet {
  const base = VARIANTS[variantId as VariantId];
  if (!base) throw new Error(`unknown variant ${variantId}`);
  return {
    ...base,
    turnSeconds: timers.turnSeconds ?? base.turnSeconds,
    timeBankSeconds: timers.timeBankSeconds ?? base.timeBankSeconds,
    meldSeconds: timers.meldSeconds ?? base.meldSeconds,
    deals: base.deals && dealsCount ? { ...base.deals, dealsCount } : base.deals,
  };
}

/** Paise to rupees for JSON (shared-rules' paiseToRupees; the rooms and the lobby call it `rupees`). */
export const rupees = paiseToRupees;
