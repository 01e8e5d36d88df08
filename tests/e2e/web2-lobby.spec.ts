import { expect, test, type Locator } from "@playwright/test";
import { DELHI } from "./support/viewports.ts";
import { adultPlayer, needsDatabase, open, popupQuery, setMaintenance, setMoneyGames } from "./web2-helpers.ts";
import { INTL_WATCH, intlMadeBefore, PLAY_WATCH, playShownMs } from "../support/page-watches.ts";

/** Web app II: the lobby against the real server (practice, private tables, the wheel, maintenance). */
test.use({ geolocation: DELHI, permissions: ["geolocation"] });

test.describe.configure({ mode: "serial" });

/** Column headers as read, without the sort arrows (drawn as ▲▼ and hidden from screen readers). */
const headers = async (table: Locator) => (await table.getByRole("columnheader").allTextContents()).map((h) => h.replace(/[▲▼]/g, "").trim());

test("practice lobby: tabs, columns, filter, sort, Play opens the game popup and counts the joined game", async ({ page, context, request }) => {
  const player = await adultPlayer(request);
  await open(page, player, "/lobby");
  await expect(page).toHaveTitle(/^Lobby \|/);
  await expect(page.getByRole("tab", { name: "Practice" })).toHaveAttribute("aria-selected", "true");
  const table = page.getByTestId("practice-point-tables");
  await expect.poll(() => headers(table)).toEqual(["Name", "Decks", "Max Players", "Point", "Play"]);

  // Max Players: 2 only, then reset.
  await page.getByRole("button", { name: /^Max Players:/ }).click();
  await page.getByRole("checkbox", { name: "2 Players" }).check();
  const players = table.locator("tbody td[data-label='Max Players']");
  await expect(players.first()).toHaveText("2");
  expect(new Set(await players.allTextContents())).toEqual(new Set(["2"]));
  await page.getByRole("button", { name: "Reset" }).click();
  expect(new Set(await players.allTextContents())).toEqual(new Set(["2", "6"]));

  // Point sorts down on the second click.
  await page.keyboard.press("Escape");
  await table.getByRole("button", { name: /^Point, sort/ }).click();
  await table.getByRole("button", { name: /^Point, sort/ }).click();
  const points = (await table.locator("tbody td[data-label='Point']").allTextContents()).map(Number);
  expect(points).toEqual([...points].sort((a, b) => b - a));

  // The other modes have their own columns; the info tooltip explains the mode.
  await page.getByRole("tab", { name: "Pool" }).click();
  await expect.poll(() => headers(page.getByTestId("practice-pool-tables"))).toEqual(["Name", "Type", "Max Players", "Entry Fee", "Play"]);
  await page.getByRole("button", { name: "About Pool" }).click();
  await expect(page.getByText(/maximum limit \(101 or 201\)/)).toBeVisible();
  await page.getByRole("tab", { name: "Deals" }).click();
  await expect.poll(() => headers(page.getByTestId("practice-deal-tables"))).toEqual(["Name", "Deals", "Max Players", "Entry Fee", "Play"]);
  await page.getByRole("tab", { name: "Points21" }).click();
  await expect.poll(() => headers(page.getByTestId("practice-point21-tables"))).toEqual(["Name", "Point", "Max Players", "Entry Fee", "Play"]);

  // Play: the popup opens at the game address, and My Joined Games counts it.
  await page.getByRole("tab", { name: "Points", exact: true }).click();
  const query = await popupQuery(context, () => page.getByTestId("practice-point-tables").getByRole("button", { name: /^Play / }).first().click());
  expect(query.get("sAuthToken")).toBe(player.token);
  expect(query.get("sTableId")).toMatch(/[0-9a-f-]{36}/);
  expect(Number(query.get("nChips"))).toBeGreaterThan(0);
  expect(query.get("sPrivateCode")).toBeNull();
  await expect(page.getByTestId("joined-games-button")).toHaveText("My Joined Games (1)");
  await page.getByTestId("joined-games-button").click();
  await expect(page.getByTestId("joined-games").getByRole("row")).toHaveCount(2);
  await page.keyboard.press("Escape");

  // Tab 3 lists tournaments (tournaments-lobby.spec.ts covers it); tab 4 lists 10- and 27-card practice tables; the footer links open new tabs.
  await page.getByRole("tab", { name: "Tournaments" }).click();
  await expect(page.getByTestId("tournaments-panel")).toBeVisible();
  await page.getByRole("tab", { name: "10 & 27 Cards" }).click();
  await expect(page.getByTestId("practice-point10-tables").getByRole("button", { name: /^Play Points10/ }).first()).toBeVisible();
  await page.getByRole("tab", { name: "27 Cards", exact: true }).click();
  await expect(page.getByTestId("practice-point27-tables").getByRole("button", { name: /^Play Points27/ }).first()).toBeVisible();
  for (const href of ["/how-to-play-prv", "/report-problem", "/tearms-of-service-prv", "/privacy-prv"]) {
    await expect(page.locator(`.lobby-footer a[href='${href}']`)).toHaveAttribute("target", "_blank");
  }
});

