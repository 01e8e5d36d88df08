import type { DirectorDeps } from "./director-deps.ts";
import { cancelledToWindUp, claimNotice, liveTablesOf, voidRoundTableRows } from "./director-repository.ts";
import { entriesOf, languagesOf } from "./entry-repository.ts";
import { cancelledText } from "./notice-words.ts";

/** How far back the clock looks for cancelled tournaments to wind up (a restart within it finishes the work). */
const WIND_UP_WINDOW_MS = 24 * 3_600_000;
const BATCH = 20;

/**
 * A cancelled tournament's last steps, on the server's clock (where the rooms are): every live
 * round table is closed, through its room when one runs it (`closeTable`: the deal in play voided
 * and its players told, as when a table cannot go on) or in its rows when none does; then its
 * players hear `tournamentCancelled` with the reason and `balanceChanged`, once (claimed in
 * `tournament_notices`). The refund itself is `settleCancelled`, done by whoever cancelled. A
 * tournament cancelled below its minimum has no tables and only gets the notice.
 */
export async function windUpCancelled(deps: Pick<DirectorDeps, "db" | "now" | "notify" | "closeTable">, log: (error: unknown) => void = () => undefined): Promise<number> {
  let closed = 0;
  for (const t of await cancelledToWindUp(deps.db, new Date(deps.now().getTime() - WIND_UP_WINDOW_MS), BATCH)) {
    const why = `the tournament was cancelled${t.cancelReason ? ` (${t.cancelReason})` : ""}`;
    for (const tableId of await liveTablesOf(deps.db, t.id)) {
      try {
        if (!(await deps.closeTable?.(tableId, why))) await voidRoundTableRows(deps.db, tableId);
        closed += 1;
      } catch (error) {
        log(error);
      }
    }
    if (!(await claimNotice(deps.db, t.id, "cancelled"))) continue;
    const entries = (await entriesOf(deps.db, t.id, ["refunded"])).filter((e) => !e.isBot);
    const languages = await languagesOf(deps.db, entries.map((e) => e.userId));
    for (const e of entries) {
      const sMessage = cancelledText(languages.get(e.userId), t.name, t.cancelReason);
      deps.notify(e.userId, { type: "tournamentCancelled", iTournamentId: t.id, sMessage });
      deps.notify(e.userId, { type: "balanceChanged" });
    }
  }
  return closed;
}
