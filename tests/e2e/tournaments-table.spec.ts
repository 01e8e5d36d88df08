import { connect as tcp } from "node:net";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { createDb, queryRows } from "@rummy/db";
import { sql } from "drizzle-orm";
import { registerPlayer, type TestPlayer } from "../support/accounts.ts";
import { createTestDatabase, type TestDatabase } from "../support/database.ts";
import { flushRedisDb } from "../support/scale-out.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { openTournamentsTab } from "./support/tournaments.ts";
import { SCREENSHOT_DIR } from "./support/viewports.ts";

/**
 * The tournament table and its round screens in the browser. The round screens are driven by the
 * player channel's events (game-server/TOURNAMENTS.md, "Director"). Round tables have no rooms
 * yet (TOURNAMENTS.md "What is left"), so the director cannot play a round: this suite starts its
 * own platform with Redis presence (its own database and Redis database 9) and publishes the
 * director's events on the player's presence topic, exactly as `publishToPlayer` does, so they
 * travel the real path: Redis → the player room → the browser's socket → the screens.
 * The table is a real two-player practice Deals table opened as the tournament's seat
 * (`iTournamentId` in the popup's URL, as the tournament's own Take Seat opens it); its header
 * reads the tournament from the tournament calls and the deal from the table's state.
 */
const REDIS_URL = process.env["TEST_TOURNAMENT_REDIS_URL"] ?? "redis://127.0.0.1:6379/9";
const DESKTOP = { width: 1318, height: 725 } as const;
const PHONE_LANDSCAPE = { width: 740, height: 360 } as const;

let database: TestDatabase;
let server: ServerProcess;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await flushRedisDb(REDIS_URL);
  database = await createTestDatabase("e2e_tour");
  server = await startServerProcess({
    DATA_DIR: database.dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    REDIS_URL,
    SEED_DEMO_DATA: "false",
    RATE_LIMIT_PER_MINUTE: "100000",
    TRUST_PROXY: "true",
    ALLOW_TEST_TABLE_OPTIONS: "practice",
    // Short clocks for new practice tables, tournament round tables included (their rooms take the
    // boot's options): an absent player misses three 8 s turns and is dropped within a minute.
    TABLE_OPTIONS: JSON.stringify({ turnSeconds: 8, timeBankSeconds: 0, meldSeconds: 8, startDelayMs: 1000, nextDealMs: 2000, seatWaitMs: 15_000 }),
  });
  server.child.stdout?.on("data", (d: Buffer) => (serverLog += d.toString()));
  server.child.stderr?.on("data", (d: Buffer) => (serverLog += d.toString()));
});

/** The platform's own log, attached to a failed run. */
let serverLog = "";
test.afterEach(() => {
  const info = test.info();
  if (info.status !== info.expectedStatus) console.error(`--- server log (last 8000 characters) ---\n${serverLog.slice(-8000)}`);
});

test.afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await flushRedisDb(REDIS_URL).catch(() => undefined);
});

/** PUBLISH on Redis over a bare RESP connection; answers how many subscribers received it. */
function publish(channel: string, message: string): Promise<number> {
  const u = new URL(REDIS_URL);
  const command = (...args: string[]) => `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join("")}`;
  return new Promise((resolve, reject) => {
    const socket = tcp(Number(u.port || 6379), u.hostname);
    let reply = "";
    socket.on("error", reject);
    socket.on("data", (d) => {
      reply += d.toString();
      const m = reply.match(/^:(\d+)\r\n/);
      if (m) {
        socket.end();
        resolve(Number(m[1]));
      } else if (reply.startsWith("-")) {
        socket.end();
        reject(new Error(`redis said ${reply}`));
      }
    });
    socket.write(command("PUBLISH", channel, message));
  });
}

/**
 * Sends a player-channel event to a player (the envelope of game-server/src/services/realtime/
 * publish.ts), again until a player room has subscribed to the player's topic: the browser opens
 * its channel once the page is idle, and a publish before that reaches nobody.
 */
async function sendToPlayer(userId: string, event: Record<string, unknown>): Promise<void> {
  await expect.poll(() => publish(`player-channel:${userId}`, JSON.stringify({ event })), { message: `a player room listening for ${userId}`, timeout: 30_000 }).toBeGreaterThan(0);
}

