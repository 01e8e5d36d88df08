import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ApiClient, randomIp, registerPlayer, type TestPlayer } from "../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";
import { apiRoutes, label, type ApiRoute } from "./routes.ts";

/**
 * Every route of the app (from its OpenAPI document), fed random and malformed input with and
 * without a valid token: the answer is never a 5xx. Bodies mix random JSON with the route's own
 * field names holding values of the wrong type, size or encoding; path and query parameters are
 * random too. FUZZ_RUNS sets the random cases per route (default 15).
 */

const RUNS = Number(process.env["FUZZ_RUNS"] ?? 15);

/**
 * 5xx answers this suite found in other modules' routes, reported to their owners (the payments
 * module). They are printed on every run but do not fail it; any other route's 5xx does. Remove
 * an entry once its route is fixed.
 */
const KNOWN_ELSEWHERE: Record<string, string> = {};

let platform: TestPlatform;
let fuzzer: TestPlayer;
let routes: ApiRoute[];
beforeAll(async () => {
  platform = await bootTestPlatform("security_fuzz");
  fuzzer = await registerPlayer(platform.url);
  routes = await apiRoutes(platform.url);
});
afterAll(async () => platform?.close());

const value = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ minLength: 2_000, maxLength: 20_000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom("", " ", "0", "-1", "1e309", "NaN", "+919876543210", "a@b.co", "00000000-0000-0000-0000-000000000000", "../../etc/passwd", "<script>", "'; drop table users; --"),
);

const param = fc.oneof(fc.uuid(), fc.string({ unit: "binary", minLength: 1, maxLength: 30 }), fc.constantFrom("..", "%00", "1", "-1", "x".repeat(300)));

interface Case {
  readonly auth: "none" | "valid" | "garbage";
  readonly params: Record<string, string>;
  readonly query: Record<string, string>;
  readonly body: unknown;
}

function caseFor(route: ApiRoute): fc.Arbitrary<Case> {
  const fields = route.bodyFields.length > 0 ? fc.dictionary(fc.constantFrom(...route.bodyFields), value, { maxKeys: route.bodyFields.length }) : fc.jsonValue();
  const query = route.queryParams.length > 0 ? fc.dictionary(fc.constantFrom(...route.queryParams), fc.string({ unit: "binary", maxLength: 30 })) : fc.constant({});
  const params = fc.record(Object.fromEntries(route.pathParams.map((p) => [p, param])) as Record<string, fc.Arbitrary<string>>);
  return fc.record({
    auth: fc.constantFrom("none", "valid", "garbage"),
    params,
    query,
    body: fc.oneof(fields, fields, fc.jsonValue({ maxDepth: 4 })),
  }) as fc.Arbitrary<Case>;
}

function urlFor(route: ApiRoute, c: Case): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(c.params[name] ?? "x"));
  const search = new URLSearchParams(c.query).toString();
  return `${platform.url}${path}${search ? `?${search}` : ""}`;
}

async function send(route: ApiRoute, url: string, init: { token?: string | undefined; contentType?: string; body?: BodyInit }): Promise<number> {
  const res = await fetch(url, {
    method: route.method,
    headers: { "x-forwarded-for": randomIp(), ...(init.token ? { authorization: init.token } : {}), ...(init.contentType ? { "content-type": init.contentType } : {}) },
    ...(init.body !== undefined && route.method !== "GET" ? { body: init.body } : {}),
    redirect: "manual",
  });
  await res.arrayBuffer();
  return res.status;
}

/** A token of the fuzzer, fresh for each route (a route may log it out or block it). */
async function freshToken(): Promise<string> {
  const c = new ApiClient(platform.url);
  const res = await c.login(fuzzer.email, fuzzer.password);
  return res.status === 200 ? (c.token ?? "") : "";
}

