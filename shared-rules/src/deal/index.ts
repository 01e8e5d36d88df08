// The deal state machine: start a deal, apply actions, filter what each seat sees.
export * from "./types.ts";
export { apply } from "./apply.ts";
export { startDeal, turnOrder, MAX_SEAT, type DealSetup } from "./setup.ts";
export { viewFor, eventFor, type DealView, type SeatView } from "./view.ts";
export { layoutDeal, type DealLayout } from "./layout.ts";
export { assertDealInvariants, assertCardConservation } from "./invariants.ts";
export { replayDeal, type DealLogEntry, type Replay, type ReplayStep } from "./replay.ts";
export { legalActions, smartAction, type TimedAction } from "./bot.ts";