async function withDb<T>(work: (db: ReturnType<typeof createDb>["db"]) => Promise<T>): Promise<T> {
  const handle = createDb({ databaseUrl: database.url ?? "", maxConnections: 1 });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * A running two-round practice knock-out, as an operator writes one (db/admin/tournaments.sql).
 * Its director lease is held by this test, in the same statement: it has no entries, and the
 * server's director would otherwise close its empty round 1 and show round 2 in the header.
 */
async function runningTournament(name: string): Promise<string> {
  return withDb(async (db) => {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`
      WITH t AS (
        INSERT INTO tournaments (name, entry_kind, max_players, min_players, entry_fee_paise, registration_opens_at, registration_closes_at, starts_at, state)
        VALUES (${name}, 'free', 6, 2, 0, now() - interval '1 hour', now() - interval '5 minutes', now() - interval '5 minutes', 'running')
        RETURNING id
      ), lease AS (
        INSERT INTO tournament_leases (tournament_id, holder, expires_at) SELECT id, 'e2e-test', now() + interval '1 hour' FROM t
      )
      SELECT id FROM t`,
    );
    const id = rows[0]?.id;
    if (!id) throw new Error("tournament insert failed");
    await db.execute(sql`INSERT INTO tournament_rounds (tournament_id, round_no, variant_id, deals_per_round, qualifiers_per_table) VALUES (${id}, 1, 'deals', 2, 1), (${id}, 2, 'deals', 3, 1)`);
    await db.execute(sql`INSERT INTO tournament_prizes (tournament_id, rank_from, rank_to, kind, share_bp, amount_paise) VALUES (${id}, 1, 1, 'chips', 7000, 35000), (${id}, 2, 2, 'chips', 3000, 15000)`);
    return id;
  });
}

interface Seat {
  readonly iTableId: string;
  readonly nChips: number;
}

/** Both players at one two-seat practice Deals table (the table's room deals when both connect). */
async function dealsTable(a: TestPlayer, b: TestPlayer): Promise<Seat> {
  const list = await a.client.post<{ _id: string; nMaxPlayer: number; nTablePoint: number; nTableFee: number }[]>("/rummy/table/weblist", { eRummyType: "deal", eGameType: "practice" });
  const config = list.body.data.find((t) => t.nMaxPlayer === 2);
  if (!config) throw new Error(`no two-seat practice Deals table in the catalogue: ${JSON.stringify(list.body)}`);
  const body = { eRummyType: "deal", eGameType: "practice", nMaxPlayer: 2, nTablePoint: config.nTablePoint, nTableFee: config.nTableFee, oRoomOptions: { startDelayMs: 500, botWaitMs: 600_000, turnSeconds: 60 } };
  const first = await a.client.post<Seat>("/rummy/table/join", body);
  expect(first.status, first.body.message).toBe(200);
  const second = await b.client.post<Seat>("/rummy/table/join", body);
  expect(second.status, second.body.message).toBe(200);
  expect(second.body.data.iTableId).toBe(first.body.data.iTableId);
  return first.body.data;
}

async function openSeat(browser: Browser, player: TestPlayer, seat: Seat, tournamentId: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: server.url });
  // Logged in (the player channel needs the saved token) and with the table's test hook.
  await context.addInitScript((token) => {
    localStorage.setItem("Token", token);
    localStorage.setItem("rummy.testHook", "1");
  }, player.client.token ?? "");
  const page = await context.newPage();
  const query = new URLSearchParams({ sAuthToken: player.client.token ?? "", sTableId: seat.iTableId, nChips: String(seat.nChips), iTournamentId: tournamentId, renderer: "canvas" });
  await page.goto(`/game?${query.toString()}`);
  return page;
}

const phaseOf = (page: Page) => page.evaluate(() => (window as Window & { __TABLE_TEST__?: { view(): { phase?: string } | null } }).__TABLE_TEST__?.view()?.phase ?? null);

/** The hand's card positions (test hook), to tell when a re-layout has finished moving them. */
const handLayout = (page: Page) =>
  page.evaluate(() => JSON.stringify((window as Window & { __TABLE_TEST__?: { cards(): { x: number; y: number }[] } }).__TABLE_TEST__?.cards().map((c) => [Math.round(c.x), Math.round(c.y)]) ?? []));

