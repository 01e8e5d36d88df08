import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, connect as tcp } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Room } from "colyseus.js";
import { connect, type Player, type Seated } from "../integration/rooms/support.ts";
import { freePort, REPO_ROOT } from "./server-process.ts";

/**
 * `npm run cluster` (scripts/cluster.mjs) as the suites and the cluster load run start it: N
 * game-server processes behind HAProxy on one public port, its `CLUSTER ...` lines read for the
 * processes' pids and ports; and a bare Redis client to look at what Colyseus keeps there.
 */
export interface ClusterMemberInfo {
  readonly name: string;
  pid: number;
  port: number;
  /** How many times it came up (a restart after a crash or a SIGTERM adds one). */
  starts: number;
}

export interface RunningCluster {
  readonly url: string;
  readonly child: ChildProcess;
  readonly members: Map<string, ClusterMemberInfo>;
  /** Everything the cluster printed so far (its processes' output is prefixed `[gs<name>]`). */
  output(): string;
  /** Resolves when `probe` is true of the output, checking after every new chunk. */
  waitForOutput(what: string, probe: (text: string) => boolean, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Whether every port of base..base+count-1 can be listened on now. */
async function blockIsFree(base: number, count: number): Promise<boolean> {
  for (let p = base; p < base + count; p++) {
    const free = await new Promise<boolean>((done) => {
      const server = createServer();
      server.once("error", () => done(false));
      server.listen(p, "127.0.0.1", () => server.close(() => done(true)));
    });
    if (!free) return false;
  }
  return true;
}

/**
 * `count` consecutive ports for the processes, free now and below the kernel's ephemeral range:
 * any outgoing socket may hold a port in that range, and after a load run's tens of thousands of
 * client sockets one did, so the next cluster's first process could not listen (EADDRINUSE).
 */
async function freePortBlock(count: number): Promise<number> {
  let ephemeralLow = 32_768;
  try {
    ephemeralLow = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || ephemeralLow;
  } catch {
    // Not Linux: keep the IANA range's start.
  }
  const low = 10_000;
  const high = Math.max(low + 1_000, ephemeralLow - count - 1);
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = low + Math.floor(Math.random() * (high - low));
    if (await blockIsFree(base, count)) return base;
  }
  throw new Error(`no ${count} consecutive free ports between ${low} and ${high}`);
}

export async function startCluster(env: Record<string, string>, processes = 2, timeoutMs = 180_000): Promise<RunningCluster> {
  const port = await freePort();
  const base = await freePortBlock(processes);
  const dataDir = mkdtempSync(join(tmpdir(), "rummy-cluster-"));
  const child = spawn(process.execPath, ["scripts/cluster.mjs"], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      CLUSTER_PROCESSES: String(processes),
      CLUSTER_SKIP_BUILD: "1",
      CLUSTER_LISTEN: "127.0.0.1",
      PORT: String(port),
      CLUSTER_BASE_PORT: String(base),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  const waiters = new Set<() => void>();
  const members = new Map<string, ClusterMemberInfo>();
  const onData = (d: Buffer) => {
    text += d.toString();
    for (const m of d.toString().matchAll(/^CLUSTER process (\S+) pid (\d+) port (\d+) up$/gm)) {
      const known = members.get(m[1]!);
      if (known) Object.assign(known, { pid: Number(m[2]), port: Number(m[3]), starts: known.starts + 1 });
      else members.set(m[1]!, { name: m[1]!, pid: Number(m[2]), port: Number(m[3]), starts: 1 });
    }
    for (const w of waiters) w();
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const waitForOutput = (what: string, probe: (t: string) => boolean, ms = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (probe(text)) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        } else if (child.exitCode !== null) {
          waiters.delete(check);
          clearTimeout(timer);
          reject(new Error(`cluster exited while waiting for ${what}:\n${text.slice(-4000)}`));
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}:\n${text.slice(-4000)}`));
      }, ms);
      waiters.add(check);
      check();
    });
  await waitForOutput("the cluster to be ready", (t) => /^CLUSTER ready /m.test(t), timeoutMs);
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    members,
    output: () => text,
    waitForOutput,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGTERM");
      }),
  };
}

/** The route (`/gs/<name>/<processId>/<roomId>`) a client's WebSocket took through the proxy. */
export function socketRoute(room: Room): { member: string; processId: string; host: string } {
  const ws = (room.connection.transport as unknown as { ws?: { url: string } }).ws;
  const url = new URL(ws?.url ?? "ws://none/");
  const [, gs, member, processId] = url.pathname.split("/");
  if (gs !== "gs" || !member || !processId) throw new Error(`not a routed WebSocket: ${url.href}`);
  return { member, processId, host: url.host };
}

type Reply = string | number | null | Reply[];

/** One Redis command over a fresh connection (RESP2), on the database of `url`. */
export async function redis(url: string, ...args: string[]): Promise<Reply> {
  const u = new URL(url);
  const db = u.pathname.replace("/", "") || "0";
  const encode = (parts: string[]) => `*${parts.length}\r\n${parts.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join("")}`;
  return new Promise<Reply>((resolve, reject) => {
    const socket = tcp(Number(u.port || 6379), u.hostname);
    let buffer = Buffer.alloc(0);
    socket.on("error", reject);
    socket.on("data", (d) => {
      buffer = Buffer.concat([buffer, d]);
      // Two replies: SELECT's +OK, then the command's.
      const first = parse(buffer, 0);
      if (!first) return;
      const second = parse(buffer, first.end);
      if (!second) return;
      socket.end();
      if (typeof second.value === "string" && second.value.startsWith("-ERR")) reject(new Error(second.value));
      else resolve(second.value);
    });
    socket.write(encode(["SELECT", db]) + encode(args));
  });
}

function parse(b: Buffer, at: number): { value: Reply; end: number } | undefined {
  const eol = b.indexOf("\r\n", at);
  if (eol < 0) return undefined;
  const head = b.toString("utf8", at, eol);
  const rest = eol + 2;
  switch (head[0]) {
    case "+":
      return { value: head.slice(1), end: rest };
    case "-":
      return { value: `-ERR ${head.slice(1)}`, end: rest };
    case ":":
      return { value: Number(head.slice(1)), end: rest };
    case "$": {
      const n = Number(head.slice(1));
      if (n < 0) return { value: null, end: rest };
      if (b.length < rest + n + 2) return undefined;
      return { value: b.toString("utf8", rest, rest + n), end: rest + n + 2 };
    }
    case "*": {
      const n = Number(head.slice(1));
      if (n < 0) return { value: null, end: rest };
      const items: Reply[] = [];
      let end = rest;
      for (let i = 0; i < n; i++) {
        const item = parse(b, end);
        if (!item) return undefined;
        items.push(item.value);
        end = item.end;
      }
      return { value: items, end };
    }
    default:
      throw new Error(`unexpected Redis reply ${head}`);
  }
}

/** Colyseus' room listings in Redis (RedisDriver's `roomcaches` hash): room id -> process id. */
export async function roomListings(url: string): Promise<Map<string, { processId: string; name: string }>> {
  const flat = ((await redis(url, "HGETALL", "roomcaches")) ?? []) as string[];
  const out = new Map<string, { processId: string; name: string }>();
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const listing = JSON.parse(flat[i + 1]!) as { processId: string; name: string };
    out.set(flat[i]!, { processId: listing.processId, name: listing.name });
  }
  return out;
}

/** Process ids announced alive and taking rooms (platform/cluster-member.ts). */
export async function liveMembers(url: string): Promise<Set<string>> {
  const keys = ((await redis(url, "KEYS", "rummy:member:*")) ?? []) as string[];
  const live = new Set<string>();
  for (const key of keys) if ((await redis(url, "GET", key)) === "up") live.add(key.slice("rummy:member:".length));
  return live;
}

/**
 * A client that, like the web app, joins its table again whenever its socket closes without a
 * final code (4000 left, 4001 taken over, 4002 seat ended): after a crash or a handover the
 * table's room runs on another process under the same id.
 */
export interface KeptSeat {
  current(): Seated;
  readonly closes: number[];
  /** When each close happened (Date.now()), beside its code in `closes`. */
  readonly closedAt: number[];
  readonly rejoinedAt: number[];
  stop(): void;
}

export function keepSeated(url: string, player: Player, tableId: string, first: Seated): KeptSeat {
  let seated = first;
  let stopped = false;
  const closes: number[] = [];
  const closedAt: number[] = [];
  const rejoinedAt: number[] = [];
  const watch = (s: Seated) =>
    s.room.onLeave((code) => {
      closes.push(code);
      closedAt.push(Date.now());
      if (stopped || code === 4000 || code === 4001 || code === 4002) return;
      void (async () => {
        for (;;) {
          if (stopped) return;
          try {
            seated = await connect(url, player, tableId);
            rejoinedAt.push(Date.now());
            watch(seated);
            return;
          } catch {
            // The room is not back yet: the client tries again, as the web app does.
            await new Promise((r) => setTimeout(r, 250));
          }
        }
      })();
    });
  watch(first);
  return { current: () => seated, closes, closedAt, rejoinedAt, stop: () => (stopped = true) };
}
