import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, latestOtp, newIdentity, outbox, registerPlayer } from "../../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";

/**
 * Issue 21: a logged-in player's replies (refusals and success sentences) speak the language their
 * account chose (`eLanguage`), whatever the request's Accept-Language; a visitor's, or a player's
 * who never chose, follow Accept-Language. SPEC.md's English is unchanged.
 */

let platform: TestPlatform;
beforeAll(async () => {
  platform = await bootTestPlatform("reply_language");
});
afterAll(async () => platform?.close());

const TAKEN = { en: "This username is already taken.", hi: "यह यूज़रनेम पहले से लिया जा चुका है।" };
const UPDATED = { en: "Profile updated successfully.", hi: "प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई।" };

describe("the language of a reply", () => {
  it("a player who never chose gets Accept-Language's", async () => {
    const [p, other] = await Promise.all([registerPlayer(platform.url), registerPlayer(platform.url)]);
    expect((await p.client.post("/profile", { sUserName: other.userName })).body.message).toBe(TAKEN.en);
    const hindi = await p.client.post("/profile", { sUserName: other.userName }, { "accept-language": "hi-IN" });
    expect(hindi.status).toBe(409);
    expect(hindi.body).toMatchObject({ message: TAKEN.hi, data: { message: TAKEN.hi } });
    expect((await p.client.post("/profile", { sFullName: "Ravi Kumar" }, { "accept-language": "hi" })).body.message).toBe(UPDATED.hi);
    expect((await p.client.post("/profile", { sFullName: "Ravi Kumar" })).body.message).toBe(UPDATED.en);
  });

  it("an account that chose Hindi is answered in Hindi on any client, and English once it chooses English", async () => {
    const [p, other] = await Promise.all([registerPlayer(platform.url), registerPlayer(platform.url)]);
    expect((await p.client.post("/profile", { eLanguage: "hi" })).status).toBe(200);
    const refused = await p.client.post("/profile", { sUserName: other.userName }, { "accept-language": "en-IN" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: TAKEN.hi, data: { message: TAKEN.hi } });
    const saved = await p.client.post("/profile", { sFullName: "Ravi Kumar" });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(UPDATED.hi);
    expect(saved.body.data).toMatchObject({ sFullName: "Ravi Kumar", eLanguage: "hi" });

    expect((await p.client.post("/profile", { eLanguage: "en" })).status).toBe(200);
    expect((await p.client.post("/profile", { sUserName: other.userName }, { "accept-language": "hi-IN" })).body.message).toBe(TAKEN.en);
    expect((await p.client.post("/profile", { sFullName: "Ravi K" }, { "accept-language": "hi-IN" })).body.message).toBe(UPDATED.en);
  });

  it("a visitor's refusal follows Accept-Language", async () => {
    const player = await registerPlayer(platform.url);
    const visitor = new ApiClient(platform.url);
    const login = (headers?: Record<string, string>) => visitor.post("/auth/login/simple", { sMobile: player.email, sPassword: "Wrong@1234" }, headers);
    expect((await login()).body.message).toBe("Invalid credentials");
    expect((await login({ "accept-language": "hi-IN,en;q=0.8" })).body.message).toBe("गलत लॉगिन विवरण");
  });

  it("an account that chose Hindi gets its codes by SMS in Hindi; one that did not, in English", async () => {
    const [hindi, english] = await Promise.all([registerPlayer(platform.url), registerPlayer(platform.url)]);
    expect((await hindi.client.post("/profile", { eLanguage: "hi" })).status).toBe(200);
    const visitor = new ApiClient(platform.url);
    for (const p of [hindi, english]) expect((await visitor.post("/auth/password/forgot", { sEmail: `+91${p.mobile}` })).status).toBe(200);
    const [hindiSms] = await outbox(platform.url, `+91${hindi.mobile}`);
    expect(hindiSms?.sBody).toMatch(/^\d{4} आपका Rummy पासवर्ड रीसेट कोड है। यह \d+ मिनट में खत्म हो जाएगा। इसे किसी से साझा न करें, हमसे भी नहीं।$/);
    const [englishSms] = await outbox(platform.url, `+91${english.mobile}`);
    expect(englishSms?.sBody).toMatch(/^\d{4} is your Rummy password reset code\. It expires in \d+ minutes\. Never share it with anyone, not even with us\.$/);
  });

  it("the e-mail verification link is mailed in the account's language", async () => {
    const p = await registerPlayer(platform.url);
    expect((await p.client.post("/profile", { eLanguage: "hi" })).status).toBe(200);
    expect((await new ApiClient(platform.url).post("/auth/email/resend", { sEmail: p.email })).status).toBe(200);
    const [mail] = await outbox(platform.url, p.email);
    expect(mail?.sBody).toMatch(/^अपने Rummy खाते का ईमेल पता सत्यापित करने के लिए यह लिंक खोलें:\n\nhttp\S+\n\nयह लिंक 24 घंटों तक, एक बार काम करता है।/);
  });

  it("a registration asked in Hindi gets its SMS in Hindi, and the code in it verifies the mobile", async () => {
    const identity = newIdentity();
    const visitor = new ApiClient(platform.url);
    const body = { sUserName: identity.userName, sEmail: identity.email, sMobile: `+91${identity.mobile}`, sPassword: identity.password, eGender: "male" };
    const reg = await visitor.post("/auth/register", body, { "accept-language": "hi-IN,en;q=0.8" });
    expect(reg.status).toBe(200);
    expect(reg.body.message).toBe("रजिस्ट्रेशन सफल रहा। आपके मोबाइल नंबर पर OTP भेजा गया है।");
    const [sms] = await outbox(platform.url, `+91${identity.mobile}`);
    expect(sms?.sBody).toMatch(/^\d{4} आपका Rummy सत्यापन कोड है।/);
    const code = await latestOtp(platform.url, `+91${identity.mobile}`);
    const verify = await visitor.post("/auth/otp/verify", { code, sMobile: `+91${identity.mobile}` }, { verification: reg.headers.get("verification") ?? "" });
    expect(verify.status).toBe(200);
  });

  it("a code for an account that never chose follows the request's Accept-Language, its countdown too", async () => {
    const p = await registerPlayer(platform.url);
    const visitor = new ApiClient(platform.url);
    const forgot = (headers?: Record<string, string>) => visitor.post("/auth/password/forgot", { sEmail: `+91${p.mobile}` }, headers);
    expect((await forgot({ "accept-language": "hi-IN" })).status).toBe(200);
    const [sms] = await outbox(platform.url, `+91${p.mobile}`);
    expect(sms?.sBody).toMatch(/^\d{4} आपका Rummy पासवर्ड रीसेट कोड है।/);
    // Asked again at once: the live code is handed back, with its countdown in the request's language.
    const again = await forgot({ "accept-language": "hi-IN" });
    expect(again.body.message).toMatch(/^OTP पहले ही भेजा जा चुका है। आप \d+ सेकंड बाद नया OTP मँगा सकते हैं।$/);
    expect((await forgot()).body.message).toMatch(/^OTP already sent\. You can request a new OTP in \d+ seconds\.$/);
  });

  it("a changed e-mail's link is mailed in the account's language, else the request's", async () => {
    const [unchosen, hindi] = await Promise.all([registerPlayer(platform.url), registerPlayer(platform.url)]);
    expect((await hindi.client.post("/profile", { eLanguage: "hi" })).status).toBe(200);
    const moved = { unchosen: `m${newIdentity().email}`, hindi: `m${newIdentity().email}` };
    const change = (p: typeof hindi, sEmail: string, headers?: Record<string, string>) => p.client.post("/profile", { sEmail, sPassword: p.password }, headers);
    expect((await change(unchosen, moved.unchosen, { "accept-language": "hi" })).status).toBe(200);
    expect((await change(hindi, moved.hindi, { "accept-language": "en-IN" })).status).toBe(200);
    for (const to of [moved.unchosen, moved.hindi]) {
      const [mail] = await outbox(platform.url, to);
      expect(mail?.sBody, to).toMatch(/^अपने Rummy खाते का ईमेल पता सत्यापित करने के लिए यह लिंक खोलें:/);
    }
    const english = await registerPlayer(platform.url);
    const movedEnglish = `m${newIdentity().email}`;
    expect((await change(english, movedEnglish)).status).toBe(200);
    const [mail] = await outbox(platform.url, movedEnglish);
    expect(mail?.sBody).toMatch(/^Open this link to verify your email address for your Rummy account:/);
  });

  it("a login code for an account under attack follows Accept-Language, and a throttled source is told in Hindi", async () => {
    const p = await registerPlayer(platform.url);
    const hindi = { "accept-language": "hi-IN" };
    // Ten failures from ten sources put the account under attack (services/auth/login-throttle-policy.ts).
    for (let i = 0; i < 10; i++) expect((await new ApiClient(platform.url).post("/auth/login/simple", { sMobile: p.email, sPassword: "Wrong@1234" })).status).toBe(400);
    const right = await new ApiClient(platform.url).post("/auth/login/simple", { sMobile: p.email, sPassword: p.password }, hindi);
    expect(right.status).toBe(403);
    const [sms] = await outbox(platform.url, `+91${p.mobile}`);
    expect(sms?.sBody).toMatch(/^\d{4} आपका Rummy लॉगिन कोड है।.* अगर आपने अभी लॉगिन करने की कोशिश नहीं की, तो अपना पासवर्ड बदलें।$/);

    // One source past its free tries waits, and is told so in the language it asked for.
    const other = await registerPlayer(platform.url);
    const source = new ApiClient(platform.url);
    let throttled;
    for (let i = 0; i < 8 && !throttled; i++) {
      const res = await source.post("/auth/login/simple", { sMobile: other.email, sPassword: "Wrong@1234" }, hindi);
      if (res.status === 429) throttled = res;
    }
    expect(throttled?.body).toMatchObject({ data: { code: "auth/throttled" } });
    expect(throttled?.body.message).toMatch(/^बहुत ज़्यादा प्रयास। कृपया \d+ (सेकंड|मिनट) बाद फिर कोशिश करें।$/);
  });
});