/** A string every build of zod's classic schemas carries (its base type's name), and no code of ours. */
const ZOD_MARK = "$ZodType";

test("the lobby shows its Play buttons without loading zod, making an Intl formatter or showing the loading fallback; the wheel, which reads its reply with zod, does load it", async ({ page, request }) => {
  const player = await adultPlayer(request);
  await open(page, player, "/faq");
  await page.addInitScript(PLAY_WATCH);
  await page.addInitScript(INTL_WATCH);
  // Whether the page's loading fallback was ever in the document (a commit React made while the
  // shell's or the lobby's code had not run: shared/lazy-page.ts).
  await page.addInitScript(() => {
    const seen = () => ((window as unknown as { __fallbackSeen: boolean }).__fallbackSeen ||= document.querySelector(".page-fallback") !== null);
    new MutationObserver(seen).observe(document, { subtree: true, childList: true });
  });
  /** The scripts the page asked for before `until` (ms on its clock). */
  const scriptsBefore = (until: number) =>
    page.evaluate((at) => performance.getEntriesByType("resource").filter((e) => e.startTime <= at && new URL(e.name).pathname.endsWith(".js")).map((e) => e.name), until);
  const zodIn = async (urls: string[]) => (await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()))).some((source) => source.includes(ZOD_MARK));

  await page.goto("/lobby");
  await expect(page.getByTestId("practice-point-tables").getByRole("button", { name: /^Play / }).first()).toBeEnabled();
  const shownAt = await page.evaluate(playShownMs);
  expect(shownAt).toBeGreaterThan(0);
  const beforePlay = await scriptsBefore(shownAt);
  expect(beforePlay.some((url) => url.includes("/lobby-page-"))).toBe(true);
  expect(await zodIn(beforePlay)).toBe(false);
  // A phone's first Intl formatter sets up ICU (a few hundred ms at CPU x6): none before Play.
  expect(await page.evaluate(intlMadeBefore, shownAt)).toEqual([]);
  // The saved session's first screen rendered once its code had run: the shell and the lobby in
  // one pass, never the fallback between them.
  expect(await page.evaluate(() => (window as unknown as { __fallbackSeen?: boolean }).__fallbackSeen ?? false)).toBe(false);

  // The check can tell: the daily wheel's status is read with the contract's zod schema.
  await page.getByRole("button", { name: "Daily Bonus" }).click();
  await expect(page.getByTestId("spin-modal").locator(".spin-wheel__label")).toHaveCount(7);
  expect(await zodIn(await scriptsBefore(Number.POSITIVE_INFINITY))).toBe(true);
});

test("cash tab explains that the operator switched cash play off", async ({ page, request }) => {
  needsDatabase();
  await setMoneyGames(false);
  const player = await adultPlayer(request);
  await open(page, player, "/lobby");
  await page.getByRole("tab", { name: "Cash" }).click();
  await expect(page.getByTestId("cash-off")).toContainText("Cash games are switched off. You can still play practice tables.");
});

