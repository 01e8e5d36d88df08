/**
 * How the platform sends the built web app (`web/dist`) and compresses its replies.
 *
 * - The build ships every asset precompressed (`.br` and `.gz` beside it, see web/vite.config.ts);
 *   @fastify/static picks the one the browser accepts, with `Content-Encoding` and
 *   `Vary: Accept-Encoding`, so no script is compressed per request.
 * - Hashed assets (`/assets/<name>-<hash>.<ext>`) never change under their name: cached for a year
 *   as immutable. The HTML names the current hashes, so it is never used without revalidating.
 * - Other replies (the API's JSON) above 1 KB are compressed on the fly by @fastify/compress.
 *   Colyseus answers `/matchmake` and the room sockets itself, before Fastify, so they are untouched.
 */
import { existsSync } from "node:fs";
import { join, relative, sep } from "node:path";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { errorBody } from "./envelope.ts";

/** Paths that are never the web app: unknown ones answer a JSON 404 instead of index.html. */
const API_PREFIXES = ["/api/", "/matchmake/", "/colyseus"];

/** Built files: `/assets/<name>` with nothing that could climb out of the folder. */
const ASSET_PATH = /^\/assets\/[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/** Replies smaller than this gain too little from compression to pay for it. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const NO_CACHE = "no-cache";

/**
 * Pages that preload their screen's chunks (written by the build, see web/vite.config.ts), so a
 * phone fetches them alongside the entry script instead of after it has run: the game popup's
 * table, and the lobby (the logged-in shell and the lobby page); and the home page, drawn in its
 * HTML so a phone paints it before the entry script has run.
 */
const GAME_PAGE = "game.html";
const LOBBY_PAGE = "lobby.html";
const HOME_PAGE = "home.html";

function isTableUrl(url: string): boolean {
  const [path, query = ""] = url.split("?");
  if (path !== "/game") return false;
  const params = new URLSearchParams(query);
  return Boolean(params.get("sAuthToken") && params.get("sTableId"));
}

/**
 * The HTML for an app path: a preloading page when the build has one for it, else index.html.
 * `/game` without a table is the home page.
 */
function pageFor(url: string, webDist: string): string {
  const path = url.split("?")[0];
  const page = isTableUrl(url) ? GAME_PAGE : path === "/lobby" ? LOBBY_PAGE : path === "/" || path === "/game" ? HOME_PAGE : null;
  return page && existsSync(join(webDist, page)) ? page : "index.html";
}

function cacheHeaders(webDist: string) {
  const assets = `assets${sep}`;
  return (reply: FastifyReply, file: string) => {
    reply.header("cache-control", relative(webDist, file).startsWith(assets) ? IMMUTABLE : NO_CACHE);
  };
}

/**
 * Registers compression, the web build (when `webDist` holds one) and the not-found handler with
 * its SPA fallback. Call before the API routes: @fastify/compress hooks the routes added after it.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  // Request bodies are not decompressed: a small gzip body could expand past the body limit's intent.
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES, encodings: ["br", "gzip"], globalDecompression: false });

  const serveWeb = Boolean(webDist && existsSync(join(webDist, "index.html")));
  if (serveWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // `/` is answered by the not-found handler below, which sends home.html when the build has it.
      index: false,
      preCompressed: true,
      // Our own Cache-Control per file instead of send's `public, max-age=0`.
      cacheControl: false,
      setHeaders: cacheHeaders(webDist),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const wantsApp = request.method === "GET" && !API_PREFIXES.some((p) => request.url.startsWith(p));
    // The static routes are the files found at boot; a web build made since (hashed names) is
    // served from here, and a script that does not exist is a 404, never the page in its place.
    if (serveWeb && webDist && wantsApp && ASSET_PATH.test(path)) {
      if (existsSync(join(webDist, path))) return reply.sendFile(path.slice(1));
      return reply.code(404).send(errorBody(`Not found: GET ${path}`));
    }
    if (serveWeb && webDist && wantsApp) {
      return reply.type("text/html").sendFile(pageFor(request.url, webDist));
    }
    return reply.code(404).send(errorBody(`Not found: ${request.method} ${path}`));
  });
}
