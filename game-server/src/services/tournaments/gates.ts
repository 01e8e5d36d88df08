import type { Db } from "@rummy/db";
import { underMaintenance } from "../compliance/maintenance.ts";
import { assertPlayAllowed } from "../responsible/gate.ts";
import type { CashGate } from "./deps.ts";
import { TournamentError } from "./errors.ts";
import type { TournamentRow } from "./repository.ts";

/** SPEC.md's maintenance state (enabled and running, until its end) blocks joining, as it blocks every table join. */
export async function assertNotInMaintenance(db: Db, now = new Date()): Promise<void> {
  if (await underMaintenance(db, now)) throw new TournamentError("tournament/maintenance");
}

/**
 * Every registration passes the player's own responsible-play gate (self-exclusion, cool-off,
 * night lock, play time; loss limits for money tournaments), as every table join does. Money
 * tournaments (a cash entry, or cash prizes) also pass the same compliance gate as cash tables.
 */
export async function assertMayEnter(db: Db, cashGate: CashGate, tournament: TournamentRow, paysCash: boolean, userId: string, now: Date): Promise<void> {
  await assertNotInMaintenance(db, now);
  const isCash = tournament.entryKind === "cash" || paysCash;
  await assertPlayAllowed(db, userId, now, isCash ? "cash" : "practice");
  if (!isCash) return;
  const refusal = await cashGate(userId);
  if (!refusal) return;
  if (refusal.reason === "money_off") throw new TournamentError("tournament/cash_off");
  if (refusal.reason === "restricted_state") throw new TournamentError("tournament/restricted_state");
  throw new TournamentError("tournament/cash_refused", refusal.message);
}
