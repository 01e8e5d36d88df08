import { seriousViolations } from "./support/axe.ts";
import { formatCard } from "@rummy/shared-rules";
import { expect, test, type Page } from "@playwright/test";
import { canvasOverflowing, overflowing } from "./support/fit.ts";
import {
  cardOnScreen,
  cards,
  centre,
  closeOpenTables,
  DESKTOP,
  discard,
  drag,
  drawClosed,
  openTable,
  pageOnTurn,
  PHONE_LANDSCAPE,
  piles,
  RULES,
  solve,
  twoPlayerTable,
  view,
  waitForPhase,
  type HookWindow,
  type Seated,
} from "./support/table.ts";
import { SCREENSHOT_DIR } from "./support/viewports.ts";

/**
 * The card table in the browser, against the real platform (global-setup.ts): two players at a
 * fixed-seed private practice table (support/table.ts), playing through the UI with the mouse,
 * the keyboard and touch. Each test opens its own table, so tests do not share seats.
 */
test.afterEach(closeOpenTables);

/**
 * On a phone the results table scrolls inside its dialog: the winner's row and the player's own
 * row come first and are fully inside the visible part of the dialog, without scrolling.
 */
async function expectWinnerAndOwnRowVisible(page: Page): Promise<void> {
  const table = page.getByTestId("results-table");
  const rows = table.locator("tbody tr");
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  const texts = await rows.allInnerTexts();
  const winner = texts.findIndex((t) => t.includes("Winner"));
  const mine = texts.findIndex((t) => t.includes("(you)"));
  expect(winner, texts.join(" | ")).toBe(0);
  expect(mine, texts.join(" | ")).toBeGreaterThanOrEqual(0);
  expect(mine).toBeLessThanOrEqual(1);
  const body = await page.locator(".gt-modal-body", { has: table }).boundingBox();
  const viewport = page.viewportSize();
  if (!body || !viewport) throw new Error("no results dialog on screen");
  const bottom = Math.min(body.y + body.height, viewport.height);
  for (const index of new Set([winner, mine])) {
    const row = await rows.nth(index).boundingBox();
    if (!row) throw new Error(`results row ${index} not laid out`);
    expect(row.y, `row ${index} starts inside the dialog`).toBeGreaterThanOrEqual(body.y - 1);
    expect(row.y + row.height, `row ${index} (${texts[index]}) ends above the fold at ${viewport.width}x${viewport.height}`).toBeLessThanOrEqual(bottom + 1);
    // Its points and money are on screen too, not scrolled off to the side.
    const money = await rows.nth(index).locator("td").last().boundingBox();
    expect(money && money.x + money.width, `row ${index}'s money column on screen`).toBeLessThanOrEqual(Math.min(body.x + body.width, viewport.width) + 1);
  }
}

async function resultsText(page: Page): Promise<string[]> {
  const rows = page.getByTestId("results-table").locator("tbody tr");
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  return (await rows.allInnerTexts()).map((t) => t.replace(/\s*\(you\)/, "").replace(/\s+/g, " ").trim());
}

