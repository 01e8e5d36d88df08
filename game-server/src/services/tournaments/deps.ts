import type { Db } from "@rummy/db";

/**
 * What the tournaments services use, passed in by the caller (a route, a job, a test) rather than
 * read from a platform object: the database and the clock.
 */
export interface TournamentDeps {
  readonly db: Db;
  readonly now: () => Date;
}

/**
 * The platform's cash-play gate (money games switched on, account active, location, age), as a
 * port: the composition root adapts the compliance module's one policy helper to it. It answers
 * null when the player may play for money, or the refusal with the words the player sees.
 */
export type CashGate = (userId: string) => Promise<CashRefusal | null>;

export interface CashRefusal {
  readonly reason: "money_off" | "restricted_state" | "other";
  readonly message: string;
}

export interface RegistrationDeps extends TournamentDeps {
  readonly cashGate: CashGate;
}
