import type { TournamentDeps } from "./deps.ts";
import { settleCancelled } from "./cancellation.ts";
import type { DirectorDeps } from "./director-deps.ts";
import { directorTick } from "./director.ts";
import { windUpCancelled } from "./wind-up.ts";
import { sendGoingToStart } from "./notices.ts";
import { scheduleRecurrences } from "./recurrence.ts";
import { dueToStart, openDueRegistrations, readySitAndGos, tournamentsWithEntries } from "./repository.ts";
import { expireTickets } from "./ticket-repository.ts";
import { LIVE_ENTRY_STATES } from "./entry-repository.ts";
import { refundUnseated, SIT_AND_GO_BOT_WAIT_MS, startOrCancel } from "./start.ts";

export interface TournamentClock {
  /** One pass now (tests, and the loop itself). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

const BATCH = 20;

/**
 * The clock's needs; with `notify` it also sends the going-to-start notices (`notices.ts`), and
 * with `director` it drives started tournaments (`director.ts`).
 */
export type ClockDeps = TournamentDeps & { readonly notify?: DirectorDeps["notify"]; readonly director?: Pick<DirectorDeps, "holder" | "leaseMs" | "openTable" | "closeTable" | "tableOptions"> };

/**
 * One pass of the tournament clock: registrations open on time, tournaments whose start has come
 * are cancelled (below the minimum) or moved to `seating`, work a crash left half-done is
 * finished, lapsed tickets expire and recurring series get their next instance. Every step is a
 * compare-and-set or idempotent, so several processes may run it side by side. Started
 * tournaments are then moved on by the director, each by the one process holding its lease.
 */
export async function tournamentTick(deps: ClockDeps, log: (error: unknown) => void = () => undefined): Promise<void> {
  const now = deps.now();
  const steps: (() => Promise<unknown>)[] = [
    () => openDueRegistrations(deps.db, now),
    async () => {
      for (const t of await dueToStart(deps.db, now, BATCH)) await startOrCancel(deps, t).catch(log);
      // Sit and go: full (a registration's own start failed), or bot-filled and waited long enough.
      for (const t of await readySitAndGos(deps.db, now, SIT_AND_GO_BOT_WAIT_MS, BATCH)) await startOrCancel(deps, t).catch(log);
    },
    async () => {
      for (const t of await tournamentsWithEntries(deps.db, ["cancelled"], LIVE_ENTRY_STATES, BATCH)) await settleCancelled(deps, t).catch(log);
    },
    async () => {
      for (const t of await tournamentsWithEntries(deps.db, ["seating"], ["waitlisted"], BATCH)) await refundUnseated(deps, t).catch(log);
    },
    () => expireTickets(deps.db, now),
    () => scheduleRecurrences(deps),
    async () => {
      if (deps.notify) await sendGoingToStart({ db: deps.db, now: deps.now, notify: deps.notify });
    },
    async () => {
      if (deps.director) await windUpCancelled({ db: deps.db, now: deps.now, notify: deps.notify ?? (() => undefined), ...deps.director }, log);
    },
    async () => {
      if (deps.director) await directorTick({ db: deps.db, now: deps.now, notify: deps.notify ?? (() => undefined), ...deps.director }, log);
    },
  ];
  for (const step of steps) await step().catch(log);
}

/**
 * Runs `tournamentTick` every `intervalMs` (default 1 s) until stopped; a pass never overlaps the
 * next. A second, not five: a round is drawn at the first pass after it is due, and every player
 * should be seated within 5 s of the round's start (issue 16; `npm run load:tournament` measured
 * 5.1 s of draw delay alone at 5 s). A pass is a handful of indexed queries.
 */
export function startTournamentClock(deps: ClockDeps, options: { intervalMs?: number; log: (error: unknown) => void }): TournamentClock {
  const intervalMs = options.intervalMs ?? 1_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => (running = running.then(() => tournamentTick(deps, options.log)));
  const loop = () => {
    if (stopped) return;
    void tick().finally(() => {
      if (!stopped) timer = setTimeout(loop, intervalMs);
    });
  };
  timer = setTimeout(loop, 0);
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
