import { expect, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import { openTournament, openTournamentsTab } from "./support/tournaments.ts";
import { DELHI } from "./support/viewports.ts";
import { adultPlayer, needsDatabase, open, withDb } from "./web2-helpers.ts";

/**
 * Lobby tab 3: a player registers for a free-roll tournament, sees the toast and Withdraw, opens
 * the detail, withdraws there and sees the list update; My Tickets lists a ticket they hold.
 * The tournament and the ticket are written to the server's database as an operator would.
 */
/** The region check reads the browser location: a place where cash play is allowed. */
test.use({ geolocation: DELHI, permissions: ["geolocation"] });

test("a player registers for and withdraws from a free roll in tab 3, and sees a ticket", async ({ page, request }) => {
  needsDatabase();
  const player = await adultPlayer(request);
  const name = `E2E Free Roll ${Math.random().toString(36).slice(2, 7)}`;
  const id = await openTournament(name);
  await withDb((db) => db.execute(sql`INSERT INTO tournament_tickets (user_id, template, name, value_paise) VALUES (${player.id}, 'weekly-final', 'Weekly Final Pass', 2500)`));

  await open(page, player, "/lobby");
  await openTournamentsTab(page);
  const row = page.getByTestId("tournaments-table").getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Free");
  await expect(row).toContainText("500 chips");
  await expect(row).toContainText("0/6");
  await row.getByRole("button", { name: `Register: ${name}` }).click();
  await expect(page.getByTestId("tournament-confirm")).toContainText("Are you sure you want to register in this tournament ?");
  await page.getByTestId("tournament-confirm").getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Registered Successfully.")).toBeVisible();
  await expect(row.getByRole("button", { name: `Withdraw: ${name}` })).toBeVisible();
  await expect(row).toContainText("1/6");

  await row.getByTestId("tournament-name").click();
  const detail = page.getByTestId("tournament-detail");
  await expect(detail).toContainText(`ID: #${id.slice(-8)}`);
  await expect(detail).toContainText("R1 (1 Prize)");
  await expect(detail).toContainText("1st");
  await expect(detail).toContainText("Disclaimer : The number of prizes and rounds");
  await detail.getByRole("button", { name: `Withdraw: ${name}` }).click();
  await page.getByTestId("tournament-confirm").getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Withdraw Successfully.")).toBeVisible();
  // The open detail reloads after the action, and so does the list.
  await expect(detail.getByRole("button", { name: `Register: ${name}` })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(row.getByRole("button", { name: `Register: ${name}` })).toBeVisible();
  await expect(row).toContainText("0/6");

  await page.getByRole("button", { name: "My Tickets" }).click();
  const tickets = page.getByTestId("my-tickets");
  await expect(tickets).toContainText("Weekly Final Pass");
  await expect(tickets).toContainText("Not Available");
});
