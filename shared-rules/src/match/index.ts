// Matches: the toss and seat rotation, pool and deals progression (one transition shape:
// match.ts), points-rummy debts.
export * from "./types.ts";
export * from "./seating.ts";
export * from "./pool.ts";
export * from "./deals.ts";
export * from "./points.ts";
export * from "./match.ts";
