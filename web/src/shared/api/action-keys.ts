/**
 * `Idempotency-Key` for the calls that move money (game-server/PAYMENTS.md "Idempotency-Key"):
 * one key per user action, not per HTTP attempt. The key is made when the player acts (the first
 * submit of a request) and is sent again when that same request is tried again after it got no
 * final answer (no reply, a 5xx, or the server's 409 "still being processed"), so the server answers
 * the retry with the first result instead of moving money twice. A final answer (any 2xx or 4xx)
 * ends the action: submitting the same form again afterwards is a new action with a new key.
 * The same request made while the first is still on its way (a double click) is not sent again:
 * both callers get the one reply.
 */

/** The server's money routes (game-server/src/api/idempotency.ts), without the /api/v1 prefix. */
export const MONEY_PATHS: ReadonlySet<string> = new Set([
  "/transaction/rbl/upi/intent-qr",
  "/transaction/buycash",
  "/transaction/rbl/payout",
  "/transaction/rbl/disbursement",
  "/rummy/table/join",
  "/rummy/table/private/create",
  "/rummy/table/private/join",
  "/tournament/join",
]);

/** Money calls whose path carries an id (`/tournament/withdraw/{id}`). */
const MONEY_PATH_PREFIXES = ["/tournament/withdraw/"];

/** Whether a POST to `path` moves money, and so is sent once per user action with a key. */
export function isMoneyPath(path: string): boolean {
  return MONEY_PATHS.has(path) || MONEY_PATH_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length);
}

export const IDEMPOTENCY_HEADER = "idempotency-key";

/** Inside the server's 24 hours, after which a key no longer names its first answer. */
const KEY_LIFETIME_MS = 23 * 60 * 60 * 1000;

interface OpenAction {
  readonly key: string;
  readonly since: number;
}

export class ActionKeys {
  readonly #open = new Map<string, OpenAction>();
  readonly #sending = new Map<string, Promise<unknown>>();

  constructor(
    private readonly makeKey: () => string = () => crypto.randomUUID(),
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Sends one action's request with its key. `fingerprint` names the request (method, path and
   * body); `isFinal` says whether an outcome ended the action (a thrown error is passed as is).
   */
  run<T>(fingerprint: string, send: (key: string) => Promise<T>, isFinal: (outcome: { ok: true } | { ok: false; error: unknown }) => boolean): Promise<T> {
    const running = this.#sending.get(fingerprint);
    if (running) return running as Promise<T>;
    const key = this.#keyFor(fingerprint);
    const attempt = send(key).then(
      (value) => {
        this.#settle(fingerprint, isFinal({ ok: true }));
        return value;
      },
      (error: unknown) => {
        this.#settle(fingerprint, isFinal({ ok: false, error }));
        throw error;
      },
    );
    this.#sending.set(fingerprint, attempt);
    return attempt;
  }

  #keyFor(fingerprint: string): string {
    const open = this.#open.get(fingerprint);
    if (open && this.now() - open.since < KEY_LIFETIME_MS) return open.key;
    const fresh = { key: this.makeKey(), since: this.now() };
    this.#open.set(fingerprint, fresh);
    return fresh.key;
  }

  #settle(fingerprint: string, final: boolean): void {
    this.#sending.delete(fingerprint);
    if (final) this.#open.delete(fingerprint);
  }
}

/** The fingerprint of a request: the same call with the same body is the same action. */
export function fingerprintOf(method: string, path: string, body: unknown): string {
  return `${method} ${path} ${body === undefined ? "" : JSON.stringify(body)}`;
}

/** A reply that ends an action: any 2xx or 4xx except 409 "still being processed"; no reply or a 5xx does not. */
export function endsAction(outcome: { ok: true } | { ok: false; error: unknown }): boolean {
  if (outcome.ok) return true;
  const status = typeof outcome.error === "object" && outcome.error !== null ? (outcome.error as { status?: unknown }).status : undefined;
  return typeof status === "number" && status < 500 && status !== 409;
}

const actions = new ActionKeys();

/** Sends a money call as one user action (see above); every sender of money calls goes through here. */
export function sendAsAction<T>(method: string, path: string, body: unknown, send: (key: string) => Promise<T>): Promise<T> {
  return actions.run(fingerprintOf(method, path, body), send, endsAction);
}
