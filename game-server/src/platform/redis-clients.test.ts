import { EventEmitter } from "node:events";
import { requestFromIPC } from "@colyseus/core";
import { describe, expect, it } from "vitest";
import { scaledOutRedis, watchOutages } from "./redis-clients.ts";

/** Redis database 6: used by no other suite (they flush theirs). */
const REDIS_URL = process.env["TEST_REDIS_URL"] ?? "redis://127.0.0.1:6379/6";

describe("watchOutages", () => {
  it("logs an outage once at warn however often the connections fail, and once more when all are ready again", () => {
    const lines: string[] = [];
    let clock = 1_000;
    const watch = watchOutages({ warn: (m) => lines.push(`warn ${m}`) }, () => clock);
    const pub = new EventEmitter();
    const driver = new EventEmitter();
    watch("presence publisher", pub);
    watch("driver", driver);

    for (let i = 0; i < 50; i++) {
      pub.emit("error", new Error("connect ECONNREFUSED 127.0.0.1:6379"));
      driver.emit("error", new Error("connect ECONNREFUSED 127.0.0.1:6379"));
    }
    expect(lines).toEqual(["warn Redis unreachable (presence publisher: connect ECONNREFUSED 127.0.0.1:6379); matchmaking across processes waits, tables play on; reconnecting"]);
    clock += 4_500;
    pub.emit("ready");
    expect(lines).toHaveLength(1);
    driver.emit("ready");
    expect(lines[1]).toBe("warn Redis reachable again after 4.5 s");
    // A ready without an outage (the first connect) says nothing; the next outage is logged again.
    pub.emit("ready");
    driver.emit("error", new Error("read ECONNRESET"));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^warn Redis unreachable \(driver: read ECONNRESET\)/);
  });
});

describe("scaledOutRedis presence", () => {
  it("fails a matchmaker IPC request that times out after shutdown with its own error, and nothing rejects unhandled", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const { presence, driver } = scaledOutRedis(REDIS_URL, { warn: () => undefined });
      // Nobody answers on this channel: the request waits for its reply until its timeout.
      const request = requestFromIPC(presence, "$nobody-home", "anything", [], 500);
      while ((await presence.channels("ipc:*")).length === 0) await new Promise((r) => setImmediate(r));
      presence.shutdown();
      driver.shutdown();
      await expect(request).rejects.toThrow("ipc_timeout");
      // Unhandled rejections are reported once the microtasks of the turn have run.
      for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });

  it("lets a stopping process's health check of another process time out quietly, excluding nothing (issue 968)", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    const live = scaledOutRedis(REDIS_URL, { warn: () => undefined });
    try {
      const { presence, driver } = scaledOutRedis(REDIS_URL, { warn: () => undefined });
      // The live process's room count, which a failed health check deletes (stats.excludeProcess).
      await live.presence.hset("roomcount", "$live-process", "3");
      presence.shutdown();
      driver.shutdown();
      // Started after the shutdown: before, its subscribe rejected unhandled and it never settled.
      await expect(requestFromIPC(presence, "p:$live-process", "healthcheck", [], 300)).rejects.toThrow("ipc_timeout");
      expect(await presence.hdel("roomcount", "$live-process")).toBe(false);
      expect(await live.presence.hget("roomcount", "$live-process")).toBe("3");
      for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
      await live.presence.hdel("roomcount", "$live-process");
      live.presence.shutdown();
      live.driver.shutdown();
    }
  });
});
