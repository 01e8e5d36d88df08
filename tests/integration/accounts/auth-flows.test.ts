import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, latestOtp, newIdentity, outbox, randomIp, registerPlayer, type TestPlayer } from "../../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { dbOf, letTimePass, one } from "./support.ts";

/** SPEC.md section 4 "Authentication", end to end over HTTP, codes read from the dev outbox. */

let platform: TestPlatform;
beforeAll(async () => {
  platform = await bootTestPlatform("auth_flows");
});
afterAll(async () => platform?.close());

const client = () => new ApiClient(platform.url);
const plus91 = (mobile: string) => `+91${mobile}`;

async function register(c: ApiClient, identity = newIdentity(), extra: Record<string, unknown> = {}) {
  const res = await c.post<{ verification: string; nExpiresIn: number }>("/auth/register", {
    sUserName: identity.userName,
    sEmail: identity.email,
    sMobile: plus91(identity.mobile),
    sPassword: identity.password,
    eGender: "female",
    ...extra,
  });
  return { res, identity };
}

describe("registration", () => {
  it("referral check, register, OTP from the outbox, verify: logged in", async () => {
    const referrer = await registerPlayer(platform.url);
    const code = (await referrer.client.get<{ sReferralCode: string }>("/profile")).body.data.sReferralCode;

    const c = client();
    const check = await c.post<{ iReferredBy: string }>("/auth/verify/referral", { sReferralCode: code.toLowerCase() });
    expect(check.status).toBe(200);
    expect(check.body.message).toBe("success.");
    expect(check.body.data.iReferredBy).toBe(referrer.id);

    const { res, identity } = await register(c, newIdentity(), { iReferredBy: check.body.data.iReferredBy });
    expect(res.status).toBe(200);
    const verification = res.headers.get("verification");
    expect(verification).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.data).toEqual({ verification, nExpiresIn: 180 });

    const sms = await outbox(platform.url, plus91(identity.mobile));
    expect(sms).toHaveLength(1);
    expect(sms[0]?.eChannel).toBe("sms");
    const otp = await latestOtp(platform.url, plus91(identity.mobile));
    expect(otp).toMatch(/^\d{4}$/);

    const verified = await c.post<{ _id: string }>("/auth/otp/verify", { code: otp, sMobile: plus91(identity.mobile) }, { verification: verification ?? "" });
    expect(verified.status).toBe(200);
    const token = verified.headers.get("authorization");
    expect(token).toBeTruthy();
    c.token = token ?? undefined;
    const profile = await c.get<{ sUserName: string; isMobileVerified: boolean; eGender: string }>("/profile");
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ sUserName: identity.userName, isMobileVerified: true, eGender: "female" });
    const row = await one<{ referred_by: string; password_hash: string }>(platform, sql`SELECT referred_by, password_hash FROM users WHERE id = ${verified.body.data._id}::uuid`);
    expect(row?.referred_by).toBe(referrer.id);
    expect(row?.password_hash.startsWith("$argon2id$")).toBe(true);
  });

  it("an unknown referral code is refused", async () => {
    const res = await client().post("/auth/verify/referral", { sReferralCode: "NOSUCH1" });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ message: "Invalid referral code." });
  });

  it("user name, e-mail and mobile are each unique, with their own message", async () => {
    const taken = await registerPlayer(platform.url);
    const fresh = newIdentity();
    const cases = [
      [{ ...fresh, userName: taken.userName.toUpperCase() }, "This username is already taken."],
      [{ ...fresh, email: taken.email }, "An account with this email already exists."],
      [{ ...fresh, mobile: taken.mobile }, "An account with this mobile number already exists."],
    ] as const;
    for (const [identity, message] of cases) {
      const { res } = await register(client(), identity);
      expect(res.status, message).toBe(409);
      expect(res.body.message).toBe(message);
    }
  });

  it("stores only an HMAC of the code", async () => {
    const { identity } = await register(client());
    const otp = await latestOtp(platform.url, plus91(identity.mobile));
    const row = await one<{ code_hash: string }>(platform, sql`SELECT code_hash FROM otp_challenges WHERE destination = ${plus91(identity.mobile)}`);
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(otp);
  });
});

