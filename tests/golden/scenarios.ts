/**
 * Golden scenarios: whole deals and matches from a fixed seed. A scenario's inputs (seed, seats,
 * the action log of every deal, the match decisions between deals) are generated once by the
 * bots in policy.ts; the golden file stores those inputs with everything the engine produced
 * from them. The test replays the stored inputs and expects the stored outputs exactly.
 */
import {
  VARIANTS,
  canRejoin,
  endPoolBySplit,
  autoSplitOffered,
  nextDealsDeal,
  nextPoolDeal,
  pointsDebts,
  prizePool,
  poolEntries,
  recordDealsDeal,
  recordPoolDeal,
  rejoin,
  remainingPlayers,
  replayDeal,
  settlePoints,
  splitByDrops,
  dropsLeft,
  startDeal,
  startDeals,
  startPool,
  apply,
  toss,
  type DealLogEntry,
  type DealResults,
  type DealsMatch,
  type MatchEvent,
  type PoolMatch,
  type Seat,
  type VariantId,
} from "@rummy/shared-rules";
import { nextAction, type Script } from "./policy.ts";

export interface Scenario {
  readonly name: string;
  readonly variant: VariantId;
  readonly seed: string;
  readonly players: number;
  /** One script per deal, reused round-robin. */
  readonly scripts: readonly Script[];
  readonly maxDeals?: number;
}

export interface DealInput {
  readonly dealId: string;
  readonly seats: Seat[];
  readonly firstSeat: Seat;
  readonly startAt: number;
  /** Seats that rejoined (pool) before this deal. */
  readonly rejoins: Seat[];
  readonly log: DealLogEntry[];
}

export interface ScenarioInput {
  readonly scenario: string;
  readonly variant: VariantId;
  readonly seed: string;
  readonly players: number;
  readonly deals: DealInput[];
  /** Pool: the remaining players accepted a split after the last deal. */
  readonly split: boolean;
}

const POINT_VALUE_PAISE = 100n;
const ENTRY_FEE_PAISE = 10_000n;
const DEAL_GAP_MS = 60_000;

const POOL_SCRIPTS: readonly Script[] = [{ dropTurns: [1] }, { timeoutTurns: [4] }, { dropTurns: [2, 3] }, {}];

export const SCENARIOS: readonly Scenario[] = [
  { name: "points13-4p", variant: "points13", seed: "a1".repeat(32), players: 4, scripts: [{ autoDropAt: { turn: 2 }, timeoutTurns: [3, 6], silentMelders: [2] }] },
  { name: "points13-3p-wrong-show", variant: "points13", seed: "b2".repeat(32), players: 3, scripts: [{ wrongShowTurns: [4], timeoutTurns: [2, 5, 8] }] },
  { name: "points21-3p", variant: "points21", seed: "c3".repeat(32), players: 3, scripts: [{ timeoutTurns: [5] }] },
  // Seeds picked so that the pool games show a rejoin and a win (3 players) and rejoins and a split (4).
  { name: "pool101-3p", variant: "pool101", seed: "0f".repeat(32), players: 3, maxDeals: 12, scripts: POOL_SCRIPTS },
  { name: "pool101-4p-split", variant: "pool101", seed: "04".repeat(32), players: 4, maxDeals: 12, scripts: POOL_SCRIPTS },
  { name: "points13-2p-reshuffle", variant: "points13", seed: "f6".repeat(32), players: 2, scripts: [{ passive: true, maxTurns: 90 }] },
  { name: "deals-2p", variant: "deals", seed: "e5".repeat(32), players: 2, scripts: [{ timeoutTurns: [1] }, { dropTurns: [2] }, {}] },
];

function tossWinner(input: { seed: string; scenario: string; players: number }): { seats: Seat[]; winner: Seat; toss: ReturnType<typeof toss> } {
  const result = toss(input.seed, `${input.scenario}/toss`, input.players);
  // Seats go in toss order: the highest card takes seat 0 and plays first.
  return { seats: result.order.map((_, seat) => seat), winner: 0, toss: result };
}

function playDeal(scenario: Scenario, dealIndex: number, seats: Seat[], firstSeat: Seat, startAt: number): { log: DealLogEntry[]; results: DealResults } {
  const rules = VARIANTS[scenario.variant];
  const script = scenario.scripts[dealIndex % scenario.scripts.length] ?? {};
  let state = startDeal({ rules, dealId: `${scenario.name}/deal-${dealIndex + 1}`, seedHex: scenario.seed, seats, firstSeat, now: startAt }).state;
  const log: DealLogEntry[] = [];
  let autoDropDone = false;
  for (let guard = 0; guard < 2000; guard++) {
    const next = nextAction(state, script, autoDropDone);
    if (!next) return { log, results: state.results as DealResults };
    if (next.action.type === "auto_drop") autoDropDone = true;
    const step = apply(state, next.action, { now: next.now });
    if (!step.ok) throw new Error(`${scenario.name}: bot move rejected: ${step.error.code}`);
    log.push({ now: next.now, action: next.action });
    state = step.state;
  }
  throw new Error(`${scenario.name}: deal did not end`);
}