test("two players play a fixed-seed Points deal to a valid declaration and see the same results", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { tokens, seat } = await twoPlayerTable(request);
  const players = [await openTable(browser, tokens[0], seat, DESKTOP), await openTable(browser, tokens[1], seat, PHONE_LANDSCAPE)];
  for (const p of players) await waitForPhase(p.page, "play");
  let declared: Seated | null = null;
  for (let turn = 1; turn <= 40 && !declared; turn++) {
    const { player, view: v } = await pageOnTurn(players);
    const hand = await drawClosed(player.page);
    const best = solve(hand, v.cut ?? 0);
    if (turn === 2) {
      await players[0]!.page.waitForTimeout(300); // cards easing into place
      for (const p of players) await p.page.screenshot({ path: `${SCREENSHOT_DIR}/game-table-mid-deal-${p === players[0] ? "1318x725" : "740x360"}.png` });
    }
    const spare = best.finish;
    if (spare === undefined) throw new Error("the solver names no spare card for a 14-card hand");
    if (best.valid) {
      await player.page.getByRole("button", { name: "Auto-arrange" }).click();
      const finish = await cardOnScreen(player.page, formatCard(spare));
      await drag(player.page, { x: finish.cx, y: finish.cy }, centre((await piles(player.page)).finish));
      const dialog = player.page.getByRole("dialog", { name: "Declare?" });
      await expect(dialog.getByText("These groups make a valid declaration.")).toBeVisible();
      await dialog.getByRole("button", { name: "Declare", exact: true }).click();
      declared = player;
    } else {
      await discard(player.page, formatCard(spare), turn % 4 === 2 ? "keyboard" : turn % 4 === 0 ? "button" : "drag");
      await expect.poll(async () => (await view(player.page))?.turn?.seat, { message: "the turn passes", timeout: 15_000 }).not.toBe(v.mySeat);
    }
  }
  expect(declared, "someone declared within 40 turns").not.toBeNull();
  const other = players.find((p) => p !== declared);
  if (!other) throw new Error("no second player");
  await waitForPhase(other.page, "meld");
  await other.page.getByRole("button", { name: "Auto-arrange" }).click();
  await other.page.waitForTimeout(300);
  await other.page.screenshot({ path: `${SCREENSHOT_DIR}/game-table-meld-${other === players[0] ? "1318x725" : "740x360"}.png` });
  await other.page.getByRole("button", { name: "Submit cards" }).click();
  const [first, second] = [await resultsText(players[0]!.page), await resultsText(players[1]!.page)];
  expect(first).toEqual(second);
  expect(first.some((row) => row.includes("Winner"))).toBe(true);
  for (const p of players) {
    await p.page.waitForTimeout(300);
    await p.page.screenshot({ path: `${SCREENSHOT_DIR}/game-table-results-${p === players[0] ? "1318x725" : "740x360"}.png` });
  }
  // On phones (landscape, then upright) the winner and the player's own row show without scrolling.
  const phone = players[1]!.page;
  await expectWinnerAndOwnRowVisible(phone);
  await phone.setViewportSize({ width: 390, height: 844 });
  await expectWinnerAndOwnRowVisible(phone);
  await phone.screenshot({ path: `${SCREENSHOT_DIR}/game-table-results-390x844.png` });
  await phone.setViewportSize(PHONE_LANDSCAPE);
  // The fairness panel re-derives the deck from the revealed seed, in the browser.
  const page = players[0]!.page;
  await page.getByRole("button", { name: "Verify deal" }).click();
  await page.getByRole("dialog", { name: "Fair deal" }).getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("fairness-result")).toContainText("The deck matches the commitment.");
});

