import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("runs locally with nothing set", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe(".data");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATABASE_POOL_SIZE).toBe(10);
    expect(config.DATABASE_PREPARED_STATEMENTS).toBe("on");
    expect(config.seedDemoData).toBe(true);
    expect(config.sandboxProviders).toEqual(["PAYMENTS_PROVIDER", "PAYOUTS_PROVIDER", "KYC_PROVIDER", "OTP_SENDER"]);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ REDIS_URL: "http://x" }, "REDIS_URL"],
    [{ DATABASE_POOL_SIZE: "0" }, "DATABASE_POOL_SIZE"],
    [{ DATABASE_POOL_SIZE: "many" }, "DATABASE_POOL_SIZE"],
    [{ DATABASE_PREPARED_STATEMENTS: "maybe" }, "DATABASE_PREPARED_STATEMENTS"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ PAYMENTS_PROVIDER: "paypal" }, "PAYMENTS_PROVIDER"],
    [{ JWT_SECRET: "short" }, "JWT_SECRET"],
    [{ SEED_DEMO_DATA: "maybe" }, "SEED_DEMO_DATA"],
  ])("refuses %j naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it("takes the database pool size", () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: "24" }).DATABASE_POOL_SIZE).toBe(24);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("requires a JWT secret in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/JWT_SECRET/);
  });

  it("refuses sandbox providers in production unless the operator allows them", () => {
    const secret = "x".repeat(40);
    const url = "https://rummy.example.com";
    expect(() => loadConfig({ NODE_ENV: "production", JWT_SECRET: secret, PUBLIC_URL: url })).toThrow(/sandbox providers are refused/);
    const allowed = loadConfig({ NODE_ENV: "production", JWT_SECRET: secret, PUBLIC_URL: url, ALLOW_SANDBOX_PROVIDERS: "true" });
    expect(allowed.isProduction).toBe(true);
    expect(allowed.seedDemoData).toBe(false);
  });
});
