import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerPlayer, type TestPlayer } from "../../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { json, startFake, type FakeServer } from "../payments/fakes/http.ts";

/**
 * The Zoop adapter (KYC_PROVIDER=zoop) against a local fake of Zoop's HTTP API: the platform is
 * booted with the real configuration path, only ZOOP_BASE_URL points at the fake.
 */

interface Call {
  readonly path: string;
  readonly appId: string | undefined;
  readonly apiKey: string | undefined;
  readonly body: { mode?: string; task_id?: string; data?: Record<string, unknown> };
}

const calls: Call[] = [];
let digilockerPolls = 0;
let fake: FakeServer;
let platform: TestPlatform;

const header = (req: IncomingMessage, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

beforeAll(async () => {
  fake = await startFake((req, raw, res) => {
    const body = (raw ?? {}) as Call["body"];
    const path = req.url ?? "";
    calls.push({ path, appId: header(req, "app-id"), apiKey: header(req, "api-key"), body });
    const data = body.data ?? {};
    if (header(req, "api-key") !== "zoop-test-key") return json(res, 401, { success: false, response_message: "Invalid credentials" });
    switch (path) {
      case "/api/v1/in/identity/pan/lite": {
        const pan = String(data["customer_pan_number"] ?? "");
        if (pan.endsWith("X")) return json(res, 503, { success: false, response_message: "Upstream down" });
        if (pan.endsWith("F")) return json(res, 200, { success: true, request_id: "zoop-pan-2", response_code: "101", result: { pan_status: "INVALID" }, response_message: "PAN does not exist" });
        return json(res, 200, { success: true, request_id: "zoop-pan-1", response_code: "100", result: { pan_status: "VALID", user_full_name: "NISHA VERMA" } });
      }
      case "/in/identity/okyc/otp/request":
        return json(res, 200, { success: true, request_id: "zoop-okyc-1", response_code: "100", result: { is_otp_sent: true } });
      case "/in/identity/okyc/otp/verify":
        if (data["otp"] !== "111111") return json(res, 400, { success: false, response_code: "106", response_message: "Invalid OTP provided" });
        return json(res, 200, { success: true, request_id: "zoop-okyc-1", result: { user_full_name: "Nisha Verma", user_aadhaar_number: "XXXXXXXX4567" } });
      case "/api/v1/in/identity/digilocker/init":
        return json(res, 200, { success: true, request_id: "zoop-dl-1", result: { url: "https://digilocker.example/consent/zoop-dl-1" } });
      case "/api/v1/in/identity/digilocker/status":
        digilockerPolls += 1;
        if (digilockerPolls === 1) return json(res, 200, { success: true, request_id: "zoop-dl-1", result: { status: "PENDING" } });
        return json(res, 200, { success: true, request_id: "zoop-dl-1", result: { status: "COMPLETED", aadhaar: { name: "Nisha Verma", masked_number: "XXXXXXXX4567" } } });
      default:
        return json(res, 404, { success: false, response_message: "Not found" });
    }
  });
  platform = await bootTestPlatform("account_kyc_zoop", { KYC_PROVIDER: "zoop", ZOOP_BASE_URL: fake.url, ZOOP_APP_ID: "zoop-test-app", ZOOP_API_KEY: "zoop-test-key" });
});
afterAll(async () => {
  await platform?.close();
  await fake?.close();
});

async function nisha(): Promise<TestPlayer> {
  const p = await registerPlayer(platform.url);
  await p.client.post("/profile", { sFullName: "Nisha Verma", dDob: "11-30-1993" });
  return p;
}

describe("Zoop adapter", () => {
  it("PAN lite: sends credentials, consent and the profile's name and date of birth", async () => {
    const p = await nisha();
    const res = await p.client.post<{ request_id: string; eState: string }>("/profile/zoop/kyc", { sPanNumber: "ABCPV1234K", dDOB: "30-11-1993" });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ request_id: "zoop-pan-1", eState: "pending" });
    const call = calls.find((c) => c.path === "/api/v1/in/identity/pan/lite");
    expect(call).toMatchObject({ appId: "zoop-test-app", apiKey: "zoop-test-key", body: { mode: "sync" } });
    expect(call?.body.task_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.body.data).toMatchObject({ customer_pan_number: "ABCPV1234K", pan_holder_name: "Nisha Verma", customer_dob: "1993-11-30", consent: "Y" });
  });

  it("Aadhaar OTP: a mistyped OTP is a retry, the right one verifies and approves", async () => {
    const p = await nisha();
    await p.client.post("/profile/zoop/kyc", { sPanNumber: "ABCPV1235K", dDOB: "30-11-1993" });
    const sent = await p.client.post<{ request_id: string }>("/profile/zoop/adhaar/sendOtp", { sAdharNumber: "345678904567" });
    expect(sent.status).toBe(200);
    expect(sent.body.data.request_id).toBe("zoop-okyc-1");
    const wrong = await p.client.post("/profile/zoop/adhaar/verifyOtp", { sAdharNumber: "345678904567", nOTP: "222222", sRequestId: "zoop-okyc-1" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Invalid OTP.");
    const ok = await p.client.post<{ eState: string }>("/profile/zoop/adhaar/verifyOtp", { sAdharNumber: "345678904567", nOTP: "111111", sRequestId: "zoop-okyc-1" });
    expect(ok.status).toBe(200);
    expect(ok.body.data.eState).toBe("approved");
  });

  it("DigiLocker: init, a pending status, then completed", async () => {
    const p = await nisha();
    const start = await p.client.get<{ request_id: string; sUrl: string }>("/profile/zoop/kyc/digilocker/adhaar");
    expect(start.body.data).toEqual({ request_id: "zoop-dl-1", sUrl: "https://digilocker.example/consent/zoop-dl-1" });
    const init = calls.find((c) => c.path === "/api/v1/in/identity/digilocker/init");
    expect(String(init?.body.data?.["redirect_url"])).toContain("/my-account?myProfile=kyc");
    const pending = await p.client.post<{ bPending: boolean }>("/profile/zoop/kyc/digilocker/adhaar/status", { sAdharNumber: "345678904567", request_id: "zoop-dl-1" });
    expect(pending.status).toBe(200);
    expect(pending.body.data.bPending).toBe(true);
    const done = await p.client.post<{ bPending: boolean; eState: string }>("/profile/zoop/kyc/digilocker/adhaar/status", { sAdharNumber: "345678904567", request_id: "zoop-dl-1" });
    expect(done.body.data).toMatchObject({ bPending: false, eState: "pending" });
  });

  it("a refusal is a failed attempt with Zoop's reason; an outage is 'Gateway Error' and counts nothing", async () => {
    const p = await nisha();
    const refused = await p.client.post("/profile/zoop/kyc", { sPanNumber: "ABCPV1236F", dDOB: "30-11-1993" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("PAN does not exist.");
    const down = await p.client.post("/profile/zoop/kyc", { sPanNumber: "ABCPV1237X", dDOB: "30-11-1993" });
    expect(down.status).toBe(503);
    expect(down.body.message).toBe("Gateway Error");
    const kyc = (await p.client.get<{ oKYC: { eState: string; bSuspended: boolean } }>("/profile")).body.data.oKYC;
    expect(kyc).toMatchObject({ eState: "rejected", bSuspended: false });
  });
});
