import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, latestOtp, outbox, registerPlayer } from "../../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";

/** The sandbox sender's dev outbox: JSON for tests and tools, a small page for people. */

let platform: TestPlatform;
beforeAll(async () => {
  platform = await bootTestPlatform("account_outbox");
});
afterAll(async () => platform?.close());

describe("dev outbox (OTP_SENDER=sandbox)", () => {
  it("lists what was sent to a mobile, whether asked with or without +91", async () => {
    const p = await registerPlayer(platform.url);
    const withPrefix = await outbox(platform.url, `+91${p.mobile}`);
    const without = await outbox(platform.url, p.mobile);
    expect(withPrefix).toHaveLength(1);
    expect(without).toEqual(withPrefix);
    expect(withPrefix[0]).toMatchObject({ eChannel: "sms", sTo: `+91${p.mobile}` });
    expect(withPrefix[0]?.sBody).toMatch(/^\d{4} is your Rummy verification code\. It expires in 3 minutes\./);
  });

  it("serves a small HTML page, and sends browsers there", async () => {
    const p = await registerPlayer(platform.url);
    const code = await latestOtp(platform.url, `+91${p.mobile}`);
    const page = await fetch(`${platform.url}/api/v1/dev/outbox/page?to=${p.mobile}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("<h1>Dev outbox</h1>");
    expect(html).toContain(`${code} is your Rummy verification code`);
    const browser = await fetch(`${platform.url}/api/v1/dev/outbox?to=${p.mobile}`, { headers: { accept: "text/html" }, redirect: "manual" });
    expect(browser.status).toBe(302);
    expect(browser.headers.get("location")).toContain("/api/v1/dev/outbox/page?to=");
  });

  it("escapes what it shows", async () => {
    const res = await new ApiClient(platform.url).get("/dev/outbox/page?to=%3Cscript%3E");
    expect(res.body.message).not.toContain("<script>");
  });
});
