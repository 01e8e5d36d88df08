import type { Db } from "@rummy/db";
import type { CashGate } from "./deps.ts";
import { TournamentError } from "./errors.ts";
import { maintenanceSetting, type TournamentRow } from "./repository.ts";

/** SPEC.md's maintenance state (enabled and running) blocks joining, as it blocks every table join. */
export async function assertNotInMaintenance(db: Db): Promise<void> {
  const m = await maintenanceSetting(db);
  if (m && m.eMode === "enabled" && m.eState === "running") throw new TournamentError("tournament/maintenance");
}

/** Money tournaments (a cash entry, or cash prizes) pass the same compliance gate as cash tables; the others do not need it. */
export async function assertMayEnter(db: Db, cashGate: CashGate, tournament: TournamentRow, paysCash: boolean, userId: string): Promise<void> {
  await assertNotInMaintenance(db);
  if (tournament.entryKind !== "cash" && !paysCash) return;
  const refusal = await cashGate(userId);
  if (!refusal) return;
  if (refusal.reason === "money_off") throw new TournamentError("tournament/cash_off");
  if (refusal.reason === "restricted_state") throw new TournamentError("tournament/restricted_state");
  throw new TournamentError("tournament/cash_refused", refusal.message);
}
