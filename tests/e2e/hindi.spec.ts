import { seriousViolations as axeViolations } from "./support/axe.ts";
import { test, type Page } from "@playwright/test";
import { expect } from "./support/expect.ts";
import { latestOtp, newPlayer, openLoggedIn, registeredPlayer } from "./support/accounts.ts";
import { DELHI, SCREENSHOT_DIR } from "./support/viewports.ts";
import { adultPlayer, needsDatabase, open, setMoneyGames } from "./web2-helpers.ts";

/**
 * Issue 21 in the browser: a Hindi browser gets the app in Hindi (catalogues fetched only then),
 * a player registers entirely in Hindi and by keyboard, the account remembers the language, the
 * switch goes back to English, and axe-core finds no serious or critical violation in either
 * language on the translated screens. Screenshots at the game window's 1318x725 and a 740x360
 * phone held sideways.
 */

test.use({ geolocation: DELHI, permissions: ["geolocation"] });

const SIZES = [
  { name: "1318x725", viewport: { width: 1318, height: 725 } },
  { name: "740x360", viewport: { width: 740, height: 360 } },
] as const;

async function seriousViolations(page: Page): Promise<string[]> {
  // A modal fading in has its colours at part opacity: axe would read a contrast the player never
  // sees for more than a moment. Check what rests on the screen.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  return axeViolations(page);
}