const MALFORMED: { name: string; contentType?: string; body: () => BodyInit }[] = [
  { name: "truncated JSON", contentType: "application/json", body: () => '{"sMobile": "+9198' },
  { name: "JSON null", contentType: "application/json", body: () => "null" },
  { name: "JSON array", contentType: "application/json", body: () => "[1,2,3]" },
  { name: "JSON string", contentType: "application/json", body: () => '"hello"' },
  { name: "empty JSON body", contentType: "application/json", body: () => "" },
  { name: "NUL bytes", contentType: "application/json", body: () => '{"a":"\u0000\u0000"}' },
  { name: "deep nesting", contentType: "application/json", body: () => `${"[".repeat(5000)}${"]".repeat(5000)}` },
  { name: "2 MB body", contentType: "application/json", body: () => JSON.stringify({ sMobile: "x".repeat(2_000_000) }) },
  { name: "plain text", contentType: "text/plain", body: () => "hello" },
  { name: "form encoded", contentType: "application/x-www-form-urlencoded", body: () => "sMobile=1&sPassword=2" },
  { name: "broken multipart", contentType: "multipart/form-data; boundary=xyz", body: () => "--xyz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb" },
  { name: "multipart with random files", body: () => randomForm() },
];

function randomForm(): FormData {
  const form = new FormData();
  const [fields] = fc.sample(fc.dictionary(fc.constantFrom("eCategory", "sDescription", "sTitle", "aMedia", "x"), fc.string({ maxLength: 300 })), 1);
  for (const [k, v] of Object.entries(fields ?? {})) form.append(k, v);
  const [bytes] = fc.sample(fc.uint8Array({ minLength: 0, maxLength: 4096 }), 1);
  form.append("aMedia", new Blob([bytes ?? new Uint8Array()]), "random.bin");
  return form;
}

it(
  "no route answers 5xx to random or malformed input",
  async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const token = await freshToken();
      const result = await fc.check(
        fc.asyncProperty(caseFor(route), async (c) => {
          const auth = c.auth === "valid" ? token : c.auth === "garbage" ? "Bearer garbage.garbage.garbage" : undefined;
          requests += 1;
          const status = await send(route, urlFor(route, c), { token: auth, contentType: "application/json", body: JSON.stringify(c.body) });
          return status < 500;
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      if (result.failed) failures.push(`${label(route)}: ${JSON.stringify(result.counterexample)?.slice(0, 500)}`);
      // NUL bytes everywhere: PostgreSQL refuses them in text, so they must be stopped before it.
      const nul = "a\u0000b";
      for (const auth of [undefined, token]) {
        const c: Case = {
          auth: auth ? "valid" : "none",
          params: Object.fromEntries(route.pathParams.map((p) => [p, nul])),
          query: Object.fromEntries(route.queryParams.map((q) => [q, nul])),
          body: Object.fromEntries(route.bodyFields.map((f) => [f, nul])),
        };
        requests += 1;
        const status = await send(route, urlFor(route, c), { token: auth, contentType: "application/json", body: JSON.stringify(c.body) });
        if (status >= 500) failures.push(`${label(route)}: NUL bytes in every field${auth ? " (logged in)" : ""} -> ${status}`);
      }
      if (route.method === "GET") continue;
      for (const m of MALFORMED) {
        for (const auth of [undefined, token]) {
          requests += 1;
          const url = `${platform.url}${route.path.replace(/\{(\w+)\}/g, "00000000-0000-0000-0000-000000000000")}`;
          const status = await send(route, url, { token: auth, ...(m.contentType ? { contentType: m.contentType } : {}), body: m.body() });
          if (status >= 500) failures.push(`${label(route)}: ${m.name}${auth ? " (logged in)" : ""} -> ${status}`);
        }
      }
    }
    const elsewhere = failures.filter((f) => Object.keys(KNOWN_ELSEWHERE).some((route) => f.startsWith(`${route}:`)));
    const mine = failures.filter((f) => !elsewhere.includes(f));
    console.log(`fuzz: ${routes.length} routes, ${requests} requests, ${failures.length} 5xx answers (${elsewhere.length} on routes listed in KNOWN_ELSEWHERE)`);
    for (const f of elsewhere) console.warn(`known 5xx elsewhere: ${f.slice(0, 300)}`);
    expect(mine).toEqual([]);
  },
  900_000,
);