describe("OTP send, resend and verify", () => {
  it("resend during the countdown hands back the live code; afterwards a new code replaces it", async () => {
    const c = client();
    const { res, identity } = await register(c);
    const first = res.headers.get("verification") ?? "";
    const mobile = plus91(identity.mobile);
    for (const path of ["/auth/otp/resend", "/auth//otp/resend"]) {
      const again = await c.post<{ verification: string; nExpiresIn: number }>(path, { sMobile: mobile });
      expect(again.status).toBe(200);
      expect(again.headers.get("verification")).toBe(first);
      expect(again.body.data.verification).toBe(first);
      expect(again.body.data.nExpiresIn).toBeGreaterThan(170);
      expect(again.body.data.nExpiresIn).toBeLessThanOrEqual(180);
      expect(again.body.message).toMatch(/^OTP already sent\. You can request a new OTP in \d+ seconds\.$/);
    }
    expect(await outbox(platform.url, mobile)).toHaveLength(1);

    await letTimePass(platform, mobile);
    const fresh = await c.post<{ verification: string; nExpiresIn: number }>("/auth//otp/resend", { sMobile: mobile });
    expect(fresh.status).toBe(200);
    expect(fresh.body.message).toBe("OTP sent successfully.");
    expect(fresh.body.data.nExpiresIn).toBe(180);
    const second = fresh.headers.get("verification") ?? "";
    expect(second).not.toBe(first);
    expect(await outbox(platform.url, mobile)).toHaveLength(2);

    const otp = await latestOtp(platform.url, mobile);
    const stale = await c.post("/auth/otp/verify", { code: otp, sMobile: mobile }, { verification: first });
    expect(stale.status).toBe(400);
    const ok = await c.post("/auth/otp/verify", { code: otp, sMobile: mobile }, { verification: second });
    expect(ok.status).toBe(200);
    // A code works once.
    const replay = await c.post("/auth/otp/verify", { code: otp, sMobile: mobile }, { verification: second });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe("Invalid or expired OTP session. Please request a new OTP.");
  });

  it("five wrong codes kill the code, even for the right digits afterwards", async () => {
    const c = client();
    const { res, identity } = await register(c);
    const verification = res.headers.get("verification") ?? "";
    const mobile = plus91(identity.mobile);
    const otp = await latestOtp(platform.url, mobile);
    const wrong = otp === "0000" ? "0001" : "0000";
    for (let i = 0; i < 5; i++) {
      const r = await c.post("/auth/otp/verify", { code: wrong, sMobile: mobile }, { verification });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe("Invalid OTP.");
    }
    const right = await c.post("/auth/otp/verify", { code: otp, sMobile: mobile }, { verification });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe("Too many wrong attempts. Please request a new OTP.");
    // During the countdown no new code can be had for a dead one.
    const resend = await c.post("/auth/otp/resend", { sMobile: mobile });
    expect(resend.status).toBe(429);
    expect(resend.body.message).toMatch(/^Please wait \d+ seconds before requesting a new OTP\.$/);
  });

  it("an expired code, a missing verification header and another mobile are refused", async () => {
    const c = client();
    const { res, identity } = await register(c);
    const verification = res.headers.get("verification") ?? "";
    const mobile = plus91(identity.mobile);
    const otp = await latestOtp(platform.url, mobile);
    const missing = await c.post("/auth/otp/verify", { code: otp, sMobile: mobile });
    expect(missing.body.message).toBe("Verification id is required. Please request a new OTP.");
    const elsewhere = await c.post("/auth/otp/verify", { code: otp, sMobile: plus91(newIdentity().mobile) }, { verification });
    expect(elsewhere.body.message).toBe("Invalid or expired OTP session. Please request a new OTP.");
    await letTimePass(platform, mobile);
    const expired = await c.post("/auth/otp/verify", { code: otp, sMobile: mobile }, { verification });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe("OTP has expired. Please request a new OTP.");
  });

  it("at most 5 codes an hour and 10 a day per mobile", async () => {
    const c = client();
    const { identity } = await register(c);
    const mobile = plus91(identity.mobile);
    const resend = async () => {
      await letTimePass(platform, mobile, 181);
      // A new address each time: the per-IP limit (10 a minute) is not what this test is about.
      return client().post("/auth/otp/resend", { sMobile: mobile });
    };
    for (let i = 2; i <= 5; i++) expect((await resend()).status).toBe(200);
    const sixth = await resend();
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe("OTP limit reached. Please try again later.");
    await letTimePass(platform, mobile, 3600);
    for (let i = 6; i <= 10; i++) expect((await resend()).status, `send ${i}`).toBe(200);
    await letTimePass(platform, mobile, 3600);
    const eleventh = await resend();
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe("OTP limit reached. Please try again later.");
    expect(await outbox(platform.url, mobile)).toHaveLength(10);
  });
});

