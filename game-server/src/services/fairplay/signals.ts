import { pairKey, type DealRecord } from "./deal-record.ts";
import { logSpread, smoothedRate, spreadSurprise, surprise } from "./stats.ts";

/**
 * The collusion and chip-dumping signals (issue 20), computed from settled deals. Every pair
 * signal compares what a pair did with the most generous rate honest play allows and scores the
 * difference as -log10 of its probability (a score of 6: one chance in a million for honest
 * play). Honest rates are taken from the same players' deals with others, pulled toward the
 * population's and raised by a margin, so a player who simply drops a lot, or picks from the
 * open pile a lot, is compared with themselves.
 *
 *   repeated_drops   `other` drops in deals `user` wins far more than `other` drops elsewhere
 *   one_way_flow     money between the two goes from `other` to `user` in deal after deal
 *   discard_feeding  `user` picks up `other`'s discards far more than anyone else's
 *   regular_timing   `user`'s time from draw to discard varies less than any person's does
 */

export type SignalKind = "repeated_drops" | "one_way_flow" | "discard_feeding" | "regular_timing";

export interface SignalEvidence {
  /** Deals in which the finding could have shown (the trials). */
  readonly deals: number;
  /** How often it did. */
  readonly count: number;
  /** The observed rate and the honest rate it was compared with. */
  readonly observedRate: number;
  readonly honestRate: number;
  /** one_way_flow: net paise from `other` to `user` over the pair's deals. */
  readonly amountPaise?: string;
  /** regular_timing: the median time from draw to discard and the spread of its logarithm. */
  readonly medianMs?: number;
  readonly logSpread?: number;
  /** The deals that make up the count (at most MAX_EVIDENCE_DEALS, in log order). */
  readonly dealIds: readonly string[];
}

export interface Signal {
  readonly kind: SignalKind;
  /** Who gained (or whose timing is too regular). */
  readonly userId: string;
  /** Who gave; null for timing. */
  readonly otherUserId: string | null;
  readonly score: number;
  readonly evidence: SignalEvidence;
}