/** Waits until the hand lies where the new size puts it: two reads a poll apart agree. */
async function settled(page: Page): Promise<void> {
  let last = "";
  await expect
    .poll(async () => {
      const now = await handLayout(page);
      const same = now === last && now !== "[]";
      last = now;
      return same;
    })
    .toBe(true);
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const [size, label] of [
    [DESKTOP, "1318x725"],
    [PHONE_LANDSCAPE, "740x360"],
  ] as const) {
    await page.setViewportSize(size);
    await settled(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${label}.png` });
  }
  await page.setViewportSize(DESKTOP);
}

test("the tournament table's header and standings, then the qualified and knocked-out screens from the player channel", async ({ browser }) => {
  test.skip(!database.url, "needs TEST_DATABASE_URL (the suite writes the tournament as an operator would)");
  const [a, b] = await Promise.all([registerPlayer(server.url), registerPlayer(server.url)]);
  const name = `E2E Knock-out ${Math.random().toString(36).slice(2, 6)}`;
  const tournamentId = await runningTournament(name);
  const seat = await dealsTable(a, b);

  const pageA = await openSeat(browser, a, seat, tournamentId, DESKTOP);
  const pageB = await openSeat(browser, b, seat, tournamentId, DESKTOP);
  await expect.poll(() => phaseOf(pageA), { timeout: 30_000 }).toBe("play");

  // The header: the tournament's name and round from the tournament calls, the deal from the table.
  const header = pageA.getByTestId("tournament-header");
  await expect(header).toContainText(name);
  await expect(header).toContainText("Round 1 of 2");
  await expect(header).toContainText("Deal 1 of 2");
  const standings = pageA.getByTestId("tournament-standings");
  await expect(standings).toContainText("Top 1 qualifies");
  await expect(standings.getByRole("listitem")).toHaveCount(2);
  await expect(standings.locator("li.is-me")).toContainText("(you)");
  await expect(standings.locator("li.is-cut")).toHaveCount(1);
  await shoot(pageA, "tournament-table");

  // A qualifies: the screen counts down to the next round in mm:ss.
  await sendToPlayer(a.id, { type: "tournamentQualified", iTournamentId: tournamentId, nRound: 1 });
  await sendToPlayer(a.id, { type: "tournamentBreak", iTournamentId: tournamentId, nextRoundAt: new Date(Date.now() + 5 * 60_000).toISOString() });
  const qualified = pageA.getByTestId("tournament-qualified");
  await expect(qualified).toContainText("You qualified!");
  await expect(qualified).toContainText("You are through round 1 to round 2.");
  await expect(qualified.getByRole("timer")).toHaveText(/^Next round in 0[45]:\d\d$/);
  await expect(qualified.getByRole("button", { name: "Take Seat" })).toHaveCount(0);
  await shoot(pageA, "tournament-qualified");

  // B is knocked out in 2nd place; the prize the director credits is named in chips.
  await sendToPlayer(b.id, { type: "tournamentEliminated", iTournamentId: tournamentId, nPosition: 2 });
  await sendToPlayer(b.id, { type: "prizeCredited", iTournamentId: tournamentId, nPosition: 2, eCurrency: "practice", nAmountPaise: 15000 });
  const out = pageB.getByTestId("tournament-eliminated");
  await expect(out).toContainText("You are knocked out");
  await expect(out).toContainText("You finished 2nd.");
  await expect(out).toContainText("Your prize: 150 chips");
  await shoot(pageB, "tournament-knocked-out");

  // The next round's seat arrives: Take Seat opens that table in the same window.
  await sendToPlayer(a.id, { type: "resTakeTournamentSeat", iTournamentId: tournamentId, iTableId: "00000000-0000-4000-8000-000000000002" });
  await expect(qualified).toContainText("Your seat for the next round is ready.");
  await qualified.getByRole("button", { name: "Take Seat" }).click();
  await pageA.waitForURL((url) => url.searchParams.get("sTableId") === "00000000-0000-4000-8000-000000000002" && url.searchParams.get("iTournamentId") === tournamentId);

  await pageA.context().close();
  await pageB.context().close();
});

/** A free knock-out at two-seat tables, one deal per round, the top 1 of each table going on. */
async function upcomingKnockout(name: string, startsInMs: number): Promise<string> {
  return withDb(async (db) => {
    const startsAt = new Date(Date.now() + startsInMs).toISOString();
    const rows = await queryRows<{ id: string }>(
      db,
      sql`
      INSERT INTO tournaments (name, entry_kind, max_players, min_players, seats_per_table, entry_fee_paise, strategic_time_ms, registration_opens_at, registration_closes_at, starts_at, state)
      VALUES (${name}, 'free', 6, 2, 2, 0, 20000, now() - interval '1 minute', ${startsAt}, ${startsAt}, 'registering')
      RETURNING id`,
    );
    const id = rows[0]?.id;
    if (!id) throw new Error("tournament insert failed");
    await db.execute(sql`INSERT INTO tournament_rounds (tournament_id, round_no, variant_id, deals_per_round, qualifiers_per_table) VALUES (${id}, 1, 'deals', 1, 1)`);
    await db.execute(sql`INSERT INTO tournament_prizes (tournament_id, rank_from, rank_to, kind, share_bp, amount_paise) VALUES (${id}, 1, 1, 'chips', 10000, 50000)`);
    return id;
  });
}

/** Moves a registering tournament's start (and the close of its registration) to this far from now. */
async function startIn(tournamentId: string, ms: number): Promise<void> {
  await withDb(async (db) => {
    const startsAt = new Date(Date.now() + ms).toISOString();
    const moved = await queryRows(db, sql`UPDATE tournaments SET starts_at = ${startsAt}, registration_closes_at = ${startsAt} WHERE id = ${tournamentId} AND state = 'registering' RETURNING id`);
    if (moved.length !== 1) throw new Error(`tournament ${tournamentId} is no longer registering`);
  });
}

async function tableOf(tournamentId: string, userId: string): Promise<string | null> {
  const rows = await withDb((db) => queryRows<{ table_id: string | null }>(db, sql`SELECT table_id FROM tournament_participants WHERE tournament_id = ${tournamentId} AND user_id = ${userId} AND state IN ('seated', 'playing')`));
  return rows[0]?.table_id ?? null;
}

interface HookTurnView {
  readonly mySeat: number | null;
  readonly phase: string;
  readonly turn: { readonly seat: number } | null;
}
const turnViewOf = (page: Page) => page.evaluate(() => ((window as Window & { __TABLE_TEST__?: { view(): unknown } }).__TABLE_TEST__?.view() as HookTurnView | null) ?? null);

/** Drops the deal by keyboard on whichever page has the turn: x opens the question, Tab and Enter confirm. */
async function dropByKeyboard(pages: readonly Page[]): Promise<void> {
  await expect
    .poll(
      async () => {
        for (const page of pages) {
          const v = await turnViewOf(page).catch(() => null);
          if (v?.phase !== "play" || v.turn === null || v.turn.seat !== v.mySeat) continue;
          await page.keyboard.press("x");
          const dialog = page.getByRole("dialog", { name: "Drop this deal?" });
          if (!(await dialog.isVisible().catch(() => false))) continue;
          await page.keyboard.press("Tab");
          await page.keyboard.press("Enter");
          return true;
        }
        // The deal may already be over: a player that never connected was dropped by the clock.
        const views = await Promise.all(pages.map((p) => turnViewOf(p).catch(() => null)));
        return views.some((v) => v !== null && v.phase !== "play" && v.phase !== "waiting");
      },
      { message: "a player with the turn drops by keyboard", timeout: 90_000, intervals: [250] },
    )
    .toBe(true);
}

test("a real knock-out: register in tab 3, the going-to-start toast, Take Seat, round 1 to a drop by keyboard, knocked out and qualified, the next round's seat", async ({ browser }) => {
  test.skip(!database.url, "needs TEST_DATABASE_URL (the suite writes the tournament as an operator would)");
  test.setTimeout(420_000);
  const players = await Promise.all([0, 1, 2, 3].map(() => registerPlayer(server.url)));
  const [a, b, c, d] = players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
  for (const p of players) expect((await p.client.post("/profile", { sFullName: "Knockout Player", dDob: "01-15-1990" })).status).toBe(200);
  const name = `E2E Live Knock-out ${Math.random().toString(36).slice(2, 6)}`;
  // Starts in 80 s, time enough to register in the browser first: the 1-minute notice goes to
  // whoever is registered 60 s before the start.
  const id = await upcomingKnockout(name, 80_000);

  const lobby = await browser.newContext({ viewport: DESKTOP, baseURL: server.url, geolocation: { latitude: 28.61, longitude: 77.21 }, permissions: ["geolocation"] });
  await lobby.addInitScript((token) => {
    localStorage.setItem("Token", token);
    localStorage.setItem("rummy.testHook", "1");
  }, a.client.token ?? "");
  const pageA = await lobby.newPage();
  await pageA.goto("/lobby");
  await openTournamentsTab(pageA);
  const row = pageA.getByTestId("tournaments-table").getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: `Register: ${name}` }).click();
  await pageA.getByTestId("tournament-confirm").getByRole("button", { name: "Yes" }).click();
  await expect(pageA.getByText("Registered Successfully.")).toBeVisible();
  for (const p of [b, c, d]) expect((await p.client.post("/tournament/join", { iTournamentId: id })).status).toBe(200);

  // Everyone is in, so the operator brings the start forward (the clock reads it from the row at
  // every pass): into its last minute for the notice, then to now once the notice has shown,
  // rather than the test waiting out the rest of the 80 s.
  await startIn(id, 45_000);
  await expect(pageA.getByText(`${name} starts in 1 minute. Be ready to take your seat.`)).toBeVisible({ timeout: 60_000 });
  await startIn(id, 1_000);

  // The director seats round 1: the shell's Take Seat modal opens the game popup at that table.
  const modal = pageA.getByTestId("take-seat-modal");
  await expect(modal).toBeVisible({ timeout: 90_000 });
  const [tableA] = await Promise.all([lobby.waitForEvent("page"), modal.getByRole("button", { name: "Take Seat" }).click()]);
  await expect(tableA.getByTestId("tournament-header")).toContainText(name, { timeout: 30_000 });
  await expect(tableA.getByTestId("tournament-header")).toContainText("Round 1 of 2");
  await expect(tableA.getByTestId("tournament-header")).toContainText(/Table [12]/);

  // The other players open their seats (the table the tournament's Take Seat gives them), so both
  // tables play their deal out by keyboard rather than by the clock's auto-play of no-shows.
  const seatOfA = await tableOf(id, a.id);
  const others = await Promise.all(
    [b, c, d].map(async (p) => {
      const tableId = await tableOf(id, p.id);
      if (!tableId) throw new Error(`${p.userName} has no table`);
      return { player: p, tableId, page: await openSeat(browser, p, { iTableId: tableId, nChips: 0 }, id, PHONE_LANDSCAPE) };
    }),
  );
  const opponentSeat = others.find((o) => o.tableId === seatOfA);
  if (!opponentSeat) throw new Error("A has no opponent at the table");
  const pageOpp = opponentSeat.page;
  const otherTable = others.filter((o) => o !== opponentSeat).map((o) => o.page);
  await expect(pageOpp.getByTestId("tournament-header")).toContainText("Round 1 of 2");

  await expect.poll(() => phaseOf(tableA), { timeout: 60_000 }).toBe("play");
  await shoot(tableA, "tournament-table-live");

  await dropByKeyboard([tableA, pageOpp]);
  await dropByKeyboard(otherTable);

  // The round closes when both tables have reported: one of the two is through, the other out.
  const through = (p: Page) => p.getByTestId("tournament-qualified");
  const out = (p: Page) => p.getByTestId("tournament-eliminated");
  await expect.poll(async () => (await through(tableA).isVisible()) || (await out(tableA).isVisible()), { timeout: 150_000, message: "A's round screen" }).toBe(true);
  const aQualified = await through(tableA).isVisible();
  const [winner, loser] = aQualified ? [tableA, pageOpp] : [pageOpp, tableA];
  await expect(out(loser)).toContainText(/You finished (3rd|4th)\./);
  await expect(through(winner)).toContainText("You are through round 1 to round 2.");
  await expect(through(winner).getByRole("timer")).toHaveText(/^Next round in 00:[0-2]\d$/);
  await winner.screenshot({ path: `${SCREENSHOT_DIR}/tournament-qualified-live-${winner === tableA ? "1318x725" : "740x360"}.png` });
  await loser.screenshot({ path: `${SCREENSHOT_DIR}/tournament-knocked-out-live-${loser === tableA ? "1318x725" : "740x360"}.png` });

  // The next round's seat: Take Seat on the qualified screen opens the final in the same window.
  await through(winner).getByRole("button", { name: "Take Seat" }).click({ timeout: 90_000 });
  await expect(winner.getByTestId("tournament-header")).toContainText("Round 2 of 2", { timeout: 30_000 });
  await expect(winner).toHaveURL(new RegExp(`iTournamentId=${id}`));
  if (winner === tableA) {
    // The lobby's list names the seat waiting for A (SPEC.md section 4: a take-seat event for it).
    await pageA.bringToFront();
    await expect(row.getByRole("button", { name: `Take Seat: ${name}` })).toBeVisible();
  }

  await lobby.close();
  for (const o of others) await o.page.context().close();
});
