// The tournaments module (game-server/TOURNAMENTS.md): definitions, registration with waitlist,
// withdrawal, tickets, cancellation, the start-time clock and recurrence. The director, round
// tables and the realtime channel are the next slice.
export * from "./cancellation.ts";
export * from "./clock.ts";
export * from "./deps.ts";
export * from "./errors.ts";
export * from "./listing.ts";
export * from "./prizes.ts";
export * from "./qualifiers.ts";
export * from "./registration.ts";
export * from "./series.ts";
export * from "./statement.ts";
export * from "./tickets.ts";
export * from "./view.ts";
export * from "./withdrawal.ts";
