import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { registerPlayer } from "../../support/accounts.ts";

/**
 * Players for browser tests, made through the real API and the sandbox OTP outbox
 * (GET /api/v1/dev/outbox?to=...). Each call makes a new player with a fresh mobile and email.
 */
export interface TestPlayer {
  readonly username: string;
  readonly email: string;
  /** 10 digits, no +91. */
  readonly mobile: string;
  readonly password: string;
}

let counter = 0;

export function newPlayer(): TestPlayer {
  counter += 1;
  const tag = `${Date.now().toString(36).slice(-5)}${counter}`.replace(/[^a-z0-9]/gi, "");
  const digits = `${Date.now()}${counter}`.slice(-9);
  return {
    username: `p${tag}`.slice(0, 10),
    email: `p${tag}@example.com`,
    mobile: `9${digits}`,
    password: "Secret@123",
  };
}

interface OutboxMessage {
  readonly sTo: string;
  readonly sBody: string;
  readonly dCreatedDate: string;
}

/** The newest 4-digit code sent to a mobile (10 digits) or an email. */
export async function latestOtp(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const reply = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=5`);
        const body = (await reply.json()) as { data?: { aMessages?: OutboxMessage[] } };
        code = body.data?.aMessages?.[0]?.sBody.match(/\b(\d{4})\b/)?.[1];
        return code;
      },
      { message: `an OTP in the dev outbox for ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code ?? "";
}

/** How many messages the outbox holds for a destination (to tell a new code from an old one). */
export async function outboxCount(request: APIRequestContext, to: string): Promise<number> {
  const reply = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=50`);
  const body = (await reply.json()) as { data?: { aMessages?: OutboxMessage[] } };
  return body.data?.aMessages?.length ?? 0;
}

/**
 * Registers and verifies a player through the API (the shared helper of tests/support, which
 * gives each player its own client address so per-IP limits of one test do not reach another).
 */
export async function registeredPlayer(): Promise<TestPlayer & { token: string }> {
  const baseUrl = process.env["E2E_BASE_URL"];
  if (!baseUrl) throw new Error("E2E_BASE_URL is not set: run the browser tests through playwright (global-setup starts the platform)");
  const player = await registerPlayer(baseUrl);
  expect(player.client.token, "a session token after OTP verification").toBeTruthy();
  return { username: player.userName, email: player.email, mobile: player.mobile, password: player.password, token: player.client.token ?? "" };
}

/** Opens the app already logged in, as a saved token does after a reload. */
export async function openLoggedIn(page: Page, token: string, path = "/lobby"): Promise<void> {
  await page.goto("/faq");
  await page.evaluate((t) => localStorage.setItem("Token", t), token);
  await page.goto(path);
}
