// `npm run cluster`: several game-server processes on one machine behind HAProxy, one public
// address (README "Running several processes"). They share DATABASE_URL (a real PostgreSQL) and
// REDIS_URL (Colyseus presence and matchmaking driver).
//
//   CLUSTER_PROCESSES   how many processes (default: one per CPU core)
//   PORT                the public port HAProxy listens on (default 3000)
//   CLUSTER_BASE_PORT   the first process's port; the others follow (default PORT + 1)
//   CLUSTER_HOST        where the processes listen (default 127.0.0.1; 0.0.0.0 for a remote proxy)
//   CLUSTER_NODE        this machine's name when processes run on several machines: routes are
//                       `<node>-1`, `<node>-2`... (default: none, routes `1`, `2`...)
//   CLUSTER_PROXY=off   start no HAProxy here (processes of one machine of several; see below)
//   CLUSTER_PROXIES     how many HAProxy processes share the public port (default 1). Each holds
//                       two sockets per player and sizes its maxconn from the open-file limit
//                       (about half of it: 9,986 under a limit of 20,000); more processes bound to
//                       the same port (SO_REUSEPORT, HAProxy's default on Linux) split the
//                       connections between them, each under its own limit
//   PUBLIC_URL          where browsers reach the proxy (default http://localhost:PORT)
//   CLUSTER_NODE_ARGS   extra Node options for the game-server processes, space-separated (e.g.
//                       `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile them under load). Each
//                       process starts with GC_ARGS below first; a later flag here overrides them
//
// `node scripts/cluster.mjs haproxy-config [--listen 0.0.0.0:80] NAME=HOST:PORT ...` prints the
// proxy configuration for processes on several machines.
//
// Signals: SIGINT/SIGTERM stop everything (each process drains first); SIGHUP restarts the
// processes one after the other (a rolling restart: each hands its tables to the others).
// A process that dies is started again. Lines starting with `CLUSTER ` are for scripts and tests.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { haproxyConfig, parseBackends } from "../deploy/haproxy.mjs";
import { buildWeb, ensureInstalled, log, ROOT } from "./lib.mjs";

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

if (process.argv[2] === "haproxy-config") {
  const args = process.argv.slice(3);
  let listen = "0.0.0.0:80";
  const at = args.indexOf("--listen");
  if (at >= 0) {
    listen = args[at + 1] ?? fail("--listen needs HOST:PORT");
    args.splice(at, 2);
  }
  try {
    process.stdout.write(haproxyConfig({ listen, backends: parseBackends(args) }));
  } catch (error) {
    fail(error.message);
  }
  process.exit(0);
}

const env = process.env;
const count = Number(env.CLUSTER_PROCESSES || availableParallelism());
const publicPort = Number(env.PORT || 3000);
const basePort = Number(env.CLUSTER_BASE_PORT || publicPort + 1);
const host = env.CLUSTER_HOST || "127.0.0.1";
const node = env.CLUSTER_NODE || "";
const withProxy = env.CLUSTER_PROXY !== "off";
const proxyCount = Number(env.CLUSTER_PROXIES || 1);
const publicUrl = env.PUBLIC_URL || `http://localhost:${publicPort}`;
/**
 * A young generation of 64 MB semi-spaces (Node 20's default is 16 MB): a process holding
 * thousands of sockets and rooms allocates fast, and with the default it scavenged about once a
 * second at 15-30 ms a time (100+ ms on a busy machine; ROOM_TIMINGS gc_1 in load:cluster), and
 * promoted short-lived message and query objects into the old generation, whose mark-compacts
 * paused it for 20-160 ms. Each pause holds every action in flight on the process.
 */
const GC_ARGS = ["--max-semi-space-size=64"];
const nodeArgs = [...GC_ARGS, ...(env.CLUSTER_NODE_ARGS || "").split(/\s+/).filter(Boolean)];
if (!Number.isInteger(count) || count < 1 || count > 64) fail(`CLUSTER_PROCESSES=${env.CLUSTER_PROCESSES}: expected a whole number from 1 to 64`);
if (!Number.isInteger(basePort) || basePort < 1 || basePort + count > 65535) fail(`CLUSTER_BASE_PORT=${env.CLUSTER_BASE_PORT}: not a usable port`);
if (!Number.isInteger(proxyCount) || proxyCount < 1 || proxyCount > 16) fail(`CLUSTER_PROXIES=${env.CLUSTER_PROXIES}: expected a whole number from 1 to 16`);
if (node && !/^[A-Za-z0-9_]+$/.test(node)) fail(`CLUSTER_NODE=${node}: letters, digits and _ only`);

