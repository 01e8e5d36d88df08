import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { depositRefusal, DEPOSIT_ERRORS } from "../services/deposits/errors.ts";
import { ResponsibleError } from "../services/responsible/errors.ts";
import { AUTH_ERRORS, authRefusal } from "../services/auth/errors.ts";
import { lobbyRefusal } from "../services/lobby/errors.ts";
import { withdrawalRefusal, FORM_MESSAGES } from "../services/withdrawals/errors.ts";
import { errorHandler } from "./errors.ts";
import { wantsHindi } from "../services/i18n/language.ts";
import { HINDI_BY_CODE } from "../services/i18n/refusals-hi.ts";
import { hindiSuccess } from "../services/i18n/success-hi.ts";
import { creditedMessage } from "./transactions/deposits.ts";
import { istText } from "./refusals/responsible.ts";
import { ok } from "./envelope.ts";
import { registerReplyLanguage } from "./reply-language.ts";

/** Issue 21: a reply carries the player's language; English stays the services' words. */
async function replyTo(error: Error, acceptLanguage?: string): Promise<{ status: number; message: string; code: unknown }> {
  const app = Fastify();
  app.setErrorHandler(errorHandler());
  app.get("/", () => {
    throw error;
  });
  const res = await app.inject({ method: "GET", url: "/", headers: acceptLanguage ? { "accept-language": acceptLanguage } : {} });
  await app.close();
  const body = res.json<{ message: string; data: { message: string; code?: unknown } }>();
  expect(body.data.message).toBe(body.message);
  return { status: res.statusCode, message: body.message, code: body.data.code };
}