/** Runs the bots: the inputs of a golden file. */
export function generate(scenario: Scenario): ScenarioInput {
  const rules = VARIANTS[scenario.variant];
  const table = tossWinner({ seed: scenario.seed, scenario: scenario.name, players: scenario.players });
  const deals: DealInput[] = [];
  let startAt = 0;
  let pool: PoolMatch | null = rules.kind === "pool" ? startPool(rules, table.seats, table.winner) : null;
  let dealsMatch: DealsMatch | null = rules.kind === "deals" ? startDeals(rules, table.seats, table.winner) : null;
  let split = false;
  for (let i = 0; i < (rules.kind === "points" ? 1 : (scenario.maxDeals ?? 6)); i++) {
    const rejoins: Seat[] = [];
    if (pool) {
      for (const p of pool.players) {
        if (p.eliminated && p.rejoins === 0 && canRejoin(pool, p.seat) === null) {
          const step = rejoin(pool, p.seat);
          if (step.ok) pool = step.match;
          rejoins.push(p.seat);
        }
      }
    }
    const next = pool ? nextPoolDeal(pool) : dealsMatch ? nextDealsDeal(dealsMatch) : { seats: table.seats, firstSeat: table.winner };
    const played = playDeal(scenario, i, next.seats, next.firstSeat, startAt);
    deals.push({ dealId: `${scenario.name}/deal-${i + 1}`, seats: next.seats, firstSeat: next.firstSeat, startAt, rejoins, log: played.log });
    startAt = (played.log.at(-1)?.now ?? startAt) + DEAL_GAP_MS;
    if (pool) {
      pool = recordPoolDeal(pool, played.results).match;
      if (pool.winner !== null) break;
      if (autoSplitOffered(pool)) {
        split = true;
        break;
      }
    }
    if (dealsMatch) {
      dealsMatch = recordDealsDeal(dealsMatch, played.results).match;
      if (dealsMatch.winner !== null) break;
    }
  }
  return { scenario: scenario.name, variant: scenario.variant, seed: scenario.seed, players: scenario.players, deals, split };
}

/** Replays the inputs through the engine: the whole golden file. */
export function replay(input: ScenarioInput): Record<string, unknown> {
  const rules = VARIANTS[input.variant];
  const table = tossWinner(input);
  let pool: PoolMatch | null = rules.kind === "pool" ? startPool(rules, table.seats, table.winner) : null;
  let dealsMatch: DealsMatch | null = rules.kind === "deals" ? startDeals(rules, table.seats, table.winner) : null;
  const deals = input.deals.map((deal) => {
    const matchEvents: MatchEvent[] = [];
    for (const seat of deal.rejoins) {
      const step = pool ? rejoin(pool, seat) : null;
      if (!step?.ok) throw new Error(`rejoin of seat ${seat} refused`);
      pool = step.match;
      matchEvents.push(...step.events);
    }
    const expected = pool ? nextPoolDeal(pool) : dealsMatch ? nextDealsDeal(dealsMatch) : null;
    if (expected && (expected.firstSeat !== deal.firstSeat || expected.seats.join() !== deal.seats.join())) throw new Error(`${deal.dealId}: seats differ from the match's next deal`);
    const run = replayDeal({ rules, dealId: deal.dealId, seedHex: input.seed, seats: deal.seats, firstSeat: deal.firstSeat, now: deal.startAt }, deal.log);
    const results = run.state.results;
    if (!results) throw new Error(`${deal.dealId}: the log does not finish the deal`);
    if (pool) {
      const recorded = recordPoolDeal(pool, results);
      pool = recorded.match;
      matchEvents.push(...recorded.events);
    }
    if (dealsMatch) {
      const recorded = recordDealsDeal(dealsMatch, results);
      dealsMatch = recorded.match;
      matchEvents.push(...recorded.events);
    }
    const settlement = rules.kind === "points" ? settlePoints(deal.seats, pointsDebts(results), POINT_VALUE_PAISE, rules.rakePercent) : null;
    return { ...deal, start: run.start, steps: run.steps, results, matchEvents, settlement };
  });
  return { ...input, toss: table.toss, deals, summary: summary(input, pool, dealsMatch) };
}

function summary(input: ScenarioInput, pool: PoolMatch | null, dealsMatch: DealsMatch | null): Record<string, unknown> | null {
  const rules = VARIANTS[input.variant];
  if (pool) {
    const prize = prizePool(ENTRY_FEE_PAISE, poolEntries(pool), rules.rakePercent);
    if (input.split) {
      const ended = endPoolBySplit(pool);
      if (!ended.ok) throw new Error("split refused");
      const players = remainingPlayers(pool).map((p) => ({ seat: p.seat, score: p.score, dropsLeft: dropsLeft(rules, p.score) }));
      return { scores: pool.players, prize, split: splitByDrops(prize.prizePaise, ENTRY_FEE_PAISE, players) };
    }
    return { scores: pool.players, prize, winner: pool.winner };
  }
  if (dealsMatch) return { chips: dealsMatch.players, prize: prizePool(ENTRY_FEE_PAISE, input.players, rules.rakePercent), winner: dealsMatch.winner };
  return null;
}
