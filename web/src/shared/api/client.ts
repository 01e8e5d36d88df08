import { currentToken } from "../session/session.ts";
import { commonT } from "../i18n/common.ts";
import { currentLanguage } from "../i18n/i18n.ts";
import { DEVICE_ID_HEADER, deviceId } from "./device-id.ts";
import { IDEMPOTENCY_HEADER, isMoneyPath, sendAsAction } from "./action-keys.ts";
import { trackPending } from "./pending.ts";

/**
 * The one HTTP client of the web app (SPEC.md sections 6-8). It sends the saved token in the
 * `authorization` header, reads the reply message from `data.message` (then `message`), turns "no
 * reply" into 'Server is unavailable.', hands 401s and the account-not-found message to the
 * session handler the app registers, exposes the `authorization` and `verification` headers, and
 * sends the money calls with one `Idempotency-Key` per user action (action-keys.ts).
 */

export const API_PREFIX = "/api/v1";
export const SERVER_UNAVAILABLE = "Server is unavailable.";
/** A reply the contract could not read (contract-reply.ts). */
export const UNEXPECTED_REPLY = "Unexpected reply from the server.";
export const ACCOUNT_NOT_FOUND = "Sorry, we didn't find any account with that Email id/Mobile number";

export interface ApiReply<T> {
  readonly status: number;
  readonly message: string;
  readonly data: T;
  /** The `authorization` response header: a new session token. */
  readonly authorization: string | null;
  /** The `verification` response header: the id an OTP must be verified against. */
  readonly verification: string | null;
}

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or null when the server did not reply. */
    readonly status: number | null,
    readonly data: unknown = undefined,
    readonly verification: string | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface RequestOptions {
  readonly body?: unknown;
  /** Extra headers, e.g. `verification` for the OTP and reset calls. */
  readonly headers?: Record<string, string>;
  /** Set false for background refreshes that should not show the full-screen loader. */
  readonly loader?: boolean;
  readonly signal?: AbortSignal;
  /** Set false when a 401 is expected and harmless (logging out an already-ended session). */
  readonly sessionCheck?: boolean;
}

type SessionProblem = "unauthorized" | "account-not-found";
const NO_HANDLER = (): void => undefined;
let sessionProblemHandler: (problem: SessionProblem) => void = NO_HANDLER;

/** The app registers what a 401 or a vanished account does (log out, go to /). */
export function onSessionProblem(handler: (problem: SessionProblem) => void): () => void {
  sessionProblemHandler = handler;
  return () => {
    if (sessionProblemHandler === handler) sessionProblemHandler = NO_HANDLER;
  };
}

/**
 * The server ended this session without a request of ours answering 401 (the player channel said
 * so): the app handles it as a 401. False when no app handler is registered.
 */
export function reportSessionEnded(): boolean {
  if (sessionProblemHandler === NO_HANDLER) return false;
  sessionProblemHandler("unauthorized");
  return true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** SPEC.md: "Reply messages come from data.message"; the envelope also carries `message`. */
export function replyMessage(body: unknown): string {
  if (!isRecord(body)) return "";
  const data = body["data"];
  if (isRecord(data) && typeof data["message"] === "string") return data["message"];
  return typeof body["message"] === "string" ? body["message"] : "";
}

/** The envelope's `data` (the whole body when a reply has no envelope). */
export function replyData(body: unknown): unknown {
  return isRecord(body) && "data" in body ? body["data"] : body;
}

/** The refusal's code (`data.code`), whatever the language of its message. */
export function replyCode(body: unknown): string {
  if (!isRecord(body)) return "";
  const data = body["data"];
  return isRecord(data) && typeof data["code"] === "string" ? data["code"] : "";
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A request a page's early script sent before the app started (web/build/lobby-early.js). */
interface EarlyRequest {
  readonly key: string;
  readonly token: string;
  readonly at: number;
  readonly response: Promise<Response>;
}

declare global {
  interface Window {
    __rummyEarly?: EarlyRequest;
  }
}

const EARLY_FOR_MS = 10_000;

/**
 * The early script's reply when this is the same request (method, path, body) with the same token,
 * asked soon after: taken once, so only the app's first such request uses it.
 */
function takeEarly(method: string, path: string, body: unknown, token: string | null): Promise<Response> | null {
  const early = typeof window === "undefined" ? undefined : window.__rummyEarly;
  if (!early || early.key !== `${method} ${path} ${JSON.stringify(body)}`) return null;
  window.__rummyEarly = undefined;
  return early.token === token && Date.now() - early.at < EARLY_FOR_MS ? early.response : null;
}

async function fetchReply(method: string, path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const early = takeEarly(method, path, options.body, token);
  if (early) {
    try {
      return await early;
    } catch {
      // The early request failed on the way: ask again, as if it had never been sent.
    }
  }
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (token) headers["authorization"] = token;
  headers[DEVICE_ID_HEADER] = deviceId();
  // The server answers its messages in the app's language (issue 21), not the browser's.
  headers["accept-language"] = currentLanguage() === "hi" ? "hi-IN" : "en-IN";
  try {
    return await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(SERVER_UNAVAILABLE, null);
  }
}

async function request<T>(method: string, path: string, options: RequestOptions): Promise<ApiReply<T>> {
  const token = currentToken();
  const response = await fetchReply(method, path, options, token);
  const body = await readJson(response);
  const verification = response.headers.get("verification");
  // A gateway error page (HTML) or an empty 5xx means the API itself did not answer.
  if (body === undefined || (response.status >= 502 && replyMessage(body) === "")) {
    throw new ApiError(SERVER_UNAVAILABLE, null);
  }
  const message = replyMessage(body);
  // By its code too: a Hindi reply (issue 21) words the same refusal in Hindi.
  if (message === ACCOUNT_NOT_FOUND || replyCode(body) === "auth/no_account") sessionProblemHandler("account-not-found");
  if (!response.ok) {
    // Only a request that carried a token can mean "your session is gone".
    if (response.status === 401 && token && options.sessionCheck !== false) sessionProblemHandler("unauthorized");
    const data = isRecord(body) ? body["data"] : undefined;
    throw new ApiError(message || `Request failed (${response.status}).`, response.status, data, verification);
  }
  const data = replyData(body) as T;
  return { status: response.status, message, data, authorization: response.headers.get("authorization"), verification };
}

function send<T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, options: RequestOptions): Promise<ApiReply<T>> {
  if (method !== "POST" || !isMoneyPath(path)) return request<T>(method, path, options);
  // Money calls carry one Idempotency-Key per user action (action-keys.ts).
  return sendAsAction(method, path, options.body, (key) => request<T>(method, path, { ...options, headers: { ...options.headers, [IDEMPOTENCY_HEADER]: key } }));
}

export function apiRequest<T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, options: RequestOptions = {}): Promise<ApiReply<T>> {
  return options.loader === false ? send<T>(method, path, options) : trackPending(() => send<T>(method, path, options));
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) => apiRequest<T>("GET", path, options),
  post: <T>(path: string, body: unknown = {}, options?: Omit<RequestOptions, "body">) => apiRequest<T>("POST", path, { ...options, body }),
};

/** The message to show for any failure: the server's words, or 'Server is unavailable.'. */
export function errorMessage(error: unknown): string {
  const message = error instanceof ApiError ? error.message : SERVER_UNAVAILABLE;
  // The two sentences this browser writes itself are said in the player's language (issue 21).
  if (message === SERVER_UNAVAILABLE) return commonT()("failures.serverUnavailable");
  if (message === UNEXPECTED_REPLY) return commonT()("failures.unexpectedReply");
  return message;
}
