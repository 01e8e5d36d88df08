import type { PlayerEvent } from "../realtime/events.ts";
import type { TournamentDeps } from "./deps.ts";
import { claimNotice, startingWithin } from "./director-repository.ts";
import { entriesOf, languagesOf } from "./entry-repository.ts";
import { goingToStartText } from "./notice-words.ts";

const MINUTE = 60_000;

/**
 * SPEC.md's `resTournamentGoingToStart`, 5 minutes and 1 minute before the start, to every
 * registered player (not the waitlist). Each notice is claimed once in PostgreSQL
 * (`tournament_notices`), so however many processes run the clock a player hears it once; a
 * tournament first seen inside its last minute gets only the 1-minute notice.
 */
export async function sendGoingToStart(deps: TournamentDeps & { readonly notify: (userId: string, event: PlayerEvent) => void }): Promise<number> {
  const now = deps.now();
  let sent = 0;
  for (const t of await startingWithin(deps.db, now, 5 * MINUTE, 50)) {
    const oneMinute = t.startsAt.getTime() - now.getTime() <= MINUTE;
    if (!(await claimNotice(deps.db, t.id, oneMinute ? "going-to-start-1" : "going-to-start-5"))) continue;
    const entries = await entriesOf(deps.db, t.id, ["registered"]);
    const languages = await languagesOf(deps.db, entries.map((e) => e.userId));
    for (const e of entries) {
      const sMessage = goingToStartText(languages.get(e.userId), t.name, oneMinute);
      deps.notify(e.userId, { type: "resTournamentGoingToStart", iTournamentId: t.id, sMessage });
      sent++;
    }
  }
  return sent;
}