/** Is host:port of a URL accepting TCP connections? */
function reachable(url, defaultPort) {
  return new Promise((done) => {
    let u;
    try {
      u = new URL(url);
    } catch {
      return done(false);
    }
    const socket = connect(Number(u.port || defaultPort), u.hostname);
    socket.setTimeout(3000, () => socket.destroy());
    socket.once("connect", () => {
      socket.end();
      done(true);
    });
    socket.once("error", () => done(false));
    socket.once("timeout", () => done(false));
  });
}

// Several processes share one database and one Redis: the embedded PGlite belongs to one process.
const missing = [
  ...(!env.DATABASE_URL ? ["DATABASE_URL (a real PostgreSQL, e.g. postgres://postgres@127.0.0.1:5432/rummy): the embedded PGlite serves one process only"] : []),
  ...(!env.REDIS_URL ? ["REDIS_URL (e.g. redis://127.0.0.1:6379/0): the processes find each other's rooms through Redis"] : []),
];
if (missing.length > 0) fail(`npm run cluster needs:\n  ${missing.join("\n  ")}`);
if (!(await reachable(env.DATABASE_URL, 5432))) fail(`PostgreSQL at DATABASE_URL does not answer (${new URL(env.DATABASE_URL).host})`);
if (!(await reachable(env.REDIS_URL, 6379))) fail(`Redis at REDIS_URL does not answer (${new URL(env.REDIS_URL).host})`);

let haproxyBin;
if (withProxy) {
  haproxyBin = ["/usr/sbin/haproxy", "/usr/local/sbin/haproxy", "haproxy"].find((bin) => spawnSync(bin, ["-v"]).status === 0);
  if (!haproxyBin) fail("HAProxy is not installed: `sudo apt-get install -y haproxy` (Debian/Ubuntu), then run again");
}

// CLUSTER_SKIP_BUILD=1 (the test suites): the checkout is installed and no web app is served.
if (env.CLUSTER_SKIP_BUILD !== "1") {
  ensureInstalled();
  if (!env.WEB_DIST) buildWeb();
}

const publicHost = new URL(publicUrl).host;
const members = Array.from({ length: count }, (_, i) => ({
  name: node ? `${node}-${i + 1}` : String(i + 1),
  port: basePort + i,
  child: undefined,
  /** Set while this script stops or restarts it on purpose. */
  expectedExit: false,
  startedAt: 0,
  quickCrashes: 0,
}));

function prefixed(stream, name, out) {
  let rest = "";
  stream.on("data", (d) => {
    const lines = (rest + d.toString()).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) out.write(`[gs${name}] ${line}\n`);
  });
}

async function healthy(port, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then((r) => r.ok, () => false);
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

let stopping = false;

async function startMember(m) {
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "game-server/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...env,
      INIT_CWD: ROOT,
      HOST: host,
      PORT: String(m.port),
      PUBLIC_URL: publicUrl,
      ROOMS_PUBLIC_ADDRESS: `${publicHost}/gs/${m.name}`,
      // HAProxy sets X-Forwarded-For: per-IP limits see the player's address, not the proxy's.
      TRUST_PROXY: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  m.child = child;
  m.expectedExit = false;
  m.startedAt = Date.now();
  prefixed(child.stdout, m.name, process.stdout);
  prefixed(child.stderr, m.name, process.stderr);
  child.once("exit", (code, signal) => void onExit(m, child, code, signal));
  if (!(await healthy(m.port, child))) {
    if (child.exitCode === null) child.kill("SIGKILL");
    throw new Error(`process ${m.name} (port ${m.port}) did not become healthy`);
  }
  console.log(`CLUSTER process ${m.name} pid ${child.pid} port ${m.port} up`);
}

async function onExit(m, child, code, signal) {
  if (m.child !== child) return;
  console.log(`CLUSTER process ${m.name} pid ${child.pid} exited (${signal ?? code})`);
  if (stopping || m.expectedExit) return;
  // Crashed (or killed): start it again; its tables are resumed meanwhile by the others.
  m.quickCrashes = Date.now() - m.startedAt < 15_000 ? m.quickCrashes + 1 : 0;
  if (m.quickCrashes >= 3) {
    console.error(`process ${m.name} keeps dying at start: stopping the cluster`);
    return shutdown(1);
  }
  await new Promise((r) => setTimeout(r, 1000));
  if (stopping) return;
  await startMember(m).catch((error) => console.error(String(error)));
}

function stopMember(m) {
  const child = m.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  m.expectedExit = true;
  return new Promise((done) => {
    child.once("exit", done);
    child.kill("SIGTERM");
  });
}

const proxies = [];
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  log("Stopping: each process hands its tables over and drains…");
  await Promise.all(members.map(stopMember));
  for (const proxy of proxies) if (proxy.exitCode === null) proxy.kill("SIGTERM");
  console.log("CLUSTER stopped");
  process.exit(code);
}

