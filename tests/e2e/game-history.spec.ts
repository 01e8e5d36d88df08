import { expect, test, type APIRequestContext } from "@playwright/test";
import { Client, type Room } from "colyseus.js";
import { openLoggedIn, registeredPlayer } from "./support/accounts.ts";
import { DELHI, SCREENSHOT_DIR } from "./support/viewports.ts";

/**
 * Issue 19, "A history of every game": a player plays five practice deals against a bot (through
 * the table protocol, with the test table options' short timers: ALLOW_TEST_TABLE_OPTIONS in
 * global-setup.ts), finds all five in Game Transactions in chips, opens one as a hand history and
 * replays it, step by step, to the same results table the table sent at the end of that deal.
 */
const DEALS = 5;
const FAST = { turnSeconds: 5, timeBankSeconds: 0, meldSeconds: 5, startDelayMs: 100, nextDealMs: 100, botWaitMs: 200, botThinkMs: 20, offerMs: 300 };

interface Results {
  dealId: string;
  dealNumber: number;
  winner: number;
  seats: { seat: number; name: string; outcome: string; points: number }[];
}
interface TableState {
  phase: string;
  turnSeat: number;
  turnNumber: number;
  drawnFrom: string;
  dealId: string;
  seats: Record<string, { seat: number; name: string; hand?: { code: number }[] }>;
}

async function joinPractice(request: APIRequestContext, token: string): Promise<string> {
  const reply = await request.post("/api/v1/rummy/table/join", {
    data: { eRummyType: "point", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 0.05, oRoomOptions: FAST },
    headers: { authorization: token },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { data: { iTableId: string } }).data.iTableId;
}

/**
 * Plays as a person would, at most four messages a second (the table refuses more than five a
 * second once its burst is spent, PROTOCOL.md): on the first two turns of a deal it
 * draws from the closed pile and throws the drawn card back (so the log has draws and discards),
 * then drops, which ends a two-seat deal.
 */
function playDeals(room: Room, userName: string, results: Results[]): () => void {
  let answered = "";
  const timer = setInterval(() => {
    const v = (room.state as { toJSON(): TableState }).toJSON();
    const me = Object.values(v.seats ?? {}).find((s) => s.name === userName);
    if (!me || v.phase !== "play" || v.turnSeat !== me.seat) return;
    const key = `${v.dealId}:${v.turnNumber}:${v.drawnFrom}`;
    if (key === answered) return;
    answered = key;
    if (v.turnNumber > 4) room.send("drop", {});
    else if (v.drawnFrom === "") room.send("draw", { from: "closed" });
    else room.send("discard", { card: me.hand?.[me.hand.length - 1]?.code });
  }, 250);
  room.onMessage("results", (m: Results) => results.push(m));
  // The rest of the table's messages are not this test's business.
  room.onMessage("*", () => undefined);
  return () => clearInterval(timer);
}

// The logged-in app checks the player's location (a permitted state).
test.use({ geolocation: DELHI, permissions: ["geolocation"] });

test("five practice deals appear in Game Transactions and one replays as a hand history to the same results table", async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const player = await registeredPlayer();
  const tableId = await joinPractice(request, player.token);
  const client = new Client((baseURL ?? "").replace(/^http/, "ws"));
  client.auth.token = player.token;
  const room = await client.joinById(tableId);
  const results: Results[] = [];
  const stop = playDeals(room, player.username, results);
  await expect.poll(() => results.length, { timeout: 120_000, message: `${DEALS} deals played` }).toBeGreaterThanOrEqual(DEALS);
  stop();
  // Leaving may end a deal that had just started (the player drops): wait until the seat is gone,
  // so every deal is over. A leave the table refused (too many messages just before it) is sent
  // again at each look; a second leave of a seat already leaving changes nothing.
  let stoodUp = false;
  room.onMessage("stood_up", () => (stoodUp = true));
  await expect
    .poll(
      () => {
        if (!stoodUp) room.send("leave", {});
        return stoodUp;
      },
      { timeout: 30_000, intervals: [500, 1000], message: "stood up" },
    )
    .toBe(true);

  await openLoggedIn(page, player.token, "/game-transaction");
  const table = page.getByTestId("game-transactions-table");
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(results.length);
  await expect(table).toContainText("chips");
  await expect(table).not.toContainText("₹");

  // The first deal (the one with draws and discards) is the oldest, so the last row.
  const first = results.find((r) => r.dealNumber === 1);
  expect(first).toBeTruthy();
  await page.getByRole("link", { name: new RegExp(`^Hand history of deal 1 at table`) }).click();
  await expect(page.getByRole("heading", { name: "Hand History" })).toBeVisible();
  await expect(page.getByTestId("hand-history-step")).toContainText("Your hand:");
  await expect(page.getByTestId("hand-history-results")).toHaveCount(0);

  // Step forward by hand, then let it play to the end.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("hand-history-step")).toContainText("Step 2 of");
  await expect(page.getByTestId("hand-history-step")).toContainText(/drew|discarded|dropped/);
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByTestId("hand-history-step")).toContainText("Step 1 of");
  await page.getByRole("button", { name: "Play" }).click();
  const resultsTable = page.getByTestId("hand-history-results");
  await expect(resultsTable).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("hand-history-step")).toContainText("Deal over");

  // The same results table the table sent: every seat's outcome and points.
  const outcome: Record<string, string> = { winner: "Won", lost: "Lost", dropped: "Dropped", wrong_show: "Wrong show" };
  for (const seat of first!.seats) {
    const row = resultsTable.locator(`tr[data-seat="${seat.seat}"]`);
    await expect(row.locator("td").nth(0)).toHaveText(outcome[seat.outcome] ?? seat.outcome);
    await expect(row.locator("td").nth(1)).toHaveText(String(seat.points));
    await expect(row.locator("th")).toContainText(seat.name);
  }
  await expect(page.getByTestId("hand-history-fairness")).toContainText("matches the commitment");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/hand-history-phone.png`, fullPage: true });
});
