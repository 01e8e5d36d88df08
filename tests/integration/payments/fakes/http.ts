import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/** A tiny JSON HTTP server on 127.0.0.1 for provider fakes. */
export interface FakeServer {
  readonly url: string;
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, body: unknown, res: ServerResponse) => void | Promise<void>;

export async function startFake(handler: Handler): Promise<FakeServer> {
  const sockets = new Set<import("node:net").Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      Promise.resolve(handler(req, body, res)).catch((error: unknown) => {
        if (!res.headersSent) json(res, 500, { error: String(error) });
      });
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

export function basicAuthOf(req: IncomingMessage): string {
  const h = req.headers.authorization ?? "";
  return h.startsWith("Basic ") ? Buffer.from(h.slice(6), "base64").toString("utf8") : "";
}
