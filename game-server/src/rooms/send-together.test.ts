import { createServer, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { once } from "node:events";
import { ClientState, type Client } from "@colyseus/core";
import { WebSocketClient } from "@colyseus/ws-transport";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { EventEmitter } from "node:events";
import { sendTogether } from "./send-together.ts";

let stop: (() => void) | undefined;
afterEach(() => stop?.());

/** A WebSocket server with one client connected over a raw TCP socket, so the test sees the bytes as they arrive. */
async function connected(): Promise<{ client: Client; raw: Socket; chunks: Buffer[] }> {
  const server = createServer();
  // The runtime's ws (7) has no named WebSocketServer export; its Server is the same class.
  const { Server: WebSocketServer } = WebSocket as unknown as { Server: new (options: { server: Server }) => EventEmitter };
  const wss = new WebSocketServer({ server });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const accepted = once(wss, "connection") as Promise<[WebSocket]>;
  const raw = connect(port, "127.0.0.1");
  raw.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`);
  const [ws] = await accepted;
  let head = "";
  while (!head.includes("\r\n\r\n")) head += ((await once(raw, "data")) as [Buffer])[0].toString("latin1");
  const chunks: Buffer[] = [];
  raw.on("data", (chunk: Buffer) => chunks.push(chunk));
  const client = new WebSocketClient("s1", ws) as unknown as Client;
  (client as unknown as { state: ClientState }).state = ClientState.JOINED;
  stop = () => {
    raw.destroy();
    server.close();
  };
  return { client, raw, chunks };
}

/** Unmasked server frames in `bytes`: their payload lengths (short frames only, as sent here). */
function frameLengths(bytes: Buffer): number[] {
  const lengths: number[] = [];
  for (let at = 0; at < bytes.length; ) {
    const length = bytes[at + 1]! & 0x7f;
    lengths.push(length);
    at += 2 + length;
  }
  return lengths;
}

describe("sending a client several frames together", () => {
  it("holds a client's frames until the end and puts them on the wire in one write", async () => {
    const { client, raw, chunks } = await connected();
    const socket = (client.ref as unknown as { _socket: Socket })._socket;
    let corkedInside = -1;
    sendTogether([client], () => {
      client.raw(Buffer.from("patch"));
      client.raw(Buffer.from("events!"));
      corkedInside = socket.writableCorked;
    });
    expect(corkedInside).toBe(1);
    expect(socket.writableCorked).toBe(0);
    while (chunks.reduce((n, c) => n + c.length, 0) < 2 + 5 + 2 + 7) await once(raw, "data");
    expect(chunks).toHaveLength(1);
    expect(frameLengths(chunks[0]!)).toEqual([5, 7]);
  });

  it("uncorks when what it runs throws, and sends to a client without a socket as before", async () => {
    const { client } = await connected();
    const socket = (client.ref as unknown as { _socket: Socket })._socket;
    const sent: unknown[] = [];
    const bare = { ref: undefined, send: (m: unknown) => sent.push(m) } as unknown as Client;
    expect(() =>
      sendTogether([client, bare], () => {
        bare.send("events", 1);
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(socket.writableCorked).toBe(0);
    expect(sent).toEqual(["events"]);
  });
});