describe("login", () => {
  let player: TestPlayer;
  beforeAll(async () => {
    player = await registerPlayer(platform.url);
  });

  it("by mobile with +91 and by e-mail", async () => {
    for (const id of [plus91(player.mobile), player.email, player.email.toUpperCase()]) {
      const c = client();
      const res = await c.login(id, player.password);
      expect(res.status, id).toBe(200);
      expect(res.body.data._id).toBe(player.id);
      expect((await c.get("/profile")).status).toBe(200);
    }
  });

  it("a wrong password and an unknown account get the same answer", async () => {
    const wrong = await client().login(plus91(player.mobile), "Wrong@1234");
    const unknown = await client().login(plus91(newIdentity().mobile), "Wrong@1234");
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Invalid credentials");
    }
  });

  it("'Mobile number not verified.' hands back the live code; verifying it logs in", async () => {
    const c = client();
    const { res, identity } = await register(c);
    const mobile = plus91(identity.mobile);
    const registered = res.headers.get("verification");
    const login = await c.post<{ verification: string; nExpiresIn: number; code: string }>("/auth/login/simple", { sMobile: mobile, sPassword: identity.password });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe("Mobile number not verified.");
    // The browser opens its OTP step by the code: the sentence is in the reply's language.
    expect(login.body.data.code).toBe("auth/unverified");
    expect(login.headers.get("authorization")).toBeNull();
    expect(login.headers.get("verification")).toBe(registered);
    const inHindi = await c.post<{ code: string }>("/auth/login/simple", { sMobile: mobile, sPassword: identity.password }, { "accept-language": "hi-IN" });
    expect(inHindi.status).toBe(403);
    expect(inHindi.body.message).toBe("मोबाइल नंबर सत्यापित नहीं है।");
    expect(inHindi.body.data.code).toBe("auth/unverified");
    // The browser then resends automatically (SPEC.md section 8): still the same live code.
    const resend = await c.post("/auth/otp/resend", { sMobile: mobile });
    expect(resend.headers.get("verification")).toBe(registered);
    const otp = await latestOtp(platform.url, mobile);
    const verified = await c.post("/auth/otp/verify", { code: otp, sMobile: mobile }, { verification: login.headers.get("verification") ?? "" });
    expect(verified.status).toBe(200);
    expect((await c.login(mobile, identity.password)).status).toBe(200);
  });

  it("after the countdown the unverified login sends a fresh code", async () => {
    const c = client();
    const { res, identity } = await register(c);
    const mobile = plus91(identity.mobile);
    await letTimePass(platform, mobile);
    const login = await c.post("/auth/login/simple", { sMobile: mobile, sPassword: identity.password });
    expect(login.status).toBe(403);
    expect(login.headers.get("verification")).not.toBe(res.headers.get("verification"));
    expect(await outbox(platform.url, mobile)).toHaveLength(2);
  });

  it("a blocked account cannot log in and its sessions stop working", async () => {
    const p = await registerPlayer(platform.url);
    await dbOf(platform).execute(sql`UPDATE users SET status = 'blocked' WHERE id = ${p.id}::uuid`);
    expect((await p.client.get("/profile")).status).toBe(401);
    const res = await client().login(plus91(p.mobile), p.password);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Your account has been blocked. Please contact support.");
  });
});

describe("forgot and reset password", () => {
  it.each(["mobile", "email"] as const)("by %s: OTP, new password, every session ends", async (by) => {
    const p = await registerPlayer(platform.url);
    const other = client();
    expect((await other.login(p.email, p.password)).status).toBe(200);
    const c = client();
    const id = by === "mobile" ? plus91(p.mobile) : p.email;
    const forgot = await c.post<{ verification: string; nExpiresIn: number }>("/auth/password/forgot", { sEmail: id });
    expect(forgot.status).toBe(200);
    expect(forgot.body.data.nExpiresIn).toBe(180);
    const verification = forgot.headers.get("verification") ?? "";
    const message = (await outbox(platform.url, id))[0];
    expect(message?.eChannel).toBe(by === "mobile" ? "sms" : "email");
    expect(message?.sBody).toContain("password reset code");
    const otp = await latestOtp(platform.url, id);

    const short = await c.post("/auth/password/reset", { sPassword: "Ab@1", nOTP: otp }, { verification });
    expect(short.body.message).toBe("Password need to be 8 to 16 characters");
    const reset = await c.post("/auth/password/reset", { sPassword: "Fresh#2024", nOTP: Number(otp) >= 1000 ? Number(otp) : otp }, { verification });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe("Password reset successfully.");

    expect((await p.client.get("/profile")).status).toBe(401);
    expect((await other.get("/profile")).status).toBe(401);
    expect((await client().login(id, p.password)).status).toBe(400);
    expect((await client().login(id, "Fresh#2024")).status).toBe(200);
  });

  it("resend in reset mode by e-mail sends another reset code after the countdown", async () => {
    const p = await registerPlayer(platform.url);
    const c = client();
    await c.post("/auth/password/forgot", { sEmail: p.email });
    await letTimePass(platform, p.email);
    const resend = await c.post("/auth/otp/resend", { sEmail: p.email });
    expect(resend.status).toBe(200);
    const mails = await outbox(platform.url, p.email);
    expect(mails.filter((m) => m.sBody.includes("password reset code"))).toHaveLength(2);
  });

  it("an unknown account gets SPEC.md's message", async () => {
    const res = await client().post("/auth/password/forgot", { sEmail: "nobody-here@example.com" });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Sorry, we didn't find any account with that Email id/Mobile number");
  });
});