describe("server messages in the player's language", () => {
  it("reads the first Accept-Language", () => {
    expect(wantsHindi("hi-IN")).toBe(true);
    expect(wantsHindi("hi")).toBe(true);
    expect(wantsHindi("hi-IN,en;q=0.8")).toBe(true);
    expect(wantsHindi("en-IN,hi;q=0.9")).toBe(false);
    expect(wantsHindi(undefined)).toBe(false);
  });

  it("answers a refusal in English without Hindi asked, word for word", async () => {
    expect(await replyTo(authRefusal("auth/invalid_credentials"))).toEqual({ status: 400, message: AUTH_ERRORS["auth/invalid_credentials"], code: "auth/invalid_credentials" });
    expect((await replyTo(authRefusal("auth/invalid_credentials"), "en-IN")).message).toBe("Invalid credentials");
  });

  it("answers the same refusal in Hindi with the same status and code", async () => {
    expect(await replyTo(authRefusal("auth/invalid_credentials"), "hi-IN")).toEqual({ status: 400, message: "गलत लॉगिन विवरण", code: "auth/invalid_credentials" });
    expect((await replyTo(lobbyRefusal("lobby/maintenance"), "hi")).message).toBe("गेम अभी रखरखाव में है।");
  });

  it("keeps the figures of a sentence that names them", async () => {
    const english = await replyTo(depositRefusal("deposit/maximum", 1_00_000_00n));
    expect(english.message).toBe("Maximum deposit amount is ₹1,00,000");
    expect(english.message).toBe(DEPOSIT_ERRORS["deposit/maximum"](1_00_000_00n));
    expect((await replyTo(depositRefusal("deposit/maximum", 1_00_000_00n), "hi-IN")).message).toBe("अधिकतम जमा राशि ₹1,00,000 है");
    expect((await replyTo(depositRefusal("deposit/daily_limit", 500000n, 12550n), "hi-IN")).message).toBe("यह जमा आपकी दैनिक जमा सीमा ₹5,000 से अधिक है। आज आप ₹125.5 और जोड़ सकते हैं।");
  });

  it("words the withdrawal amount limits in Hindi, the RTGS minimum lakh-grouped", async () => {
    expect((await replyTo(withdrawalRefusal("withdrawal/minimum", 9900n))).message).toBe("Minimum withdrawal amount is ₹99");
    expect((await replyTo(withdrawalRefusal("withdrawal/minimum", 9900n), "hi-IN")).message).toBe("न्यूनतम निकासी राशि ₹99 है");
    expect((await replyTo(withdrawalRefusal("withdrawal/maximum", 49_999_00n))).message).toBe("Maximum withdrawal amount is ₹49,999 per request");
    expect((await replyTo(withdrawalRefusal("withdrawal/maximum", 49_999_00n), "hi-IN")).message).toBe("एक बार में अधिकतम निकासी राशि ₹49,999 है");
    const rtgs = await replyTo(withdrawalRefusal("withdrawal/rtgs_minimum", 2_00_000_00n));
    expect(rtgs).toEqual({ status: 400, message: "For RTGS, minimum amount should be ₹200,000", code: "withdrawal/rtgs_minimum" });
    expect((await replyTo(withdrawalRefusal("withdrawal/rtgs_minimum", 2_00_000_00n), "hi-IN")).message).toBe("RTGS के लिए न्यूनतम राशि ₹2,00,000 होनी चाहिए");
  });

  it("translates a form's own sentence carried by a code", async () => {
    expect((await replyTo(withdrawalRefusal("payout/invalid", FORM_MESSAGES.exceedsBalance), "hi-IN")).message).toBe("राशि निकाले जा सकने वाले बैलेंस से अधिक है");
  });

  it("words responsible-play refusals from their details", async () => {
    const until = new Date("2026-12-02T08:35:00Z");
    const en = await replyTo(new ResponsibleError("responsible/cool_off", { until }));
    expect(en.message).toBe("You are taking a break (cool-off) until 2 Dec 2026, 14:05 IST.");
    const hi = await replyTo(new ResponsibleError("responsible/cool_off", { until }), "hi-IN");
    expect(hi).toMatchObject({ status: en.status, code: "responsible/cool_off" });
    expect(hi.message).toBe("आप 2 Dec 2026, 14:05 IST तक विराम (कूल-ऑफ़) पर हैं।");
  });

  it("answers a crash in Hindi too", async () => {
    expect((await replyTo(new Error("boom"), "hi-IN")).message).toBe("हमारी तरफ़ कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।");
    expect((await replyTo(new Error("boom"))).message).toBe("Something went wrong on our side. Please try again.");
  });

  it("has no empty Hindi", () => {
    for (const [code, entry] of Object.entries(HINDI_BY_CODE)) if (typeof entry === "string") expect(entry.trim(), code).not.toBe("");
  });

  it("says a success sentence with figures in Hindi, with the same figures", () => {
    const receipt = { nAmount: 1180.5, nDepositCredit: 1000.5, nGst: 180, nFirstDepositBonus: 0, nPromotionBonus: 0 };
    const plain = creditedMessage(receipt);
    const [paid, credit, gst] = plain.match(/₹[\d,]+(?:\.\d+)?/g) ?? [];
    expect(hindiSuccess(plain)).toBe(`आपने ${paid} चुकाए: ${credit} आपके जमा बैलेंस में जुड़े, GST ${gst}।`);
    const bonuses = creditedMessage({ ...receipt, nFirstDepositBonus: 250, nPromotionBonus: 100 });
    expect(hindiSuccess(bonuses)).toMatch(/, पहली जमा का बोनस ₹250(\.00)? आपके लॉक्ड बोनस में जुड़ा, ऑफ़र बोनस ₹100(\.00)? आपके इंस्टेंट बोनस में जुड़ा।$/);
    expect(hindiSuccess("OTP already sent. You can request a new OTP in 42 seconds.")).toBe("OTP पहले ही भेजा जा चुका है। आप 42 सेकंड बाद नया OTP मँगा सकते हैं।");
    const from = istText(new Date("2026-12-02T08:35:00Z"));
    expect(hindiSuccess(`Lower limits apply now. Higher limits apply from ${from}.`)).toBe("कम सीमाएँ अभी से लागू हैं। ज़्यादा सीमाएँ 2 Dec 2026, 14:05 IST से लागू होंगी।");
    expect(hindiSuccess(`You cannot play, join tournaments or add cash until ${from}. Withdrawals stay open.`)).toBe(
      "आप 2 Dec 2026, 14:05 IST तक न खेल सकते हैं, न टूर्नामेंट में शामिल हो सकते हैं, न कैश जोड़ सकते हैं। निकासी खुली रहती है।",
    );
    expect(hindiSuccess("Your lower limit applies now. A higher limit applies after 72 hours, from 2026-12-02T08:35:00.000Z.")).toBe(
      "आपकी कम सीमा अभी से लागू है। ज़्यादा सीमा 72 घंटे बाद, 2026-12-02T08:35:00.000Z से लागू होगी।",
    );
    expect(hindiSuccess("Withdrawal request failed: Account closed. The amount is back in your winnings.")).toBe("निकासी अनुरोध विफल रहा: Account closed। राशि आपकी जीत की रकम में वापस आ गई है।");
    expect(hindiSuccess("Too many attempts. Please try again in 1 second.")).toBe("बहुत ज़्यादा प्रयास। कृपया 1 सेकंड बाद फिर कोशिश करें।");
    expect(hindiSuccess("Too many attempts. Please try again in 15 minutes.")).toBe("बहुत ज़्यादा प्रयास। कृपया 15 मिनट बाद फिर कोशिश करें।");
    expect(hindiSuccess("Profile updated successfully.")).toBe("प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई।");
    expect(hindiSuccess("Something no catalogue knows.")).toBeUndefined();
  });

  it("says a success reply's sentence in Hindi when asked, and leaves any other reply as it was", async () => {
    const app = Fastify();
    registerReplyLanguage(app);
    const sent = ok("Profile updated successfully.", { message: "Profile updated successfully.", n: 1 });
    app.get("/saved", () => sent);
    app.get("/plain", () => ({ rows: [1, 2] }));
    const get = async (url: string, headers: Record<string, string> = {}) => (await app.inject({ method: "GET", url, headers })).json<unknown>();
    expect(await get("/saved", { "accept-language": "hi-IN" })).toEqual({ message: "प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई।", data: { message: "प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई।", n: 1 } });
    expect(await get("/saved")).toEqual(sent);
    expect(await get("/plain", { "accept-language": "hi-IN" })).toEqual({ rows: [1, 2] });
    // The envelope the route built is not changed in place: the English stays for the next reply.
    expect(sent.message).toBe("Profile updated successfully.");
    await app.close();
  });
});
