import { expect, test, type APIRequestContext } from "@playwright/test";
import { registeredPlayer } from "./support/accounts.ts";

/**
 * The reality check in the browser against the real platform (global-setup.ts boots it with test
 * table options on practice tables): a private practice table whose clocks are shortened to
 * seconds (`realityCheckFirstMs`, `realityCheckEveryMs`; 60 and 30 minutes otherwise). The dialog
 * appears after the first interval with the time played and the session's net result; Continue
 * closes it and it comes back after the next interval; Take a break leaves the table.
 */
const FIRST_MS = 3_000;
const EVERY_MS = 4_000;

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<{ status: number; data: T }> {
  const reply = await request.post(`/api/v1${path}`, { data, headers: { authorization: token } });
  return { status: reply.status(), data: ((await reply.json()) as { data: T }).data };
}

test("the table shows a reality check after the first interval and again after each next one", async ({ browser, request }) => {
  const player = await registeredPlayer();
  const created = await post<{ iTableId: string; nChips: number; sPrivateCode: string }>(request, player.token, "/rummy/table/private/create", {
    eRummyType: "point",
    eGameType: "practice",
    nTablePoint: 0.05,
    nMaxPlayer: 2,
    oRoomOptions: { botWaitMs: 600_000, realityCheckFirstMs: FIRST_MS, realityCheckEveryMs: EVERY_MS },
  });
  expect(created.status).toBe(200);
  const seat = created.data;
  const context = await browser.newContext({ viewport: { width: 1318, height: 725 } });
  const page = await context.newPage();
  const query = new URLSearchParams({ sAuthToken: player.token, sTableId: seat.iTableId, nChips: String(seat.nChips), sPrivateCode: seat.sPrivateCode, renderer: "canvas" });
  const openedAt = Date.now();
  await page.goto(`/game?${query.toString()}`);

  const dialog = page.getByRole("dialog", { name: "Reality check" });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  // Not before the first interval: the session started when the seat was taken, before the page opened.
  expect(Date.now() - openedAt).toBeGreaterThan(FIRST_MS - 1_500);
  await expect(page.getByTestId("reality-check")).toHaveText("You have been playing for 0 min. Your net result this session: ₹0.");

  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog).toBeHidden();
  const continuedAt = Date.now();
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  expect(Date.now() - continuedAt).toBeGreaterThan(EVERY_MS - 2_500);

  await dialog.getByRole("button", { name: "Take a break" }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => {
      const joined = await request.get("/api/v1/rummy/table/joined", { headers: { authorization: player.token } });
      return ((await joined.json()) as { data: unknown[] }).data.length;
    })
    .toBe(0);
  await context.close();
});
