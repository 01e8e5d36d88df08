/**
 * API benchmark (`npm run bench:api`): autocannon against `GET /api/v1/profile` and
 * `GET /api/v1/setting` of the real platform on the real PostgreSQL, beside a bare Fastify route
 * answering a constant JSON body in the same process and run.
 *
 * Target: GET /profile at least 40% of the bare route's requests/s, with p99 under 20 ms, at 100
 * connections. Prints requests/s, p99 and the ratios, and the machine's load while it ran; exits
 * non-zero when the target is missed. BENCH_SECONDS (default 10) sets the length of each run;
 * DATABASE_POOL_SIZE (default 10) the server's PostgreSQL pool.
 */
import { cpus, loadavg } from "node:os";
import autocannon, { type Result } from "autocannon";
import Fastify from "fastify";
import { registerPlayer } from "../support/accounts.ts";
import { bootTestPlatform } from "../support/platform.ts";

const CONNECTIONS = 100;
const SECONDS = Number(process.env["BENCH_SECONDS"] ?? 10);
const TARGET_RATIO = 0.4;
const TARGET_P99_MS = 20;

process.env["TEST_DATABASE_URL"] ??= "postgres://postgres@127.0.0.1:5432/postgres";

interface Row {
  readonly name: string;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly errors: number;
}

async function run(name: string, url: string, headers: Record<string, string> = {}, seconds = SECONDS): Promise<Row> {
  const result: Result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, workers: 1 });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function load(): string {
  const [one, five] = loadavg();
  return `load average ${one?.toFixed(2)} (1 min) ${five?.toFixed(2)} (5 min) on ${cpus().length} cores`;
}

async function main(): Promise<void> {
  // DATABASE_POOL_SIZE passes through, to measure the pool's effect.
  const pool = process.env["DATABASE_POOL_SIZE"];
  const platform = await bootTestPlatform("bench", { RATE_LIMIT_PER_MINUTE: "1000000000", LOG_LEVEL: "silent", ...(pool ? { DATABASE_POOL_SIZE: pool } : {}) });
  const bare = Fastify({ logger: false });
  bare.get("/bare", async () => ({ message: "success.", data: { ok: true } }));
  await bare.listen({ port: 0, host: "127.0.0.1" });
  const address = bare.server.address();
  const bareUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/bare`;
  try {
    const player = await registerPlayer(platform.url);
    const auth = { authorization: player.client.token ?? "", "x-forwarded-for": player.client.ip };
    const profileUrl = `${platform.url}/api/v1/profile`;
    const settingUrl = `${platform.url}/api/v1/setting`;
    console.log(`API benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run; before: ${load()}`);
    // Warm-up: JIT, connection pools and PostgreSQL caches.
    await run("warm-up", profileUrl, auth, 3);
    await run("warm-up", bareUrl, {}, 2);

    const rows = [
      await run("bare Fastify route", bareUrl),
      await run("GET /profile", profileUrl, auth),
      await run("GET /setting", settingUrl),
      await run("bare Fastify route (again)", bareUrl),
    ];
    const [bareA, profile, setting, bareB] = rows as [Row, Row, Row, Row];
    const bareRps = (bareA.rps + bareB.rps) / 2;
    console.log("");
    console.log("| route | requests/s | p50 ms | p99 ms | ratio to bare | non-2xx | errors |");
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    for (const r of rows) {
      console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / bareRps).toFixed(2)} | ${r.non2xx} | ${r.errors} |`);
    }
    console.log(`\nafter: ${load()}`);
    const ratio = profile.rps / bareRps;
    const failures = [
      ...(ratio < TARGET_RATIO ? [`GET /profile is ${(ratio * 100).toFixed(0)}% of the bare route (target ${TARGET_RATIO * 100}%)`] : []),
      ...(profile.p99 >= TARGET_P99_MS ? [`GET /profile p99 is ${profile.p99} ms (target < ${TARGET_P99_MS} ms)`] : []),
      ...(profile.non2xx + profile.errors + setting.non2xx + setting.errors > 0 ? ["some requests failed"] : []),
    ];
    if (failures.length > 0) {
      console.log(`\nTARGET MISSED: ${failures.join("; ")}`);
      process.exitCode = 1;
    } else {
      console.log(`\nTarget met: GET /profile at ${(ratio * 100).toFixed(0)}% of the bare route, p99 ${profile.p99} ms.`);
    }
  } finally {
    await bare.close();
    await platform.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
