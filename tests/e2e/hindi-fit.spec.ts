import { seriousViolations } from "./support/axe.ts";
import { test, type Page } from "@playwright/test";
import { openTournament } from "./support/tournaments.ts";
import { expect } from "./support/expect.ts";
import { overflowing } from "./support/fit.ts";
import { DELHI, SCREENSHOT_DIR } from "./support/viewports.ts";
import { adultPlayer, needsDatabase, open, type Player } from "./web2-helpers.ts";

/**
 * Issue 21: Devanagari fits. The non-table screens in Hindi (the public pages' own text and the
 * joined-games popup too) at the game window's 1318x725 and a phone held sideways (740x360): no
 * button, tab or table cell whose text is wider than its box
 * (scrollWidth > clientWidth), a screenshot of each kept as an artifact; and the newly translated
 * tournament tab and its detail pass axe-core in both languages.
 */
test.use({ geolocation: DELHI, permissions: ["geolocation"] });
test.describe.configure({ mode: "serial" });

const SIZES = [
  { name: "1318x725", viewport: { width: 1318, height: 725 } },
  { name: "740x360", viewport: { width: 740, height: 360 } },
] as const;

/** The public pages whose own text is now Hindi: tables, lists and the contact form's button. */
const PUBLIC_SCREENS = [
  { name: "how-to-play", path: "/how-to-play" },
  { name: "withdrawal-policy", path: "/withdrawal-policy" },
  { name: "faq", path: "/faq" },
  { name: "contact", path: "/contact" },
] as const;

const SCREENS = [
  { name: "lobby", path: "/lobby" },
  { name: "account", path: "/my-account" },
  { name: "deposit", path: "/deposit-cash" },
  { name: "withdraw", path: "/withdraw" },
  { name: "passbook", path: "/passbook" },
  { name: "game-transactions", path: "/game-transaction" },
  { name: "tournament-transactions", path: "/tournament-transaction" },
] as const;

/** What rests on the screen: no animation half-way, no route still loading, the Hindi faces in. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  await expect(page.locator(".page-fallback")).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function openTournaments(page: Page, tabName: string, name: string): Promise<void> {
  await page.goto("/lobby");
  await page.getByRole("tab", { name: tabName }).click();
  await expect(page.getByTestId("tournaments-table").getByRole("row").filter({ hasText: name })).toBeVisible();
}

let player: Player;
const tournament = `Fit Roll ${Math.random().toString(36).slice(2, 7)}`;

test.beforeAll(async ({ request }) => {
  needsDatabase();
  player = await adultPlayer(request, "Devanagari Fit");
  await openTournament(tournament);
});

test.describe("in Hindi", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("Language", "hi"));
  });

  test("home and the logged-in screens fit at both sizes: no button, tab or cell overflows", async ({ page }) => {
    test.setTimeout(180_000);
    const found: Record<string, string[]> = {};
    const check = async (name: string) => {
      for (const size of SIZES) {
        await page.setViewportSize(size.viewport);
        await settled(page);
        await page.screenshot({ path: `${SCREENSHOT_DIR}/hindi-fit-${name}-${size.name}.png`, fullPage: true });
        const wide = await overflowing(page);
        if (wide.length > 0) found[`${name} ${size.name}`] = wide;
      }
    };
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await check("home");
    for (const screen of PUBLIC_SCREENS) {
      await page.setViewportSize(SIZES[0].viewport);
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await check(screen.name);
    }
    await open(page, player, "/lobby");
    await page.getByTestId("joined-games-button").click();
    await expect(page.getByTestId("joined-games-modal")).toContainText("मेरे जॉइन किए गेम");
    await check("joined-games");
    await page.keyboard.press("Escape");
    for (const screen of SCREENS) {
      await page.setViewportSize(SIZES[0].viewport);
      await page.goto(screen.path);
      await expect(page.locator("main, [role=main]").first()).toBeVisible();
      await check(screen.name);
    }
    await page.setViewportSize(SIZES[0].viewport);
    await openTournaments(page, "टूर्नामेंट", tournament);
    await check("tournaments");
    expect(found).toEqual({});
  });
});

for (const language of ["en", "hi"] as const) {
  test(`the tournament tab and its detail in ${language === "hi" ? "Hindi" : "English"}: no serious or critical violation`, async ({ page, request }) => {
    await page.addInitScript((l) => localStorage.setItem("Language", l), language);
    // A new account takes this device's language (the first player's account now says Hindi).
    await open(page, await adultPlayer(request, "Axe Reader"), "/lobby");
    await openTournaments(page, language === "hi" ? "टूर्नामेंट" : "Tournaments", tournament);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("tournaments-table").getByRole("button", { name: tournament, exact: true }).click();
    const detail = page.getByTestId("tournament-detail");
    await expect(detail).toContainText(language === "hi" ? "टूर्नामेंट का समय" : "Tournament Timings");
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
