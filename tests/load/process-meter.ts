/**
 * What the load runners read about processes and latencies: percentiles, and each process's CPU
 * and resident memory from /proc (Linux), 0 for a process that is gone.
 */
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** User and system clock ticks of a process; null when it is gone. */
export function cpuTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return Number(stat[11]) + Number(stat[12]);
  } catch {
    return null;
  }
}

export function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
    return Number(line?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * CPU of each watched process over a window, in percent of one core. `pidsOf` is read at every
 * window, so a process restarted meanwhile (a rolling restart gives it a new pid) is measured under
 * its new pid: its ticks count from zero, not from the old process's. A process gone at the end of
 * the window (stopped mid-restart) reads null, not the negative difference of its vanished ticks.
 */
export function cpuMeter(pidsOf: () => Map<string, number>) {
  const snapshot = () => new Map([...pidsOf()].map(([name, pid]) => [name, { pid, ticks: cpuTicks(pid) }]));
  let before = snapshot();
  let at = Date.now();
  return {
    read(): Map<string, number | null> {
      const seconds = (Date.now() - at) / 1000;
      const now = snapshot();
      const out = new Map<string, number | null>();
      for (const [name, { pid, ticks }] of now) {
        const was = before.get(name);
        const from = was && was.pid === pid ? (was.ticks ?? 0) : 0;
        out.set(name, ticks === null ? null : ((ticks - from) / 100 / seconds) * 100);
      }
      before = now;
      at = Date.now();
      return out;
    },
  };
}

/** A meter reading for a progress line: "37%", or "down" for a process gone at the time. */
export function cpuText(percent: number | null | undefined): string {
  return percent === null || percent === undefined ? "down" : `${percent.toFixed(0)}%`;
}

/** Busy clock ticks of the whole machine (all cores, from /proc/stat): everything but idle and I/O wait. */
function machineBusyTicks(): number {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return user + nice + system + irq + softirq + steal;
}

/** User and system ticks of every process whose command is `comm` (e.g. all of PostgreSQL's backends), summed. */
function ticksOfCommand(comm: string): number {
  let sum = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === comm) sum += cpuTicks(Number(entry)) ?? 0;
    } catch {
      // Gone meanwhile.
    }
  }
  return sum;
}

/**
 * Where the machine's CPU goes over a window, in percent of one core: the whole machine's busy time
 * (at most 100 per core) and PostgreSQL's (every `postgres` process, the server of the run's
 * database; a backend that exits during the window loses its ticks, so it reads a little low when
 * connections churn). Beside the per-process meter, it says how much of the machine the load
 * generator and the database take from the game servers.
 */
export function machineMeter() {
  const snapshot = () => ({ busy: machineBusyTicks(), postgres: ticksOfCommand("postgres"), at: Date.now() });
  let before = snapshot();
  return {
    read(): { machine: number; postgres: number; cores: number } {
      const now = snapshot();
      const seconds = (now.at - before.at) / 1000;
      const percent = (ticks: number) => (ticks / 100 / seconds) * 100;
      const out = { machine: percent(now.busy - before.busy), postgres: percent(Math.max(0, now.postgres - before.postgres)), cores: availableParallelism() };
      before = now;
      return out;
    },
  };
}
