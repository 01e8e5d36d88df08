import { connect as tcp } from "node:net";
import type { Room } from "colyseus.js";

/**
 * Helpers of the suites that run several server processes over one Redis: each suite owns a
 * Redis database number of its own and flushes only that one; a client's room tells which process
 * its WebSocket went to.
 */

/** FLUSHDB on the suite's Redis database only, over a bare RESP connection (database 0 is refused). */
export async function flushRedisDb(url: string): Promise<void> {
  const u = new URL(url);
  const db = u.pathname.replace("/", "") || "0";
  if (db === "0") throw new Error(`${url}: a scaled-out suite needs a dedicated Redis database number, not 0`);
  const command = (...args: string[]) => `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join("")}`;
  await new Promise<void>((resolve, reject) => {
    const socket = tcp(Number(u.port || 6379), u.hostname);
    let reply = "";
    socket.on("error", reject);
    socket.on("data", (d) => {
      reply += d.toString();
      if ((reply.match(/\r\n/g) ?? []).length >= 2) {
        socket.end();
        if (reply.startsWith("+OK\r\n+OK")) resolve();
        else reject(new Error(`redis said ${reply}`));
      }
    });
    socket.write(command("SELECT", db) + command("FLUSHDB"));
  });
}

/** Where a client's WebSocket actually went: host:port of the process it is talking to. */
export function socketHost(holder: { readonly room: Room }): string {
  const ws = (holder.room.connection.transport as unknown as { ws?: { url: string } }).ws;
  return new URL(ws?.url ?? "ws://none").host;
}