export interface Thresholds {
  /** Flag at or above this score. */
  readonly minScore: number;
  /** Fewest trials before a pair or player is judged at all. */
  readonly minTrials: number;
  /** The largest share of a pair's money exchanges one honest player wins (a much better player). */
  readonly honestFlowShare: number;
  /** Drop and open-pick rates: population prior, its weight, the margin added, and a ceiling. */
  readonly dropPrior: number;
  readonly feedPrior: number;
  readonly priorWeight: number;
  readonly rateMargin: number;
  readonly maxHonestRate: number;
  /** The tightest spread of log(draw-to-discard time) a person shows. */
  readonly honestTimingSpread: number;
  readonly minTimings: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = {
  minScore: 6,
  minTrials: 8,
  honestFlowShare: 0.7,
  dropPrior: 0.3,
  feedPrior: 0.2,
  priorWeight: 10,
  rateMargin: 0.05,
  maxHonestRate: 0.9,
  honestTimingSpread: 0.3,
  minTimings: 30,
};

/** Enough deal ids for an operator to review and reverse a pair's deals, not an unbounded list. */
export const MAX_EVIDENCE_DEALS = 500;

interface Tally {
  n: number;
  k: number;
  dealIds: string[];
}

const tally = (): Tally => ({ n: 0, k: 0, dealIds: [] });

function bump(map: Map<string, Tally>, key: string, hit: boolean, dealId: string): void {
  let t = map.get(key);
  if (!t) map.set(key, (t = tally()));
  t.n++;
  if (hit) {
    t.k++;
    if (t.dealIds.length < MAX_EVIDENCE_DEALS) t.dealIds.push(dealId);
  }
}

const directed = (from: string, to: string) => `${from}>${to}`;

function split(key: string): [string, string] {
  const i = key.indexOf(">");
  return [key.slice(0, i), key.slice(i + 1)];
}

/**
 * A pair rate signal: `k` of `n` against an honest rate: the giver's (drops) or taker's (pickups)
 * own rate elsewhere, smoothed, times `scale`, plus the margin.
 */
function rateSignal(kind: SignalKind, key: string, t: Tally, own: Tally | undefined, prior: number, th: Thresholds, scale = 1): Signal | null {
  if (t.n < th.minTrials || t.k === 0) return null;
  const elsewhereN = (own?.n ?? 0) - t.n;
  const elsewhereK = (own?.k ?? 0) - t.k;
  const honestRate = Math.min(th.maxHonestRate, smoothedRate(elsewhereK, elsewhereN, prior, th.priorWeight) * scale + th.rateMargin);
  const score = surprise(t.k, t.n, honestRate);
  if (score < th.minScore) return null;
  const [giver, taker] = split(key);
  // Drops: the giver drops, the taker wins. Feeding: the giver discards, the taker picks it up.
  return { kind, userId: taker, otherUserId: giver, score, evidence: { deals: t.n, count: t.k, observedRate: t.k / t.n, honestRate, dealIds: t.dealIds } };
}

/** Every signal in these deals at or above the thresholds, strongest first. */
export function detectSignals(deals: readonly DealRecord[], th: Thresholds = DEFAULT_THRESHOLDS): Signal[] {
  return [...dropSignals(deals, th), ...flowSignals(deals, th), ...feedingSignals(deals, th), ...timingSignals(deals, th)].sort((a, b) => b.score - a.score);
}

/** `other` dropped in deals `user` won, compared with how often `other` drops when someone else wins. */
export function dropSignals(deals: readonly DealRecord[], th: Thresholds = DEFAULT_THRESHOLDS): Signal[] {
  const pairs = new Map<string, Tally>();
  const own = new Map<string, Tally>();
  for (const deal of deals) {
    const winner = deal.seats.find((s) => s.outcome === "winner");
    if (!winner) continue;
    for (const s of deal.seats) {
      if (s.userId === winner.userId) continue;
      const dropped = s.outcome === "dropped";
      bump(pairs, directed(s.userId, winner.userId), dropped, deal.dealId);
      bump(own, s.userId, dropped, deal.dealId);
    }
  }
  return [...pairs].flatMap(([key, t]) => rateSignal("repeated_drops", key, t, own.get(split(key)[0]), th.dropPrior, th) ?? []);
}

/** Deals in which one of the pair paid the other, by direction; flagged when one direction dominates. */
export function flowSignals(deals: readonly DealRecord[], th: Thresholds = DEFAULT_THRESHOLDS): Signal[] {
  const flows = new Map<string, { deals: Set<string>; paise: bigint; dealIds: string[] }>();
  for (const deal of deals) {
    for (const p of deal.payments) {
      if (p.fromUserId === p.toUserId || p.amountPaise <= 0n) continue;
      const key = directed(p.fromUserId, p.toUserId);
      let f = flows.get(key);
      if (!f) flows.set(key, (f = { deals: new Set(), paise: 0n, dealIds: [] }));
      if (!f.deals.has(deal.dealId)) {
        f.deals.add(deal.dealId);
        if (f.dealIds.length < MAX_EVIDENCE_DEALS) f.dealIds.push(deal.dealId);
      }
      f.paise += p.amountPaise;
    }
  }
  const signals: Signal[] = [];
  const seen = new Set<string>();
  for (const [key, f] of flows) {
    const [from, to] = split(key);
    if (seen.has(pairKey(from, to))) continue;
    seen.add(pairKey(from, to));
    const back = flows.get(directed(to, from));
    const forward = { n: f.deals.size, paise: f.paise, dealIds: f.dealIds };
    const backward = { n: back?.deals.size ?? 0, paise: back?.paise ?? 0n, dealIds: back?.dealIds ?? [] };
    const [giver, taker, main, other] = forward.n >= backward.n ? [from, to, forward, backward] : [to, from, backward, forward];
    const n = main.n + other.n;
    if (n < th.minTrials || main.paise <= other.paise) continue;
    const score = surprise(main.n, n, th.honestFlowShare);
    if (score < th.minScore) continue;
    signals.push({
      kind: "one_way_flow",
      userId: taker,
      otherUserId: giver,
      score,
      evidence: { deals: n, count: main.n, observedRate: main.n / n, honestRate: th.honestFlowShare, amountPaise: String(main.paise - other.paise), dealIds: main.dealIds },
    });
  }
  return signals;
}

/** A draw straight after a discard: from the open pile it takes the card just discarded. */
export function feedingSignals(deals: readonly DealRecord[], th: Thresholds = DEFAULT_THRESHOLDS): Signal[] {
  const pairs = new Map<string, Tally>();
  const picked = new Map<string, Tally>();
  const fed = new Map<string, Tally>();
  const all = tally();
  for (const deal of deals) {
    const users = new Map(deal.seats.map((s) => [s.seat, s.userId]));
    let previous: (typeof deal.moves)[number] | undefined;
    for (const move of deal.moves) {
      if (move.type === "draw" && previous?.type === "discard" && previous.seat !== move.seat) {
        const picker = users.get(move.seat);
        const feeder = users.get(previous.seat);
        if (picker && feeder && picker !== feeder) {
          const open = move.from === "open";
          bump(pairs, directed(feeder, picker), open, deal.dealId);
          bump(picked, picker, open, deal.dealId);
          bump(fed, feeder, open, deal.dealId);
          all.n++;
          if (open) all.k++;
        }
      }
      if (move.type !== "other") previous = move;
    }
  }
  // The honest rate is the picker's own open-pile rate after everyone else's discards, scaled by
  // how often everyone else picks up this feeder's discards (a careless player feeds the table).
  const population = all.n > 0 ? all.k / all.n : th.feedPrior;
  return [...pairs].flatMap(([key, t]) => {
    const [feeder, picker] = split(key);
    const f = fed.get(feeder);
    const feederRate = smoothedRate((f?.k ?? 0) - t.k, (f?.n ?? 0) - t.n, population, th.priorWeight);
    const scale = Math.min(2, Math.max(0.5, feederRate / Math.max(population, 0.01)));
    return rateSignal("discard_feeding", key, t, picked.get(picker), th.feedPrior, th, scale) ?? [];
  });
}

/** Each player's times from drawing to discarding in the same turn; flagged when too alike for a person. */
export function timingSignals(deals: readonly DealRecord[], th: Thresholds = DEFAULT_THRESHOLDS): Signal[] {
  const times = new Map<string, { ms: number[]; dealIds: string[] }>();
  for (const deal of deals) {
    const users = new Map(deal.seats.map((s) => [s.seat, s.userId]));
    let previous: (typeof deal.moves)[number] | undefined;
    for (const move of deal.moves) {
      if (move.type === "discard" && previous?.type === "draw" && previous.seat === move.seat) {
        const user = users.get(move.seat);
        if (user) {
          let t = times.get(user);
          if (!t) times.set(user, (t = { ms: [], dealIds: [] }));
          t.ms.push(move.nowMs - previous.nowMs);
          if (t.dealIds.at(-1) !== deal.dealId && t.dealIds.length < MAX_EVIDENCE_DEALS) t.dealIds.push(deal.dealId);
        }
      }
      if (move.type !== "other") previous = move;
    }
  }
  const signals: Signal[] = [];
  for (const [userId, t] of times) {
    if (t.ms.length < th.minTimings) continue;
    const spread = logSpread(t.ms);
    const score = spreadSurprise(t.ms.filter((v) => v > 0).length, spread, th.honestTimingSpread);
    if (score < th.minScore) continue;
    const sorted = [...t.ms].sort((a, b) => a - b);
    signals.push({
      kind: "regular_timing",
      userId,
      otherUserId: null,
      score,
      evidence: {
        deals: t.dealIds.length,
        count: t.ms.length,
        observedRate: spread,
        honestRate: th.honestTimingSpread,
        medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
        logSpread: spread,
        dealIds: t.dealIds,
      },
    });
  }
  return signals;
}
