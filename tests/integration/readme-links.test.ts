import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";

/**
 * Every server address the README names answers on a fresh start (issue 19: the README sent
 * newcomers to `/sandbox/gateway` and `/dev/outbox`, which the web app bounced to the home page).
 * An address under `/api/` must answer 200 (or redirect to a 200) from the server itself; any
 * other address is a page of the web app, so it must also be a route the app declares: the server
 * answers index.html for every path, and the app's catch-all turns an unknown one into the home page.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const README = readFileSync(resolve(ROOT, "README.md"), "utf8");

/** Mentioned as the prefix of the API, not as an address to open. */
const PREFIXES = new Set(["/api/v1"]);

function readmeAddresses(): string[] {
  const found = new Set<string>();
  for (const match of README.matchAll(/`(\/[^`\s]*)`|\]\((\/[^)\s]*)\)/g)) {
    const address = (match[1] ?? match[2] ?? "").replace(/[.,;:]+$/, "");
    if (!PREFIXES.has(address)) found.add(address);
  }
  return [...found].sort();
}

/** `path: "/x"` in the web app's route tables. */
function webRoutes(): string[] {
  const files = ["web/src/app/routes.tsx", "web/src/app/private-routes.tsx", "web/src/features/pages/page-table.ts"];
  return files.flatMap((file) => [...readFileSync(resolve(ROOT, file), "utf8").matchAll(/path: "(\/[^"]*)"/g)].map((m) => m[1] ?? ""));
}

function isWebRoute(pathname: string, routes: readonly string[]): boolean {
  return routes.some((route) => new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[^/]+/g, "[^/]+")}$`).test(pathname));
}

const addresses = readmeAddresses();
/** What the platform logs at npm start's default level (LOG_LEVEL=info). */
const logLines: string[] = [];

describe("README addresses on a fresh start (as npm start boots: demo data, sandbox providers)", () => {
  let p: TestPlatform;

  beforeAll(async () => {
    p = await bootTestPlatform(
      "readme_links",
      { NODE_ENV: "development", SEED_DEMO_DATA: "true", LOG_LEVEL: "info", PAYMENT_POLL_INTERVAL_MS: "600000" },
      { logStream: { write: (line: string) => void logLines.push(line) } },
    );
  }, 120_000);

  afterAll(async () => {
    await p?.close();
  });

  it("finds the addresses the README names", () => {
    expect(addresses).toEqual(expect.arrayContaining(["/api/docs", "/api/v1/dev/outbox/page", "/api/v1/sandbox/gateway"]));
  });

  it.each(addresses)("%s answers", async (address) => {
    let res = await fetch(`${p.url}${address}`, { redirect: "manual" });
    if (res.status >= 300 && res.status < 400) {
      const location = new URL(res.headers.get("location") ?? "", `${p.url}${address}`);
      expect(location.origin, `${address} redirects off the platform`).toBe(p.url);
      res = await fetch(location, { redirect: "manual" });
    }
    expect(res.status, `${address} answered ${res.status}`).toBe(200);
    await res.arrayBuffer();
    if (!address.startsWith("/api/")) {
      expect(isWebRoute(address, webRoutes()), `${address} is not a route of the web app: it would show the home page`).toBe(true);
    }
  });

  it("writes no line per request at the default log level (request lines are debug)", async () => {
    const res = await fetch(`${p.url}/api/v1/health`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    p.running.app.log.info("readme-links marker");
    expect(logLines.some((line) => line.includes("readme-links marker")), "info lines reach the stream").toBe(true);
    expect(logLines.filter((line) => line.includes('"reqId"'))).toEqual([]);
  });
});
