import { ProviderError } from "./errors.ts";

/**
 * The one HTTP client of the provider adapters: JSON over fetch with a hard deadline, and every
 * failure classified (see `ProviderError`). No retries here: whether a call may be repeated is the
 * caller's decision, made with the idempotency key in hand.
 */
export interface JsonResponse {
  readonly status: number;
  readonly body: unknown;
}

export interface JsonRequest {
  readonly method: "GET" | "POST";
  readonly url: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly timeoutMs: number;
}

export async function requestJson(req: JsonRequest): Promise<JsonResponse> {
  let res: Response;
  try {
    res = await fetch(req.url, {
      method: req.method,
      headers: { accept: "application/json", ...(req.body === undefined ? {} : { "content-type": "application/json" }), ...req.headers },
      body: req.body === undefined ? null : JSON.stringify(req.body),
      signal: AbortSignal.timeout(req.timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${req.timeoutMs} ms` : String(error);
    throw new ProviderError("unknown", `${req.method} ${new URL(req.url).pathname}: ${reason}`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    throw new ProviderError("unknown", `${req.method} ${new URL(req.url).pathname}: the answer was cut off (${String(error)})`, res.status);
  }
  let body: unknown = null;
  if (text.length > 0) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ProviderError(res.status >= 500 ? "unknown" : "rejected", `${req.method} ${new URL(req.url).pathname}: answer is not JSON`, res.status);
    }
  }
  if (res.status >= 500 || res.status === 429 || res.status === 408) {
    throw new ProviderError("unknown", `${req.method} ${new URL(req.url).pathname}: HTTP ${res.status}`, res.status);
  }
  return { status: res.status, body };
}

/** Runs `fn` up to `attempts` times while it fails with an `unknown` outcome, `delayMs` apart. Only for reads and idempotent calls. */
export async function retryUnknown<T>(fn: () => Promise<T>, attempts: number, delayMs: number): Promise<T> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (error) {
      last = error;
      if (!(error instanceof ProviderError) || error.kind !== "unknown") throw error;
      if (i + 1 < attempts) await new Promise((r) => setTimeout(r, delayMs));
    }
  }
  throw last;
}