let restarting = false;
async function rollingRestart() {
  if (restarting || stopping) return;
  restarting = true;
  log("Rolling restart: one process at a time");
  for (const m of members) {
    if (stopping) break;
    await stopMember(m);
    await startMember(m).catch((error) => console.error(String(error)));
  }
  console.log("CLUSTER rolling restart done");
  restarting = false;
}

process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));
process.on("SIGHUP", () => void rollingRestart());

log(`Starting ${count} game-server processes on ${host}:${basePort}-${basePort + count - 1}…`);
try {
  // The first one alone: it migrates and seeds the database; the others then boot side by side.
  await startMember(members[0]);
  await Promise.all(members.slice(1).map(startMember));
} catch (error) {
  console.error(String(error));
  await shutdown(1);
}

if (withProxy) {
  const dir = resolve(ROOT, env.DATA_DIR || ".data", "cluster");
  mkdirSync(dir, { recursive: true });
  const cfg = resolve(dir, `haproxy-${publicPort}.cfg`);
  const backendHost = host === "0.0.0.0" ? "127.0.0.1" : host;
  writeFileSync(cfg, haproxyConfig({ listen: `${env.CLUSTER_LISTEN || "0.0.0.0"}:${publicPort}`, backends: members.map((m) => ({ name: m.name, host: backendHost, port: m.port })) }));
  const check = spawnSync(haproxyBin, ["-c", "-q", "-f", cfg], { encoding: "utf8" });
  if (check.status !== 0) {
    console.error(`HAProxy refused ${cfg}:\n${check.stdout}${check.stderr}`);
    await shutdown(1);
  }
  // Every proxy binds the same port: the kernel spreads new connections over them (SO_REUSEPORT).
  for (let i = 0; i < proxyCount; i++) {
    const proxy = spawn(haproxyBin, ["-db", "-f", cfg], { stdio: ["ignore", "inherit", "inherit"] });
    proxies.push(proxy);
    proxy.once("exit", (code) => {
      if (!stopping) {
        console.error(`HAProxy pid ${proxy.pid} exited (${code}): stopping the cluster`);
        void shutdown(1);
      }
    });
  }
  // Up once the proxy answers the health check through one of the processes.
  const deadline = Date.now() + 30_000;
  while (!(await fetch(`http://127.0.0.1:${publicPort}/api/v1/health`).then((r) => r.ok, () => false))) {
    if (stopping) await new Promise(() => undefined);
    if (Date.now() > deadline || proxies.some((p) => p.exitCode !== null)) {
      console.error("HAProxy did not answer on its public port");
      await shutdown(1);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  for (const proxy of proxies) console.log(`CLUSTER proxy pid ${proxy.pid} config ${cfg}`);
  log(`Cluster up: ${publicUrl} (${count} processes behind ${proxyCount > 1 ? `${proxyCount} HAProxy processes` : "HAProxy"}; SIGHUP to ${process.pid} restarts them one by one)`);
} else {
  log(`Processes up (no proxy here): routes ${members.map((m) => `${m.name}=${host}:${m.port}`).join(" ")}`);
}
console.log(`CLUSTER ready ${withProxy ? `http://127.0.0.1:${publicPort}` : "-"}`);
