// Shared steps of `npm start` and `npm test`: plain Node (no dependencies), because they run
// before anything is installed on a fresh clone.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export function log(message) {
  console.log(`\x1b[36m▸ ${message}\x1b[0m`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * Runs a command without blocking this process; resolves with its exit status. With `logFile`
 * its output (stdout and stderr) goes to that file instead of this terminal.
 */
export function runAsync(command, args, { logFile, ...options } = {}) {
  return new Promise((done, fail) => {
    const out = logFile ? openSync(logFile, "w") : "inherit";
    const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", out, out], ...options });
    child.once("error", fail);
    child.once("close", (status) => {
      if (typeof out === "number") closeSync(out);
      done(status ?? 1);
    });
  });
}

export function runOrExit(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed with exit code ${status}`);
    process.exit(status);
  }
}

/** Installs the npm packages when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = resolve(ROOT, "node_modules/.package-lock.json");
  const lock = resolve(ROOT, "package-lock.json");
  const fresh = existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  log("Installing npm packages (first run)…");
  runOrExit("npm", [existsSync(lock) ? "ci" : "install", "--no-audit", "--no-fund"]);
}

export function buildWeb() {
  log("Building the web app…");
  runOrExit("npx", ["vite", "build", "--logLevel", "warn"], { cwd: resolve(ROOT, "web") });
}

/** Spawns a long-running child, forwarding SIGINT/SIGTERM so shutdown stays graceful. */
export function spawnForwarding(command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}