describe("e-mail verification", () => {
  it("POST /auth/email/resend mails a one-time link that verifies the address", async () => {
    const p = await registerPlayer(platform.url);
    const res = await client().post("/auth/email/resend", { sEmail: p.email });
    expect(res.status).toBe(200);
    const unknown = await client().post("/auth/email/resend", { sEmail: "nobody-here@example.com" });
    expect(unknown.body.message).toBe(res.body.message);
    const [mail] = await outbox(platform.url, p.email);
    const link = mail?.sBody.match(/https?:\/\/\S+/)?.[0] ?? "";
    expect(link).toContain("/api/v1/auth/email/verify?verification=");
    const path = new URL(link).pathname + new URL(link).search;
    const opened = await fetch(`${platform.url}${path}`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Email verified");
    const profile = await p.client.get<{ isEmailVerified: boolean }>("/profile");
    expect(profile.body.data.isEmailVerified).toBe(true);
    expect((await fetch(`${platform.url}${path}`)).status).toBe(400);
    // Opened again in a Hindi browser: the page says so in Hindi.
    const again = await fetch(`${platform.url}${path}`, { headers: { "accept-language": "hi-IN,hi;q=0.9" } });
    expect(again.status).toBe(400);
    const page = await again.text();
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain("यह लिंक अब मान्य नहीं है");
  });
});

describe("logout and change password", () => {
  it("logout ends only this session", async () => {
    const p = await registerPlayer(platform.url);
    const second = client();
    await second.login(p.email, p.password);
    const out = await p.client.get("/profile/logout");
    expect(out.status).toBe(200);
    expect(out.body.message).toBe("Logged out successfully.");
    expect((await p.client.get("/profile")).status).toBe(401);
    expect((await p.client.get("/profile/logout")).status).toBe(401);
    expect((await second.get("/profile")).status).toBe(200);
  });

  it("change password checks the current one and ends every session", async () => {
    const p = await registerPlayer(platform.url);
    const second = client();
    await second.login(p.email, p.password);
    const wrong = await p.client.post("/profile/update/password", { sPassword: "Wrong@1234", sNewPassword: "NewPass@12" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Current password is incorrect.");
    const changed = await p.client.post("/profile/update/password", { sPassword: p.password, sNewPassword: "NewPass@12", sConfirmPassword: "NewPass@12" });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe("Password changed successfully, Logging you out.");
    expect((await p.client.get("/profile")).status).toBe(401);
    expect((await second.get("/profile")).status).toBe(401);
    expect((await client().login(p.email, p.password)).status).toBe(400);
    expect((await client().login(p.email, "NewPass@12")).status).toBe(200);
  });
});

describe("per-IP limits", () => {
  const cases = [
    { name: "login", path: "/auth/login/simple", body: { sMobile: "+919876543210", sPassword: "Wrong@1234" }, limit: 20 },
    { name: "register", path: "/auth/register", body: {}, limit: 10 },
    { name: "OTP send", path: "/auth/otp/resend", body: {}, limit: 10 },
    { name: "OTP send (double slash)", path: "/auth//otp/resend", body: {}, limit: 10 },
    { name: "OTP verify", path: "/auth/otp/verify", body: {}, limit: 20 },
    { name: "forgot password", path: "/auth/password/forgot", body: {}, limit: 10 },
    { name: "password reset", path: "/auth/password/reset", body: {}, limit: 20 },
  ] as const;
  it.each(cases)("$name: $limit a minute from one address", async ({ path, body, limit }) => {
    const ip = randomIp();
    const c = new ApiClient(platform.url, ip);
    for (let i = 0; i < limit; i++) expect((await c.post(path, body)).status, `request ${i + 1}`).not.toBe(429);
    const over = await c.post(path, body);
    expect(over.status).toBe(429);
    expect(over.body.data.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect((await new ApiClient(platform.url).post(path, body)).status).not.toBe(429);
  });

  it("says the limit in Hindi to a Hindi browser", async () => {
    const c = new ApiClient(platform.url, randomIp());
    const ask = () => c.post("/auth/register", {}, { "accept-language": "hi-IN,hi;q=0.9" });
    let over = await ask();
    for (let i = 0; i < 10 && over.status !== 429; i++) over = await ask();
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^बहुत ज़्यादा अनुरोध। कृपया \d+ सेकंड बाद फिर कोशिश करें।$/);
  });
});
