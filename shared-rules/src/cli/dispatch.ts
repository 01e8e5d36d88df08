/**
 * One request line in, one response object out. Each op is a handler in `ops/`; a malformed
 * line or a failing handler answers `{"ok":false,"error":...}` so the tool can go on.
 */
import { OPS } from "./ops/index.ts";
import { RequestError, type Request } from "./request.ts";

/** Longest request line accepted (a 28-card request is well under 1 KiB). */
export const MAX_LINE_CHARS = 64 * 1024;

export type Response = { readonly ok: true } & Readonly<Record<string, unknown>> | { readonly ok: false; readonly error: string };

function parse(line: string): Request {
  if (line.length > MAX_LINE_CHARS) throw new RequestError(`line longer than ${MAX_LINE_CHARS} characters`);
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new RequestError(`bad JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new RequestError("a request is a JSON object");
  return value as Request;
}

export function respond(line: string): Response {
  try {
    const request = parse(line);
    const op = request["op"];
    if (typeof op !== "string") throw new RequestError("missing field: op");
    const handler = Object.hasOwn(OPS, op) ? OPS[op] : undefined;
    if (handler === undefined) throw new RequestError(`unknown op: ${op}`);
    return { ok: true, ...handler(request) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
