import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";

describe("platform spine", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await bootTestPlatform("spine", { CORS_ORIGINS: "http://app.example.test" });
  }, 60_000);
  afterAll(async () => platform?.close());

  it("answers health with the database reachable", async () => {
    const res = await fetch(`${platform.url}/api/v1/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: "ok", version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it("serves the OpenAPI document under /api/docs", async () => {
    const res = await fetch(`${platform.url}/api/docs/json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain("/api/v1/health");
  });

  it("exposes the authorization and verification headers to the platform's own web origin", async () => {
    const res = await fetch(`${platform.url}/api/v1/health`, { headers: { origin: "http://app.example.test" } });
    expect(res.headers.get("access-control-allow-origin")).toBe("http://app.example.test");
    const exposed = res.headers.get("access-control-expose-headers") ?? "";
    expect(exposed).toContain("authorization");
    expect(exposed).toContain("verification");
  });

  it("answers unknown API paths with a JSON 404 envelope", async () => {
    const res = await fetch(`${platform.url}/api/v1/no-such-route`);
    expect(res.status).toBe(404);
    const body = (await res.json()) as { message: string; data: { message: string } };
    expect(body.data.message).toBe(body.message);
  });

  it("seeds SPEC.md's account settings and the compliance policy", async () => {
    const { settings } = await import("@rummy/db/schema/settings");
    const rows = await platform.running.platform.db.select().from(settings);
    const keys = rows.map((r) => r.key).sort();
    // SPEC.md's account data and the compliance policy; modules may seed further keys of their own.
    expect(keys).toEqual(
      expect.arrayContaining(["aAddCashPack", "aPrivateTableRange", "aReportDropDown", "aRestrictedState", "compliance", "eUPIPaymentMode", "oMaintenance", "oPurchaseRange"]),
    );
    const compliance = rows.find((r) => r.key === "compliance")?.value as { moneyGamesEnabled: boolean; minimumAge: number };
    expect(compliance.moneyGamesEnabled).toBe(false);
    expect(compliance.minimumAge).toBe(18);
  });
});
