// `npm run dev`: the game-server (restarting on change) and Vite's dev server with hot reload,
// which proxies /api, /dev and the Colyseus endpoints to the game-server on port 3000.
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { ensureInstalled, log, ROOT } from "./lib.mjs";

ensureInstalled();
log("game-server on :3000, web on http://localhost:5173");
const children = [
  spawn("npx", ["tsx", "watch", "game-server/src/main.ts"], { cwd: ROOT, stdio: "inherit" }),
  spawn("npx", ["vite"], { cwd: resolve(ROOT, "web"), stdio: "inherit" }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children) child.on("exit", (code) => (stop("SIGTERM"), process.exit(code ?? 0)));