test("a deal played by keyboard in Hindi: Hindi buttons, dialog and results at both sizes", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { tokens, seat } = await twoPlayerTable(request);
  const players = [await openTable(browser, tokens[0], seat, DESKTOP, "hi"), await openTable(browser, tokens[1], seat, PHONE_LANDSCAPE, "hi")];
  for (const p of players) await waitForPhase(p.page, "play");
  for (const p of players) {
    await expect(p.page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(p.page.getByRole("toolbar", { name: "हाथ के पत्तों की कार्रवाई" }).getByRole("button", { name: "छाँटें" })).toBeVisible();
  }
  /** Puts the keyboard on a card: Home, then → until it is reached. */
  const focusCard = async (page: Page, text: string) => {
    const card = await cardOnScreen(page, text);
    const index = (await cards(page)).findIndex((c) => c.id === card.id);
    await page.keyboard.press("Home");
    for (let i = 0; i < index; i++) await page.keyboard.press("ArrowRight");
  };
  let declared: Seated | null = null;
  for (let turn = 1; turn <= 40 && !declared; turn++) {
    const { player, view: v } = await pageOnTurn(players);
    const before = (await view(player.page))?.hand?.length ?? 0;
    await player.page.keyboard.press("c");
    await expect.poll(async () => (await view(player.page))?.hand?.length, { message: "the drawn card in hand", timeout: 15_000 }).toBe(before + 1);
    const hand = (await view(player.page))?.hand ?? [];
    const best = solve(hand, v.cut ?? 0);
    const spare = best.finish;
    if (spare === undefined) throw new Error("the solver names no spare card for a 14-card hand");
    if (turn === 2) {
      for (const p of players) {
        await p.page.screenshot({ path: `${SCREENSHOT_DIR}/hindi-table-${p === players[0] ? "1318x725" : "740x360"}.png` });
        // Devanagari fits at both sizes: the page's buttons and the canvas's plates, badges and pills.
        expect({ page: await overflowing(p.page), canvas: await canvasOverflowing(p.page) }).toEqual({ page: [], canvas: [] });
      }
    }
    if (best.valid) {
      await player.page.keyboard.press("a");
      await focusCard(player.page, formatCard(spare));
      await player.page.keyboard.press("f");
      const dialog = player.page.getByRole("dialog", { name: "डिक्लेयर करें?" });
      await expect(dialog.getByText("ये समूह एक सही डिक्लेयरेशन बनाते हैं।")).toBeVisible();
      await expect(dialog.getByRole("button", { name: "डिक्लेयर करें", exact: true })).toBeFocused();
      await player.page.keyboard.press("Enter");
      declared = player;
    } else {
      await focusCard(player.page, formatCard(spare));
      await player.page.keyboard.press("d");
      await expect.poll(async () => (await view(player.page))?.turn?.seat, { message: "the turn passes", timeout: 15_000 }).not.toBe(v.mySeat);
    }
  }
  expect(declared, "someone declared within 40 turns").not.toBeNull();
  const other = players.find((p) => p !== declared);
  if (!other) throw new Error("no second player");
  await waitForPhase(other.page, "meld");
  await other.page.keyboard.press("a");
  const submit = other.page.getByRole("button", { name: "पत्ते सबमिट करें" });
  await submit.focus();
  await other.page.keyboard.press("Enter");
  for (const p of players) {
    const table = p.page.getByTestId("results-table");
    await expect(table).toContainText("विजेता", { timeout: 20_000 });
    await expect(table.getByRole("columnheader", { name: "पॉइंट" })).toBeVisible();
    await p.page.waitForTimeout(300);
    await p.page.screenshot({ path: `${SCREENSHOT_DIR}/hindi-results-${p === players[0] ? "1318x725" : "740x360"}.png` });
    expect(await overflowing(p.page)).toEqual([]);
  }
  // The keyboard help, in Hindi, from the keyboard.
  const page = players[0]!.page;
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "डील जाँचें" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "निष्पक्ष डील" })).toBeVisible();
});

/**
 * axe-core's serious and critical findings on the table page (WCAG 2.1 A and AA, as
 * a11y-routes.spec.ts scans the site's routes). It waits for what rests on the screen: a dialog
 * fading in is read at part opacity otherwise. Endless or long animations (the spinner, the turn's
 * countdown) never settle and change no colour a player reads, so they are not waited for.
 */
async function seriousTableViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      const timing = a.effect?.getComputedTiming();
      const long = !timing || timing.iterations === Infinity || Number(timing.duration) > 2_000;
      return long || a.playState !== "running";
    }),
  );
  return seriousViolations(page);
}