test.describe("a browser that prefers Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("registers by keyboard in Hindi, the account remembers Hindi, and the switch goes back to English", async ({ page, request }) => {
    const hindiChunks: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/hi-[^/]+\.js$/.test(new URL(r.url()).pathname)) hindiChunks.push(r.url());
    });
    await page.setViewportSize(SIZES[0].viewport);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: "लॉगिन", exact: true })).toBeVisible();
    expect(hindiChunks.length, "the Hindi catalogues were fetched").toBeGreaterThan(0);
    for (const size of SIZES) {
      await page.setViewportSize(size.viewport);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/hindi-home-${size.name}.png` });
    }
    await page.setViewportSize(SIZES[0].viewport);

    // Register by keyboard: focus the header's Register button and walk the form with Tab.
    const player = newPlayer();
    await banner.getByRole("button", { name: "रजिस्टर करें" }).focus();
    await page.keyboard.press("Enter");
    const entry = page.getByTestId("entry-screen");
    await expect(entry.getByRole("heading", { name: "लॉगिन या रजिस्टर करें" })).toBeVisible();
    const form = entry.getByRole("tabpanel", { name: "रजिस्टर" });
    await form.getByLabel("यूज़रनेम").focus();
    await page.keyboard.type(player.username);
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("ईमेल")).toBeFocused();
    await page.keyboard.type(player.email);
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("मोबाइल नंबर")).toBeFocused();
    await page.keyboard.type(player.mobile);
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("पासवर्ड", { exact: true })).toBeFocused();
    await page.keyboard.type(player.password);
    await form.getByRole("checkbox").focus();
    await page.keyboard.press("Space");
    await expect(form.getByRole("checkbox")).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("link", { name: "सेवा की शर्तें" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("link", { name: "गोपनीयता नीति" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "रजिस्टर करें" })).toBeFocused();
    await page.keyboard.press("Enter");

    const confirm = page.getByTestId("register-confirm");
    await expect(confirm.getByRole("heading", { name: "अपनी जानकारी की पुष्टि करें" })).toBeVisible();
    await expect(confirm.getByRole("button", { name: "सबमिट करें" })).toBeFocused();
    await page.keyboard.press("Enter");

    const otp = page.getByTestId("otp-modal");
    await expect(otp.getByRole("heading", { name: "OTP सत्यापित करें" })).toBeVisible();
    await expect(otp.getByRole("button", { name: "OTP दोबारा भेजें" })).toBeDisabled();
    await otp.getByLabel("OTP").focus();
    await page.keyboard.type(await latestOtp(request, player.mobile));
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/lobby$/);
    const header = page.getByTestId("shell-header");
    await expect(header).toContainText("स्वागत है,");
    await expect(page.getByTestId("username")).toHaveText(player.username);
    await expect(page.getByRole("heading", { level: 1, name: "लॉबी" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "प्रैक्टिस" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("columnheader", { name: /अधिकतम खिलाड़ी/ }).first()).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize(size.viewport);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/hindi-lobby-${size.name}.png` });
    }
    await page.setViewportSize(SIZES[0].viewport);

    // The account remembers Hindi (POST /profile eLanguage), so another device starts in Hindi.
    const token = await page.evaluate(() => localStorage.getItem("Token"));
    await expect
      .poll(async () => {
        const reply = await request.get("/api/v1/profile", { headers: { authorization: token ?? "" } });
        return ((await reply.json()) as { data?: { eLanguage?: string } }).data?.eLanguage;
      })
      .toBe("hi");

    // The switch: English at once, remembered on this device across a reload.
    await header.getByTestId("language-switch").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(header).toContainText("Welcome,");
    await page.reload();
    await expect(page.getByTestId("shell-header")).toContainText("Welcome,");
    expect(await page.evaluate(() => localStorage.getItem("Language"))).toBe("en");
  });

  test("a player whose account says Hindi gets Hindi on a new device", async ({ browser, request }) => {
    const player = await registeredPlayer();
    const saved = await request.post("/api/v1/profile", { headers: { authorization: player.token }, data: { eLanguage: "hi" } });
    expect(saved.status()).toBe(200);
    // A device whose browser prefers English and that never chose a language.
    const other = await browser.newContext({ locale: "en-IN", geolocation: DELHI, permissions: ["geolocation"] });
    const fresh = await other.newPage();
    await openLoggedIn(fresh, player.token);
    await expect(fresh.getByTestId("shell-header")).toContainText("स्वागत है,");
    await expect(fresh.locator("html")).toHaveAttribute("lang", "hi-IN");
    expect(await fresh.evaluate(() => localStorage.getItem("Language"))).toBe("hi");
    await other.close();
  });

  test("the lobby's Private Table and Daily Bonus popups, and the table's tab title, read in Hindi", async ({ page, context, request }) => {
    needsDatabase();
    // Cash play off: private tables and the wheel are in practice chips, so their words are fixed.
    await setMoneyGames(false);
    const player = await adultPlayer(request);
    await open(page, player, "/lobby");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");

    await page.getByRole("button", { name: "प्राइवेट टेबल" }).click();
    const privateTable = page.getByTestId("private-table-modal");
    await expect(privateTable.getByRole("heading", { name: "प्राइवेट टेबल" })).toBeVisible();
    await expect(privateTable.getByText("कैश गेम बंद हैं, इसलिए प्राइवेट टेबल प्रैक्टिस चिप्स से खेली जाती हैं।")).toBeVisible();
    await expect(privateTable.getByText("पॉइंट वैल्यू", { exact: true }).first()).toBeVisible();
    await expect(privateTable.getByText("एंट्री फ़ीस", { exact: true })).toBeVisible();
    await expect(privateTable.getByTestId("private-fee")).toHaveText("12.00 चिप्स");
    await expect(privateTable.getByRole("slider", { name: "पॉइंट वैल्यू" })).toHaveAttribute("aria-valuetext", "0.05 चिप्स प्रति पॉइंट, एंट्री फ़ीस 12.00 चिप्स");
    await expect(privateTable.getByRole("radio", { name: "6 खिलाड़ी" })).toBeVisible();
    for (const english of ["Point Value", "Entry Fee", "Players", "chips", "Create", "Cash games"]) await expect(privateTable).not.toContainText(english);
    expect(await seriousViolations(page)).toEqual([]);

    await privateTable.getByRole("tab", { name: "जॉइन करें" }).click();
    await privateTable.getByLabel("प्राइवेट टेबल कोड").fill("abc");
    await privateTable.getByRole("button", { name: "जॉइन करें" }).click();
    await expect(privateTable.getByText("कृपया 6 अक्षरों का कोड दर्ज करें")).toBeVisible();
    for (const english of ["Private table code", "Please enter", "6-character", "Join"]) await expect(privateTable).not.toContainText(english);

    // Creating the table opens the game window, whose tab title is Hindi too.
    await privateTable.getByRole("tab", { name: "बनाएँ" }).click();
    const [game] = await Promise.all([context.waitForEvent("page"), privateTable.getByRole("button", { name: "बनाएँ" }).click()]);
    await expect(game).toHaveTitle("रमी टेबल");
    await game.close();
    await expect(privateTable.getByText("आपकी प्राइवेट टेबल तैयार है। यह कोड अपने दोस्तों के साथ शेयर करें:")).toBeVisible();
    await expect(privateTable.getByRole("button", { name: "कोड कॉपी करें" })).toBeVisible();
    await expect(privateTable.getByRole("button", { name: "टेबल खोलें" })).toBeVisible();
    for (const english of ["Your private table", "Copy code", "Open the table"]) await expect(privateTable).not.toContainText(english);
    await page.keyboard.press("Escape");
    await expect(privateTable).toBeHidden();

    await page.getByRole("button", { name: "डेली बोनस" }).click();
    const spin = page.getByTestId("spin-modal");
    await expect(spin.getByRole("heading", { name: "डेली स्पिन" })).toBeVisible();
    await expect(spin.getByTestId("spin-reward")).toHaveText("इनाम में प्रैक्टिस चिप्स मिलते हैं: कैश गेम बंद हैं।");
    await expect(spin.locator(".spin-wheel__unit").first()).toHaveText("चिप्स");
    await expect(spin.locator(".spin__prizes")).toHaveText(/^व्हील पर इनाम: [\d,.]+ चिप्स(, [\d,.]+ चिप्स){6}।$/);
    for (const english of ["Daily", "Prizes", "chips", "Spin", "Loading"]) await expect(spin).not.toContainText(english);
    expect(await seriousViolations(page)).toEqual([]);
    await spin.getByRole("button", { name: "स्पिन करें" }).click();
    await expect(page.getByText(/^बधाई हो! आपने [\d,.]+ प्रैक्टिस चिप्स जीते$/)).toBeVisible({ timeout: 10_000 });
    await expect(spin).toBeHidden();
    await page.getByRole("button", { name: "डेली बोनस" }).click();
    await expect(spin.getByText(/^आप आज का स्पिन कर चुके हैं। .+ पर फिर आएँ।$/)).toBeVisible();
    await expect(spin).not.toContainText("You have used");
  });
});

