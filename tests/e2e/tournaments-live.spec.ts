import { expect, test, type Browser, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { openTournament, openTournamentsTab } from "./support/tournaments.ts";
import { DELHI, SCREENSHOT_DIR } from "./support/viewports.ts";
import { adultPlayer, needsDatabase, open, withDb, type Player } from "./web2-helpers.ts";

/**
 * Tab 3 kept current across browsers, a ticket won as a prize in My Tickets, and the tournament
 * statement in chips. Tournaments and tickets are written to the server's database as an operator
 * (or the director paying a ticket prize) would.
 */
test.use({ geolocation: DELHI, permissions: ["geolocation"] });

async function join(page: Page, player: Player, tournamentId: string): Promise<void> {
  const reply = await page.request.post("/api/v1/tournament/join", { data: { iTournamentId: tournamentId }, headers: { authorization: player.token } });
  expect(reply.ok(), await reply.text()).toBe(true);
}

async function lobbyTab3(browser: Browser, player: Player): Promise<Page> {
  const context = await browser.newContext({ geolocation: DELHI, permissions: ["geolocation"] });
  const page = await context.newPage();
  await open(page, player, "/lobby");
  await openTournamentsTab(page);
  return page;
}

test("a withdrawal in a second browser shows in the first browser's list when the player comes back to it", async ({ browser, request }) => {
  needsDatabase();
  const [a, b] = await Promise.all([adultPlayer(request, "First Browser"), adultPlayer(request, "Second Browser")]);
  const name = `E2E Two Browsers ${Math.random().toString(36).slice(2, 7)}`;
  const id = await openTournament(name, { kind: "free" }, 1);

  const first = await lobbyTab3(browser, a);
  await join(first, a, id);
  await join(first, b, id);
  await first.evaluate(() => window.dispatchEvent(new Event("focus")));
  const rowInFirst = first.getByTestId("tournaments-table").getByRole("row").filter({ hasText: name });
  await expect(rowInFirst).toContainText("2/6");
  await expect(rowInFirst.getByRole("button", { name: `Withdraw: ${name}` })).toBeVisible();

  const second = await lobbyTab3(browser, b);
  const rowInSecond = second.getByTestId("tournaments-table").getByRole("row").filter({ hasText: name });
  await rowInSecond.getByRole("button", { name: `Withdraw: ${name}` }).click();
  await second.getByTestId("tournament-confirm").getByRole("button", { name: "Yes" }).click();
  await expect(second.getByText("Withdraw Successfully.")).toBeVisible();
  await expect(rowInSecond).toContainText("1/6");

  // The first browser still shows what it read; the player comes back to its window.
  await expect(rowInFirst).toContainText("2/6");
  await first.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(rowInFirst).toContainText("1/6");
  await expect(rowInFirst.getByRole("button", { name: `Withdraw: ${name}` })).toBeVisible();

  await first.context().close();
  await second.context().close();
});

test("a tournament cancelled below its minimum tells the registered player why, and leaves their list", async ({ browser, request }) => {
  needsDatabase();
  const player = await adultPlayer(request, "Lone Player");
  const name = `E2E Cancelled ${Math.random().toString(36).slice(2, 7)}`;
  const id = await openTournament(name, { kind: "free" }, 1);
  const page = await lobbyTab3(browser, player);
  await join(page, player, id);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  const row = page.getByTestId("tournaments-table").getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("button", { name: `Withdraw: ${name}` })).toBeVisible();

  // Its start comes with one player of the two it needs: the server's clock cancels it and refunds
  // the entry, and the player channel says so (tournamentCancelled).
  await withDb((db) => db.execute(sql`UPDATE tournaments SET registration_closes_at = now() - interval '1 second', starts_at = now() - interval '1 second' WHERE id = ${id}`));
  await expect(page.getByText(`${name} was cancelled: Fewer than 2 players registered (1). Your entry was refunded.`)).toBeVisible({ timeout: 30_000 });
  await expect(row).toHaveCount(0);
  await page.context().close();
});

test("My Tickets lists a ticket won as a tournament prize with its validity", async ({ page, request }) => {
  needsDatabase();
  const player = await adultPlayer(request);
  const id = await openTournament(`E2E Prize Source ${Math.random().toString(36).slice(2, 7)}`, { kind: "free" }, 1);
  // As the director writes a ticket prize (TOURNAMENTS.md "Prizes"): source prize:<tournament>.
  await withDb((db) =>
    db.execute(sql`INSERT INTO tournament_tickets (user_id, template, name, value_paise, valid_until, source) VALUES (${player.id}, 'sunday-final', 'Sunday Final Seat', 15000, '2027-01-15T04:30:00Z', ${`prize:${id}`})`),
  );
  await open(page, player, "/lobby");
  await openTournamentsTab(page);
  await page.getByRole("button", { name: "My Tickets" }).click();
  const row = page.getByTestId("my-tickets").getByRole("row").filter({ hasText: "Sunday Final Seat" });
  await expect(row).toContainText("Active");
  await expect(row).toContainText("₹150.00");
  await expect(row).toContainText("10:00 AM | 15 Jan 2027");
});

test("the tournament statement shows a practice-chip entry and its refund in chips, never rupees", async ({ page, request }) => {
  needsDatabase();
  const player = await adultPlayer(request);
  const id = await openTournament(`E2E Chips Entry ${Math.random().toString(36).slice(2, 7)}`, { kind: "practice", feePaise: 1000 }, 1);
  await open(page, player, "/lobby");
  await join(page, player, id);
  const withdrawn = await page.request.post(`/api/v1/tournament/withdraw/${id}`, { headers: { authorization: player.token } });
  expect(withdrawn.ok(), await withdrawn.text()).toBe(true);

  await page.goto("/tournament-transaction");
  const table = page.getByTestId("tournament-transactions");
  const rows = table.getByRole("row").filter({ hasText: `ID: #${id.slice(-8)}` });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ has: page.locator(".amount-out") })).toContainText("10.00 chips");
  await expect(rows.filter({ has: page.locator(".amount-in") })).toContainText("10.00 chips");
  await expect(rows.first()).not.toContainText("₹");
  await page.screenshot({ path: `${SCREENSHOT_DIR}/tournament-transactions-chips.png`, fullPage: true });
});