for (const language of ["en", "hi"] as const) {
  test(`axe finds no serious or critical violation at the table in ${language === "hi" ? "Hindi" : "English"}: mid-deal, the help, drop and results dialogs`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const { tokens, seat } = await twoPlayerTable(request);
    const players = [await openTable(browser, tokens[0], seat, DESKTOP, language), await openTable(browser, tokens[1], seat, DESKTOP, language)];
    for (const p of players) await waitForPhase(p.page, "play");
    const { player } = await pageOnTurn(players);
    const { page } = player;
    await expect(page.locator("html")).toHaveAttribute("lang", language === "hi" ? "hi-IN" : "en-IN");
    await expect(page.getByRole("toolbar").first()).toBeVisible();
    const found: Record<string, string[]> = {};
    const scan = async (what: string) => {
      const violations = await seriousTableViolations(page);
      if (violations.length > 0) found[what] = violations;
    };
    await scan("mid-deal");
    // The keyboard help (H), closed with Escape.
    await page.keyboard.press("h");
    const help = page.getByRole("dialog");
    await expect(help).toBeVisible();
    await scan("help dialog");
    await page.keyboard.press("Escape");
    await expect(help).toBeHidden();
    // The drop confirmation (X); dropping ends this two-player deal and brings the results.
    await page.keyboard.press("x");
    const drop = page.getByRole("dialog");
    await expect(drop.locator("button.gt-danger")).toBeVisible();
    await scan("drop dialog");
    // Its focus stays inside (issue 21): Shift+Tab from Keep playing wraps to Drop, Tab wraps back.
    await expect(drop.getByRole("button").first()).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(drop.locator("button.gt-danger")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(drop.getByRole("button").first()).toBeFocused();
    await drop.locator("button.gt-danger").click();
    await expect(page.getByTestId("results-table").locator("tbody tr").first()).toBeVisible({ timeout: 20_000 });
    await scan("results dialog");
    expect(found).toEqual({});
  });
}

test("dragging cards between groups changes the group labels and the points", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { tokens, seat } = await twoPlayerTable(request);
  const player = await openTable(browser, tokens[0], seat, DESKTOP);
  const opponent = await openTable(browser, tokens[1], seat, PHONE_LANDSCAPE);
  const { page } = player;
  await waitForPhase(page, "play");
  await waitForPhase(opponent.page, "play");
  await page.getByRole("button", { name: "Auto-arrange" }).click();
  const labels = () => page.evaluate(() => (window as HookWindow).__TABLE_TEST__?.labels() ?? []);
  const points = () => page.evaluate(() => (window as HookWindow).__TABLE_TEST__?.points() ?? null);
  const groups = () => page.evaluate(() => (window as HookWindow).__TABLE_TEST__?.groups() ?? []);
  const arranged = { labels: await labels(), points: await points(), groups: await groups() };
  // A meld or a group in progress (Auto-arrange always forms some: melds, then candidates, loose cards last).
  const meldIndex = arranged.labels.findIndex((l: string) => l !== "loose");
  expect(meldIndex, `a meld after Auto-arrange: ${JSON.stringify(arranged)}`).toBeGreaterThanOrEqual(0);
  // Drag the meld's first card out to a new group at the right end of the hand.
  const meldCard = (await cards(page)).find((c) => c.group === meldIndex);
  if (!meldCard) throw new Error("no card in the meld");
  const last = (await cards(page)).reduce((a, b) => (b.x > a.x ? b : a));
  await drag(page, { x: meldCard.cx, y: meldCard.cy }, { x: last.x + last.w * 2, y: last.cy });
  await expect.poll(groups, { timeout: 15_000 }).not.toEqual(arranged.groups);
  const broken = { labels: await labels(), points: await points() };
  expect(broken.labels).not.toEqual(arranged.labels);
  expect(broken.labels[broken.labels.length - 1]).toBe("loose");
  await expect(page.getByTestId("hand-points")).toHaveText(`Points: ${broken.points}`);
  // And back into its group: the labels come back.
  const moved = (await cards(page)).find((c) => c.group === broken.labels.length - 1);
  const target = (await cards(page)).filter((c) => c.group === meldIndex)[0];
  if (!moved || !target) throw new Error("cards to move back not found");
  await drag(page, { x: moved.cx, y: moved.cy }, { x: target.x + 4, y: target.cy });
  await expect.poll(labels, { timeout: 15_000 }).toEqual(arranged.labels);
  expect(await points()).toBe(arranged.points);
  if (arranged.points !== null && broken.points !== null) expect(broken.points).toBeGreaterThanOrEqual(arranged.points);
});