test.describe("an English browser", () => {
  test.use({ locale: "en-IN" });

  test("never downloads a Hindi catalogue, and the entry screen's switch turns the page Hindi", async ({ page }) => {
    const hindi: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (/\/assets\/(hi-|devanagari|noto-sans-devanagari)/.test(path)) hindi.push(path);
    });
    // No script an English player loads carries Hindi messages (a catalogue bundled into a shared chunk would).
    page.on("response", (r) => {
      if (!r.url().endsWith(".js")) return;
      void r.text().then(
        (body) => {
          if (/स्वागत है|रजिस्टर्ड मोबाइल/.test(body) && !hindi.includes(r.url())) hindi.push(`Hindi text in ${new URL(r.url()).pathname}`);
        },
        () => undefined,
      );
    });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await page.getByRole("banner").getByRole("button", { name: "Register" }).click();
    const entry = page.getByTestId("entry-screen");
    await expect(entry.getByRole("heading", { name: "Log in or register" })).toBeVisible();
    expect(hindi).toEqual([]);
    await entry.getByTestId("language-switch").click();
    await expect(entry.getByRole("heading", { name: "लॉगिन या रजिस्टर करें" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    expect(hindi.length).toBeGreaterThan(0);
  });
});

for (const language of ["en", "hi"] as const) {
  test.describe(`axe-core in ${language === "hi" ? "Hindi" : "English"}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem("Language", l), language);
    });

    test("home, the entry screen's tabs and its modals: no serious or critical violation", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", language === "hi" ? "hi-IN" : "en-IN");
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("banner").getByRole("button", { name: language === "hi" ? "लॉगिन" : "Login", exact: true }).click();
      await expect(page.getByTestId("entry-screen")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("tab", { name: language === "hi" ? "रजिस्टर" : "Register" }).click();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the logged-in header and the lobby: no serious or critical violation", async ({ page }) => {
      const player = await registeredPlayer();
      await openLoggedIn(page, player.token);
      await expect(page.getByTestId("shell-header")).toContainText(language === "hi" ? "स्वागत है," : "Welcome,");
      await expect(page.getByTestId("practice-point-tables")).toBeVisible();
      const violations = await seriousViolations(page);
      expect(violations).toEqual([]);
    });
  });
}
