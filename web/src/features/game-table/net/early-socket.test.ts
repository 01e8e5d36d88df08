// @vitest-environment node
// A real socket against a real server: ws stands in for the browser's WebSocket (Node 20 has none;
// jsdom's pairs its own Event class with undici's socket and fails on the first "open").
import { Client, type SeatReservation } from "colyseus.js";
import type { AddressInfo } from "node:net";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import NodeWebSocket, { type WebSocketServer } from "ws";
import { heldEvents, installAdoptingWebSocket, openEarlySocket, roomSocketUrl } from "./early-socket.ts";

/** A room server as the socket sees one: it sends right after the handshake, as colyseus' JOIN_ROOM. */
// The ws installed is 7 (its server class is `Server`); its types are 8's (`WebSocketServer`).
const Server = (NodeWebSocket as unknown as { Server: typeof WebSocketServer }).Server;
let server: WebSocketServer;
type ServerSocket = NodeWebSocket;
let address = "";
const seen: { url: string; socket: ServerSocket }[] = [];

const page = { protocol: "http:", host: "localhost:3000" };

beforeAll(() => {
  globalThis.WebSocket = NodeWebSocket as unknown as typeof WebSocket;
  installAdoptingWebSocket();
});

beforeEach(async () => {
  seen.length = 0;
  server = new Server({ port: 0, host: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  address = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on("connection", (socket, request) => {
    seen.push({ url: request.url ?? "", socket });
    socket.send(Uint8Array.of(1));
    socket.send(Uint8Array.of(2));
  });
});

afterEach(async () => {
  for (const { socket } of seen) socket.terminate();
  await new Promise((resolve) => server.close(resolve));
});

const reservation = (sessionId: string, publicAddress?: string): SeatReservation =>
  ({ sessionId, room: { name: "table", roomId: "table-1", processId: "proc-a", clients: 0, maxClients: 12, ...(publicAddress ? { publicAddress } : {}) } }) as SeatReservation;

/** What colyseus.js's client does with a reservation: builds the URL (Client.buildEndpoint) and opens it. */
function colyseusUrl(r: SeatReservation, endpoint: string, token: string): string {
  const client = new Client(endpoint);
  client.auth.token = token;
  return (client as unknown as { buildEndpoint(room: unknown, options: object, protocol?: string): string }).buildEndpoint(r.room, { sessionId: r.sessionId });
}

/** Opens a socket as colyseus.js's transport does and collects what its handlers get. */
function openAsColyseus(url: string): { socket: WebSocket; got: string[] } {
  const got: string[] = [];
  const socket = new WebSocket(url);
  socket.binaryType = "arraybuffer";
  socket.onmessage = (e: MessageEvent) => got.push(`message ${new Uint8Array(e.data as ArrayBuffer).join(",")}`);
  socket.onclose = (e: CloseEvent) => got.push(`close ${e.code}`);
  return { socket, got };
}

describe("the game window's early room socket (issue 22)", () => {
  it("is opened at the URL colyseus.js builds for the same reservation, with or without a public address", () => {
    expect(roomSocketUrl(reservation("s-1"), "tok", page)).toBe(colyseusUrl(reservation("s-1"), "ws://localhost:3000", "tok"));
    expect(roomSocketUrl(reservation("s-1", "rooms.example:8443/gs2"), "tok", page)).toBe(colyseusUrl(reservation("s-1", "rooms.example:8443/gs2"), "ws://localhost:3000", "tok"));
    expect(roomSocketUrl(reservation("s-1"), "tok", { protocol: "https:", host: "rummy.example" })).toBe(colyseusUrl(reservation("s-1"), "wss://rummy.example", "tok"));
  });

  it("is handed to the client that opens the same seat's URL, with the messages that came before, in order, then the rest", async () => {
    openEarlySocket(reservation("s-2", address), "tok", page);
    await vi.waitFor(() => expect(heldEvents("s-2")).toBe(2));
    const { got } = openAsColyseus(roomSocketUrl(reservation("s-2", address), "tok", page)!);
    expect(seen).toHaveLength(1);
    seen[0]!.socket.send(Uint8Array.of(3));
    await vi.waitFor(() => expect(got).toEqual(["message 1", "message 2", "message 3"]));
    expect(seen[0]!.url).toBe("/proc-a/table-1?sessionId=s-2&_authToken=tok");
    // Taken once: the same URL again is a socket of its own.
    openAsColyseus(roomSocketUrl(reservation("s-2", address), "tok", page)!);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
  });

  it("passes on a close that came before the client took the socket, after its messages", async () => {
    openEarlySocket(reservation("s-3", address), "tok", page);
    await vi.waitFor(() => expect(heldEvents("s-3")).toBe(2));
    seen[0]!.socket.close(4212, "seat reservation expired.");
    await vi.waitFor(() => expect(heldEvents("s-3")).toBe(3));
    const { got } = openAsColyseus(roomSocketUrl(reservation("s-3", address), "tok", page)!);
    await vi.waitFor(() => expect(got).toEqual(["message 1", "message 2", "close 4212"]));
  });

  it("leaves every other URL alone: the socket opens as usual", async () => {
    const { socket, got } = openAsColyseus(`ws://${address}/proc-a/table-1?sessionId=someone-else&_authToken=tok`);
    await vi.waitFor(() => expect(got).toEqual(["message 1", "message 2"]));
    expect(seen).toHaveLength(1);
    socket.close();
  });
});