test("private table created in one browser and joined by code in another", async ({ browser, page, context, request }) => {
  needsDatabase();
  // Cash play off: private tables use practice chips, so no deposit is needed.
  await setMoneyGames(false);
  const host = await adultPlayer(request, "Host Player");
  const guest = await adultPlayer(request, "Guest Player");
  await open(page, host, "/lobby");
  await page.getByRole("button", { name: "Private Table" }).click();
  const modal = page.getByTestId("private-table-modal");
  await expect(modal.getByTestId("private-fee")).toHaveText("12.00 chips");
  await modal.getByRole("slider").press("ArrowRight");
  await expect(modal.getByTestId("private-point")).toHaveText("0.10 chips");
  await expect(modal.getByTestId("private-fee")).toHaveText("24.00 chips");
  await modal.getByRole("radio", { name: "6 Players" }).check();
  const hostQuery = await popupQuery(context, () => modal.getByRole("button", { name: "Create" }).click());
  const code = (await modal.getByTestId("private-code").textContent()) ?? "";
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  expect(hostQuery.get("sPrivateCode")).toBe(code);

  const other = await browser.newContext({ geolocation: DELHI, permissions: ["geolocation"] });
  const guestPage = await other.newPage();
  await open(guestPage, guest, "/lobby");
  await guestPage.getByRole("button", { name: "Private Table" }).click();
  const guestModal = guestPage.getByTestId("private-table-modal");
  await guestModal.getByRole("tab", { name: "Join" }).click();
  const join = guestModal.getByRole("button", { name: "Join" });
  await expect(join).toBeDisabled();
  await guestModal.getByLabel("Private table code").fill("abc");
  await join.click();
  await expect(guestModal.getByText("Please enter the 6-character code")).toBeVisible();
  await guestModal.getByLabel("Private table code").fill(code.toLowerCase());
  const guestQuery = await popupQuery(other, () => join.click());
  expect(guestQuery.get("sTableId")).toBe(hostQuery.get("sTableId"));
  expect(guestQuery.get("sPrivateCode")).toBe(code);
  await other.close();
});

test("daily spin: the wheel turns, closes after 4 s with the toast, and a second spin is refused", async ({ page, request }) => {
  const player = await adultPlayer(request);
  await open(page, player, "/lobby");
  await page.getByRole("button", { name: "Daily Bonus" }).click();
  const modal = page.getByTestId("spin-modal");
  await expect(modal.locator(".spin-wheel__label")).toHaveCount(7);
  const started = Date.now();
  await modal.getByRole("button", { name: "Spin" }).click();
  // Cash play is off (the default): the wheel pays practice chips and says so.
  await expect(page.getByText(/^Congratulations! You won [\d,.]+ practice chips$/)).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(3900);
  await expect(modal).toBeHidden();
  await page.getByRole("button", { name: "Daily Bonus" }).click();
  await expect(modal.getByText(/You have used today's spin/)).toBeVisible();
  const again = await request.post("/api/v1/rummy/spin", { headers: { authorization: player.token } });
  expect(again.status()).toBeGreaterThanOrEqual(400);
});

test("maintenance: the countdown shows and Play opens the maintenance modal instead", async ({ page, request }) => {
  needsDatabase();
  const player = await adultPlayer(request);
  await setMaintenance(true, 90);
  try {
    await open(page, player, "/lobby");
    // The shell shows the modal on load; close it, then Play shows it again.
    await page.getByTestId("maintenance-modal").getByRole("button", { name: "Okay" }).click();
    await expect(page.getByTestId("maintenance-banner")).toContainText(/back in (01:29:|01:30:)/);
    await page.getByTestId("practice-point-tables").getByRole("button", { name: /^Play / }).first().click();
    await expect(page.getByTestId("maintenance-modal")).toContainText("The game is currently under maintenance. It will be back in");
    await page.getByTestId("maintenance-modal").getByRole("button", { name: "Okay" }).click();
    await page.getByRole("button", { name: "Private Table" }).click();
    await expect(page.getByTestId("maintenance-modal")).toBeVisible();
  } finally {
    await setMaintenance(false);
  }
});
