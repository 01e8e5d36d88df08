import { spawn, type ChildProcess } from "node:child_process";
import { createServer, connect as tcp, type Server, type Socket } from "node:net";
import { freePort } from "./server-process.ts";
import { redis } from "./cluster.ts";

/**
 * What the outage suites break on purpose, without touching what other suites share: a Redis of
 * their own (a private `redis-server` on a free port, no persistence, killed and started again on
 * the same port) and a TCP forwarder between the server processes and PostgreSQL that can drop
 * every socket it carries and refuse new ones for a while.
 */
export interface PrivateRedis {
  readonly url: string;
  /** SIGKILL: everything it held is gone, as after a crash with no persistence. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}/1`;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--protected-mode", "no"], { stdio: "ignore" });
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`redis-server on ${port} exited with ${child.exitCode}`);
      if ((await redis(url, "PING").catch(() => null)) === "PONG") return;
      if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not answer`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const kill = () =>
    new Promise<void>((done) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return done();
      child.once("exit", () => done());
      child.kill("SIGKILL");
    });
  await start();
  return { url, kill, start, stop: kill };
}

export interface TcpForwarder {
  /** host:port to give the clients instead of the target's. */
  readonly port: number;
  /** Drops every open socket and refuses (accepts, then closes) every new one. */
  cut(): void;
  /** Forwards new connections again. */
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpForwarder(targetHost: string, targetPort: number): Promise<TcpForwarder> {
  const port = await freePort();
  const open = new Set<Socket>();
  let cut = false;
  const server: Server = createServer((client) => {
    if (cut) return void client.destroy();
    const upstream = tcp(targetPort, targetHost);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port,
    cut() {
      cut = true;
      for (const s of open) s.destroy();
      open.clear();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
