import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import type { EventEmitter } from "node:events";

/**
 * Colyseus' Redis presence and driver for a scaled-out process (README "Running several
 * processes"), with their ioredis connections watched. ioredis prints a stack trace
 * ("Unhandled error event") for every failed reconnection attempt of a client with no `error`
 * listener, several a second per connection while Redis is down. Here each connection has one, and
 * an outage is logged at warn twice: when the first connection fails and when every connection is
 * ready again (the end of the outage, at the same level so that one filter shows both); ioredis
 * keeps reconnecting by itself in between.
 */
export interface RedisLog {
  warn(message: string): void;
}

/**
 * Colyseus' Redis presence, quiet once shut down. An IPC request of the matchmaker
 * (`requestFromIPC`: a remote room call, a create on another process) unsubscribes from its reply
 * channel when it times out, and subscribeIPC publishes its replies, neither awaited nor caught;
 * after `shutdown()` has closed the connections, each of those rejected "Connection is closed."
 * unhandled. With the connections closed there is nothing left to unsubscribe from or to publish
 * on, so both are no-ops then; the request itself still fails with its own ipc_timeout.
 *
 * A request that starts after the shutdown (a stopping process's health check of another process,
 * during a rolling restart) subscribed inside requestFromIPC's promise executor: its rejection was
 * unhandled, printed on the stopping process's stderr, and the request never settled. Subscribing
 * is a no-op too, so the request times out like any unanswered one; the health check that then
 * excludes the silent process (`hdel` of its room count) excludes nothing from a closed presence,
 * so a stopping process never drops a live process's room listings (issue 968).
 */
export class ClusterPresence extends RedisPresence {
  private closed = false;

  override async subscribe(topic: string, callback: Parameters<RedisPresence["subscribe"]>[1]): Promise<this> {
    return this.closed ? this : super.subscribe(topic, callback);
  }

  override async hdel(key: string, field: string): Promise<boolean> {
    return this.closed ? false : super.hdel(key, field);
  }

  override async unsubscribe(topic: string, callback?: Parameters<RedisPresence["unsubscribe"]>[1]): Promise<this> {
    return this.closed ? this : super.unsubscribe(topic, callback);
  }

  override async publish(topic: string, data: Parameters<RedisPresence["publish"]>[1]): Promise<void> {
    if (!this.closed) await super.publish(topic, data);
  }

  override shutdown(): void {
    this.closed = true;
    super.shutdown();
  }
}

export function scaledOutRedis(url: string, log: RedisLog): { presence: RedisPresence; driver: RedisDriver } {
  const presence = new ClusterPresence(url);
  const driver = new RedisDriver(url);
  // The clients are fields the packages do not export (presence: pub and sub; driver: _client).
  const inner = presence as unknown as { pub: EventEmitter; sub: EventEmitter };
  const watch = watchOutages(log);
  watch("presence publisher", inner.pub);
  watch("presence subscriber", inner.sub);
  watch("driver", (driver as unknown as { _client: EventEmitter })._client);
  return { presence, driver };
}

/** Returns a function that watches one named connection; all of them share one outage. */
export function watchOutages(log: RedisLog, now: () => number = Date.now): (name: string, client: EventEmitter) => void {
  const down = new Set<string>();
  let since = 0;
  return (name, client) => {
    client.on("error", (error: unknown) => {
      if (down.has(name)) return;
      if (down.size === 0) {
        since = now();
        log.warn(`Redis unreachable (${name}: ${String((error as Error)?.message ?? error)}); matchmaking across processes waits, tables play on; reconnecting`);
      }
      down.add(name);
    });
    client.on("ready", () => {
      if (!down.delete(name) || down.size > 0) return;
      log.warn(`Redis reachable again after ${((now() - since) / 1000).toFixed(1)} s`);
    });
  };
}
