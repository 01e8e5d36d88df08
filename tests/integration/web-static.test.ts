import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";

/**
 * The server serves the web build: the page for every app path, its hashed scripts, and a build
 * made while it runs (the static routes only know the files found at boot).
 */
describe("web build served by the platform", () => {
  let platform: TestPlatform;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "rummy-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Rummy</title>");
    writeFileSync(join(dist, "assets", "index-boot.js"), "console.log('boot')");
    platform = await bootTestPlatform("web_static", { WEB_DIST: dist });
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${platform.url}${path}`);

  it("serves the page for app paths and the scripts found at boot", async () => {
    const page = await get("/lobby");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    const script = await get("/assets/index-boot.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
  });

  it("serves a script built after boot", async () => {
    writeFileSync(join(dist, "assets", "index-rebuilt.js"), "console.log('rebuilt')");
    const script = await get("/assets/index-rebuilt.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    expect(await script.text()).toBe("console.log('rebuilt')");
  });

  it("answers a missing script with 404, not the page, and never leaves the build folder", async () => {
    const missing = await get("/assets/index-gone.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toMatch(/json/);
    for (const path of ["/assets/..%2F..%2Fpackage.json", "/assets/%2e%2e/index.html", "/assets/../../package.json"]) {
      const res = await get(path);
      expect(await res.text()).not.toContain('"name"');
    }
  });
});
