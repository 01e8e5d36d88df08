import { randomBytes, randomInt } from "node:crypto";

/**
 * An HTTP client for the account API as a browser would use it: JSON bodies, the token in the
 * `authorization` header, and its own client address (X-Forwarded-For; the server trusts the
 * proxy header) so per-IP limits of one test do not leak into another.
 */
export interface ApiResponse<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: { message: string; data: T };
  readonly headers: Headers;
}

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export class ApiClient {
  token: string | undefined;
  constructor(
    readonly baseUrl: string,
    readonly ip: string = randomIp(),
  ) {}

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const res = await fetch(`${this.baseUrl}/api/v1${path}`, {
      method,
      headers: {
        "x-forwarded-for": this.ip,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.token ? { authorization: this.token } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { message: text, data: {} };
    }
    return { status: res.status, body: parsed as { message: string; data: T }, headers: res.headers };
  }

  get<T = Record<string, unknown>>(path: string, headers?: Record<string, string>) {
    return this.call<T>("GET", path, undefined, headers);
  }

  post<T = Record<string, unknown>>(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.call<T>("POST", path, body, headers);
  }

  delete<T = Record<string, unknown>>(path: string, headers?: Record<string, string>) {
    return this.call<T>("DELETE", path, undefined, headers);
  }

  /** A multipart/form-data POST (problem reports with attachments). */
  async upload<T = Record<string, unknown>>(path: string, form: FormData, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const res = await fetch(`${this.baseUrl}/api/v1${path}`, {
      method: "POST",
      headers: { "x-forwarded-for": this.ip, ...(this.token ? { authorization: this.token } : {}), ...headers },
      body: form,
    });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { message: text, data: {} };
    }
    return { status: res.status, body: parsed as { message: string; data: T }, headers: res.headers };
  }

  /** Logs in by mobile (+91) or e-mail; keeps the token. */
  async login(identifier: string, password: string): Promise<ApiResponse<{ _id: string }>> {
    const res = await this.post<{ _id: string }>("/auth/login/simple", { sMobile: identifier, sPassword: password });
    if (res.status === 200) this.token = res.headers.get("authorization") ?? undefined;
    return res;
  }
}

export interface OutboxMessage {
  _id: string;
  eChannel: "sms" | "email";
  sTo: string;
  sSubject: string;
  sBody: string;
  dCreatedDate: string;
}

export async function outbox(baseUrl: string, to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${baseUrl}/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { data: { aMessages: OutboxMessage[] } };
  return body.data.aMessages;
}

/**
 * The newest code sent to a mobile (`+91...`) or an e-mail address, read from the dev outbox. The
 * code comes first in either language (`1234 is your Rummy …`, `1234 आपका Rummy …`).
 */
export async function latestOtp(baseUrl: string, to: string): Promise<string> {
  const [latest] = await outbox(baseUrl, to);
  const code = latest?.sBody.match(/^(\d{4}) (?:is your|आपका) Rummy /)?.[1];
  if (!code) throw new Error(`no OTP in the outbox for ${to}`);
  return code;
}

export interface TestPlayer {
  readonly userName: string;
  readonly email: string;
  /** 10 digits. */
  readonly mobile: string;
  readonly password: string;
  readonly client: ApiClient;
  readonly id: string;
}

let sequence = 0;

/** Fresh, valid registration fields (unique per call). */
export function newIdentity(): { userName: string; email: string; mobile: string; password: string } {
  sequence += 1;
  const tag = `${randomBytes(3).toString("hex")}${sequence.toString(36)}`.slice(0, 8);
  const mobile = `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
  return { userName: `p${tag}`, email: `p${tag}@example.com`, mobile, password: "Secret@123" };
}

/** Registers through the API, reads the OTP from the dev outbox and verifies it: a logged-in player. */
export async function registerPlayer(baseUrl: string, overrides: Partial<ReturnType<typeof newIdentity>> = {}): Promise<TestPlayer> {
  const identity = { ...newIdentity(), ...overrides };
  const client = new ApiClient(baseUrl);
  const reg = await client.post("/auth/register", {
    sUserName: identity.userName,
    sEmail: identity.email,
    sMobile: `+91${identity.mobile}`,
    sPassword: identity.password,
    eGender: "male",
  });
  if (reg.status !== 200) throw new Error(`register failed: ${reg.status} ${reg.body.message}`);
  const verification = reg.headers.get("verification") ?? "";
  const code = await latestOtp(baseUrl, `+91${identity.mobile}`);
  const verify = await client.post<{ _id: string }>("/auth/otp/verify", { code, sMobile: `+91${identity.mobile}` }, { verification });
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.status} ${verify.body.message}`);
  client.token = verify.headers.get("authorization") ?? undefined;
  return { ...identity, client, id: verify.body.data._id };
}