test("a reload mid-deal reconnects to the same seat with the same hand and groups", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { tokens, seat } = await twoPlayerTable(request);
  const player = await openTable(browser, tokens[0], seat, DESKTOP);
  const opponent = await openTable(browser, tokens[1], seat, PHONE_LANDSCAPE);
  const { page } = player;
  await waitForPhase(page, "play");
  await waitForPhase(opponent.page, "play");
  await page.getByRole("button", { name: "Auto-arrange" }).click();
  const before = await view(page);
  const groupsBefore = await page.evaluate(() => (window as HookWindow).__TABLE_TEST__?.groups() ?? []);
  await page.reload();
  await expect.poll(() => page.evaluate(() => (window as HookWindow).__TABLE_TEST__?.status()), { timeout: 20_000 }).toBe("connected");
  const sortedHand = async () => [...((await view(page))?.hand ?? [])].sort((a, b) => a - b);
  await expect.poll(sortedHand, { timeout: 20_000 }).toEqual([...(before?.hand ?? [])].sort((a, b) => a - b));
  expect((await view(page))?.mySeat).toBe(before?.mySeat);
  expect(await page.evaluate(() => (window as HookWindow).__TABLE_TEST__?.groups() ?? [])).toEqual(groupsBefore);
});

test("declaring an invalid hand shows the wrong-show outcome", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { tokens, seat } = await twoPlayerTable(request);
  const players = [await openTable(browser, tokens[0], seat, DESKTOP), await openTable(browser, tokens[1], seat, DESKTOP)];
  for (const p of players) await waitForPhase(p.page, "play");
  const { player } = await pageOnTurn(players);
  const { page } = player;
  await drawClosed(page);
  await page.getByRole("button", { name: "Sort" }).click();
  const card = (await cards(page))[0];
  if (!card) throw new Error("empty hand");
  await drag(page, { x: card.cx, y: card.cy }, centre((await piles(page)).finish));
  const dialog = page.getByRole("dialog", { name: "Declare?" });
  await expect(dialog.getByRole("alert")).toContainText("wrong show");
  await dialog.getByRole("button", { name: "Declare anyway" }).click();
  const rows = await resultsText(page);
  const mine = rows.find((r) => r.includes("Wrong show"));
  expect(mine, rows.join("\n")).toBeDefined();
  expect(mine).toContain(String(RULES.wrongShow));
});

test("a dropped connection shows the reconnecting overlay and comes back to the same hand", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { tokens, seat } = await twoPlayerTable(request);
  const player = await openTable(browser, tokens[0], seat, DESKTOP);
  const opponent = await openTable(browser, tokens[1], seat, DESKTOP);
  const { page } = player;
  await waitForPhase(page, "play");
  await waitForPhase(opponent.page, "play");
  const before = await view(page);
  // Offline emulation leaves open sockets alone, so the test hook closes this one the way a
  // network failure does (no consented-leave code).
  // The overlay may be up for only a few hundred milliseconds (the first try comes after ~250 ms),
  // shorter than a busy machine's gap between two of Playwright's visibility polls, so the page
  // itself watches for it from before the drop.
  type Watching = HookWindow & { sawReconnecting?: boolean };
  await page.evaluate(() => {
    const seen = window as Watching;
    seen.sawReconnecting = false;
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="reconnecting"]')) return;
      seen.sawReconnecting = true;
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    seen.__TABLE_TEST__?.dropConnection();
  });
  await expect.poll(() => page.evaluate(() => (window as Watching).sawReconnecting), { timeout: 20_000 }).toBe(true);
  await expect(page.getByTestId("reconnecting")).toBeHidden({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as HookWindow).__TABLE_TEST__?.status())).toBe("connected");
  const sortedHand = async () => [...((await view(page))?.hand ?? [])].sort((a, b) => a - b);
  await expect.poll(sortedHand, { timeout: 20_000 }).toEqual([...(before?.hand ?? [])].sort((a, b) => a - b));
});
