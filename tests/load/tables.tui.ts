/**
 * `npm run load:tables:tui`: the bots of `load:tables` under @colyseus/loadtest's terminal
 * dashboard (connected, failed and disconnected clients, bytes in and out, the bots' CPU and
 * memory, live), for watching a run by eye; q or Ctrl+C ends it. It needs a terminal and prints
 * no figures: the measured run is `npm run load:tables`.
 *
 * LOAD_PLAYERS players (default 300) join one every LOAD_DELAY_MS (default 50 ms) against the
 * server started as its own process on a fresh database, as in `load:tables`; that database
 * (`rummy_test_load_tables_*`) is left behind when the dashboard exits.
 */
import { cli, type Options } from "@colyseus/loadtest";
import { joinAndPlay, startLoadServer } from "./table-bot.ts";

const PLAYERS = Number(process.env["LOAD_PLAYERS"] ?? 300);
const DELAY_MS = Number(process.env["LOAD_DELAY_MS"] ?? 50);
const DROP_PCT = Number(process.env["LOAD_DROP_PCT"] ?? 5);

if (!process.stdout.isTTY) {
  console.error("load:tables:tui draws a dashboard and needs a terminal; use `npm run load:tables` for a printed run.");
  process.exit(1);
}

const load = await startLoadServer();
const players = await load.players(PLAYERS);
for (const signal of ["SIGINT", "SIGTERM", "exit"] as const) process.once(signal, () => void load.server.child.kill("SIGTERM"));

// @colyseus/loadtest reads its options from the command line; the room is joined by id per bot.
process.argv.push("--endpoint", load.server.url.replace(/^http/, "ws"), "--roomId", "practice-points", "--numClients", String(PLAYERS), "--delay", String(DELAY_MS));

cli(async (options: Options) => {
  const player = players[options.clientId];
  if (!player) throw new Error(`no player for client ${options.clientId}`);
  await joinAndPlay(player, load.server.url, DROP_PCT, {
    latency: () => undefined,
    acted: () => undefined,
    refused: () => undefined,
    error: (what) => console.error(what),
    stopAt: () => Number.POSITIVE_INFINITY,
  });
});
