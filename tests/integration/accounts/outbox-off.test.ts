import { loadConfig } from "@rummy/game-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newIdentity } from "../../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { json, startFake, type FakeServer } from "../payments/fakes/http.ts";

/**
 * OTP_SENDER=http: codes go to an SMS gateway (a local fake here) and the dev outbox does not
 * exist at all. Production refuses the sandbox sender unless an operator allows it.
 */

interface Sms {
  to: string;
  sender: string;
  message: string;
  authorization: string | undefined;
}

const received: Sms[] = [];
let gateway: FakeServer;
let platform: TestPlatform;

beforeAll(async () => {
  gateway = await startFake((req, body, res) => {
    const b = body as { to: string; sender: string; message: string };
    received.push({ ...b, authorization: req.headers.authorization });
    json(res, 200, { status: "queued" });
  });
  platform = await bootTestPlatform("account_outbox_off", {
    OTP_SENDER: "http",
    SMS_GATEWAY_URL: `${gateway.url}/send`,
    SMS_GATEWAY_TOKEN: "sms-test-token",
    SMS_SENDER_ID: "RUMMYT",
    SMTP_URL: "smtp://127.0.0.1:9",
  });
});
afterAll(async () => {
  await platform?.close();
  await gateway?.close();
});

describe("without the sandbox sender", () => {
  it.each(["/api/v1/dev/outbox", "/api/v1/dev/outbox?to=9876543210", "/api/v1/dev/outbox/page"])("%s does not exist", async (path) => {
    const res = await fetch(`${platform.url}${path}`);
    expect(res.status).toBe(404);
  });

  it("the OTP goes to the SMS gateway and verifies", async () => {
    const id = newIdentity();
    const c = new ApiClient(platform.url);
    const reg = await c.post("/auth/register", { sUserName: id.userName, sEmail: id.email, sMobile: `+91${id.mobile}`, sPassword: id.password, eGender: "male" });
    expect(reg.status).toBe(200);
    const sms = received.find((m) => m.to === `91${id.mobile}`);
    expect(sms).toMatchObject({ sender: "RUMMYT", authorization: "Bearer sms-test-token" });
    const code = sms?.message.match(/^(\d{4}) is your/)?.[1] ?? "";
    const verified = await c.post("/auth/otp/verify", { code, sMobile: `+91${id.mobile}` }, { verification: reg.headers.get("verification") ?? "" });
    expect(verified.status).toBe(200);
  });

  it("production refuses the sandbox sender unless allowed", () => {
    const secret = "s".repeat(40);
    const real = { PAYMENTS_PROVIDER: "razorpay", RAZORPAY_KEY_ID: "k", RAZORPAY_KEY_SECRET: "s", RAZORPAY_WEBHOOK_SECRET: "w" };
    const payouts = { PAYOUTS_PROVIDER: "rbl", RBL_API_URL: "https://rbl.example", RBL_CORP_ID: "c", RBL_CLIENT_ID: "i", RBL_CLIENT_SECRET: "s", RBL_PAYOUT_ACCOUNT_NO: "1", RBL_COLLECTION_ACCOUNT_NO: "2" };
    const kyc = { KYC_PROVIDER: "zoop", ZOOP_APP_ID: "a", ZOOP_API_KEY: "k" };
    const base = { NODE_ENV: "production", JWT_SECRET: secret, PUBLIC_URL: "https://rummy.example.com", ...real, ...payouts, ...kyc };
    expect(() => loadConfig({ ...base, OTP_SENDER: "sandbox" })).toThrow(/OTP_SENDER: sandbox providers are refused/);
    expect(loadConfig({ ...base, OTP_SENDER: "sandbox", ALLOW_SANDBOX_PROVIDERS: "true" }).OTP_SENDER).toBe("sandbox");
  });
});
