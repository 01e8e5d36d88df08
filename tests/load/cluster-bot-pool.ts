/**
 * load:cluster's bot processes (cluster-bots.ts), forked and driven as one pool: the players handed
 * out round-robin, their counters summed, their final figures merged.
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { FromBots, Phase, PlayerSpec, ToBots } from "./cluster-bots.ts";

/**
 * Node options of the bot processes: 64 MB semi-spaces (Node 20's default is 16 MB) so that a bot
 * process holding 2,500 players' rooms promotes less garbage into its old generation, whose
 * mark-compacts paused it for 100-370 ms on a busy machine, each pause counted as latency of every
 * action it was waiting on; then LOAD_BOT_NODE_ARGS, space-separated (a later flag overrides).
 */
const BOT_NODE_ARGS = ["--max-semi-space-size=64", ...(process.env["LOAD_BOT_NODE_ARGS"] ?? "").split(/\s+/).filter(Boolean)];

/** The bot processes of one run: the players handed out round-robin, their counters summed. */
export function startBots(url: string, count: number, options: { readonly dropPct: number; readonly spreadMs: number }) {
  const bots = Array.from({ length: count }, () => fork(fileURLToPath(new URL("./cluster-bots.ts", import.meta.url)), [], { execArgv: [...BOT_NODE_ARGS, "--import", "tsx"] }));
  const status = new Map<ChildProcess, Extract<FromBots, { kind: "status" }>>();
  const finals: Extract<FromBots, { kind: "final" }>[] = [];
  const waiting = new Set<(message: FromBots) => void>();
  for (const bot of bots) {
    bot.on("message", (message: FromBots) => {
      if (message.kind === "status") status.set(bot, message);
      if (message.kind === "final") finals.push(message);
      if (message.kind === "error") console.log(`  bot error: ${message.what}`);
      for (const w of waiting) w(message);
    });
    bot.send({ kind: "start", url, dropPct: options.dropPct, spreadMs: options.spreadMs } satisfies ToBots);
  }
  const all = (message: ToBots) => bots.forEach((bot) => bot.send(message));
  const replies = (kind: FromBots["kind"], n: number) =>
    new Promise<FromBots[]>((resolve) => {
      const got: FromBots[] = [];
      const w = (message: FromBots) => {
        if (message.kind !== kind) return;
        got.push(message);
        if (got.length < n) return;
        waiting.delete(w);
        resolve(got);
      };
      waiting.add(w);
    });
  const sum = (key: Exclude<keyof Extract<FromBots, { kind: "status" }>, "kind">) => [...status.values()].reduce((n, s) => n + s[key], 0);
  /** Stops the bot processes still running (a ChildProcess, not a pid: a pid may be another's by now). */
  const kill = () => {
    for (const bot of bots) if (bot.exitCode === null) bot.kill();
  };
  return {
    pids: bots.map((bot, i) => [`bots${i + 1}`, bot.pid ?? 0] as const),
    kill,
    sum,
    phase: (phase: Phase, stopAt: number | null) => all({ kind: "phase", phase, stopAt }),
    /** Seats one ramp step, split over the bot processes; resolves once each has tried all of its share. */
    async join(players: readonly PlayerSpec[]): Promise<void> {
      const slices = bots.map((_, i) => players.filter((__, j) => j % bots.length === i)).filter((slice) => slice.length > 0);
      const joined = replies("joined", slices.length);
      slices.forEach((slice, i) => bots[i]!.send({ kind: "join", players: slice } satisfies ToBots));
      await joined;
    },
    /** The steady phase's arrivals (cluster-bots.ts `churn`), `perS` a second over all bot processes. */
    arrivals(players: readonly PlayerSpec[], perS: number): void {
      bots.forEach((bot, i) => bot.send({ kind: "arrivals", players: players.filter((_, j) => j % bots.length === i), perS: perS / bots.length } satisfies ToBots));
    },
    /** Every bot leaves its table; the bot processes' latencies, merged. */
    async finish() {
      const ended = Promise.all(bots.map((bot) => new Promise((r) => bot.once("exit", r))));
      const got = replies("final", bots.length);
      all({ kind: "finish" });
      await got;
      await Promise.race([ended, new Promise((r) => setTimeout(r, 5_000))]);
      kill();
      return {
        joinMs: finals.flatMap((f) => f.joinMs),
        arrivalJoinMs: finals.flatMap((f) => f.arrivalJoinMs),
        restJoinMs: finals.flatMap((f) => f.restJoinMs),
        actionMs: finals.flatMap((f) => f.actionMs),
        reconnectMs: finals.flatMap((f) => f.reconnectMs),
        errorSamples: finals.flatMap((f) => f.errorSamples).slice(0, 15),
        loops: finals.map((f) => f.loop),
      };
    },
  };
}
