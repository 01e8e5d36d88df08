import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { nodeArgs, REPO_ROOT } from "./node-bundle.ts";

export { REPO_ROOT };

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<number | null>;
}

/**
 * Starts the platform as its own process and waits until it is healthy. `from: "bundle"` (the
 * default) runs the bundle of the same code (node-bundle.ts), which starts in a fraction of the
 * time; `from: "tsx"` runs exactly what `npm start` runs.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 90_000, from: "bundle" | "tsx" = "bundle"): Promise<ServerProcess> {
  const port = await freePort();
  const entry = "game-server/src/main.ts";
  const child = spawn(process.execPath, from === "tsx" ? ["--import", "tsx", entry] : await nodeArgs(entry), {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: "test", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) {
      return {
        url,
        child,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done(child.exitCode);
            child.once("exit", (code) => done(code));
            child.kill("SIGTERM");
          }),
      };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become healthy within ${timeoutMs} ms:\n${output}`);
}
