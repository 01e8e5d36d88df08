import { expect, test, type Page } from "@playwright/test";
import { DELHI, DESKTOP, PHONE, SCREENSHOT_DIR } from "./support/viewports.ts";
import { adultPlayer, hasDatabase, needsDatabase, open, setMoneyGames, verifyPan, type Player } from "./web2-helpers.ts";

/** Screenshots of the lobby, the account pages and deposit at phone and desktop sizes (git-ignored). */
test.use({ geolocation: DELHI, permissions: ["geolocation"] });
test.describe.configure({ mode: "serial" });

async function shoot(page: Page, name: string) {
  // Let entrance animations and late lists settle before the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/web2-${name}.png`, fullPage: true });
}

const ACCOUNT_PAGES: readonly [string, string][] = [
  ["/my-account", "My Profile"],
  ["/my-account?myProfile=kyc", "My Profile"],
  ["/passbook", "Passbook"],
  ["/game-transaction", "Game Transactions"],
  ["/tournament-transaction", "Tournament Transactions"],
  ["/bonus", "Bonus"],
  ["/invite", "Invite"],
  ["/withdraw", "Withdraw"],
  ["/change-password", "Change Password"],
  ["/report-problem", "Report a Problem"],
  ["/reported-problems", "Reported Problems"],
  ["/offers", "Offers"],
];

for (const [label, size] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`${label} ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });
    let player: Player;

    test.beforeAll(async ({ request }) => {
      player = await adultPlayer(request, "Screen Shot");
      if (hasDatabase()) await verifyPan(request, player);
    });

    test("lobby, its popups and the cash tab", async ({ page }) => {
      await open(page, player, "/lobby");
      await expect(page.getByTestId("practice-point-tables")).toBeVisible();
      await shoot(page, `lobby-${label}`);
      await page.getByRole("button", { name: "Private Table" }).click();
      await expect(page.getByTestId("private-table-modal")).toBeVisible();
      await shoot(page, `lobby-private-${label}`);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Daily Bonus" }).click();
      await expect(page.getByTestId("spin-modal").locator(".spin-wheel__label")).toHaveCount(7);
      await shoot(page, `lobby-spin-${label}`);
      await page.keyboard.press("Escape");
      await page.getByRole("tab", { name: "Cash" }).click();
      await shoot(page, `lobby-cash-off-${label}`);
      if (hasDatabase()) {
        await setMoneyGames(true);
        try {
          await page.reload();
          await page.getByRole("tab", { name: "Cash" }).click();
          await expect(page.getByRole("button", { name: "Play", exact: true })).toBeVisible();
          await shoot(page, `lobby-cash-${label}`);
        } finally {
          await setMoneyGames(false);
        }
      }
    });

    test("account pages", async ({ page }) => {
      // Twelve pages, each loaded, checked and shot in full: a minute is too little on a busy machine.
      test.setTimeout(180_000);
      for (const [path, title] of ACCOUNT_PAGES) {
        await open(page, player, path);
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await expect(page.getByText("Loading", { exact: false })).toHaveCount(0);
        await shoot(page, `account${path.replace(/[^a-z]+/gi, "-")}-${label}`);
      }
    });

    test("deposit, its QR modal and the payment gateway", async ({ page }) => {
      needsDatabase(); // to switch cash play on
      await setMoneyGames(true);
      try {
        await open(page, player, "/deposit-cash");
        await expect(page.getByRole("button", { name: "Add Cash" })).toBeVisible();
        await shoot(page, `deposit-${label}`);
        await page.getByRole("button", { name: "₹500" }).click();
        await page.getByLabel("Mobile number").fill(player.mobile);
        await page.getByRole("button", { name: "Add Cash" }).click();
        await expect(page.getByTestId("qr-code")).toBeVisible();
        await shoot(page, `deposit-qr-${label}`);
        await page.keyboard.press("Escape");
        await page.getByText("Bank", { exact: true }).click();
        await page.getByRole("button", { name: "Add Cash" }).click();
        await expect(page.getByRole("heading", { name: "Payment Gateway" })).toBeVisible();
        await page.getByLabel("Payment mode").selectOption("IMPS");
        await page.getByRole("button", { name: "Submit" }).click();
        await shoot(page, `payment-gateway-${label}`);
      } finally {
        await setMoneyGames(false);
      }
    });
  });
}
