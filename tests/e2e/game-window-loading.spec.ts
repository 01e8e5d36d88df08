import { expect, test, type Page } from "@playwright/test";
import { INTL_WATCH, intlMadeBefore, WEBGL_WATCH, webglAsked } from "../support/page-watches.ts";
import { closeOpenTables, DESKTOP, openTable, PHONE_LANDSCAPE, rendererOf, tableContext, tableUrl, twoPlayerTable, view, waitForPhase } from "./support/table.ts";

/**
 * How the game window loads (issue 22): only the table's code and the device's one renderer, the
 * room's socket opened as the seat is reserved, and both renderers drawing under the platform's
 * Content-Security-Policy.
 */
test.afterEach(closeOpenTables);

/** What each card of the hand on the canvas is drawn with (Pixi render pipes), outlines aside. */
function handCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Node = { label?: string; renderPipeId?: string; children?: Node[] };
    const kinds = (node: Node, into: string[] = []): string[] => {
      if (node.renderPipeId) into.push(node.renderPipeId);
      for (const child of node.children ?? []) kinds(child, into);
      return into;
    };
    const cards: Node[] = [];
    const find = (node: Node) => (node.label?.startsWith("hand-card:") ? cards.push(node) : (node.children ?? []).forEach(find));
    find((window as unknown as { __PIXI_APP__: { stage: Node } }).__PIXI_APP__.stage);
    // Outlines (selected, focused, just arrived) are Graphics over the card.
    return cards.map((card) => kinds(card).filter((kind) => kind !== "graphics").join(","));
  });
}

test("the game window downloads the table and nothing of the site around it: no router, no home page, no Intl formatter; each card face is one image", async ({ browser, request }) => {
  const { tokens, seat } = await twoPlayerTable(request);
  const scripts: Promise<{ url: string; body: string }>[] = [];
  const { page } = await openTable(browser, tokens[0], seat, DESKTOP, "en", async (p) => {
    p.on("response", (r) => {
      if (r.request().resourceType() === "script") scripts.push(r.text().then((body) => ({ url: r.url(), body })));
    });
    await p.addInitScript(INTL_WATCH);
  });
  await expect.poll(() => page.evaluate("window.__TABLE_TEST__?.firstDrawnMs ?? null"), { message: "the table drawn", timeout: 20_000 }).not.toBeNull();
  const bodies = await Promise.all(scripts);
  // The table's own code came (it marks its first draw); react-router's messages did not, nor the home page's words.
  expect(bodies.some((s) => s.body.includes("table:first-draw"))).toBe(true);
  expect(bodies.filter((s) => s.body.includes("<Router> component") || s.body.includes("Play Indian Rummy, dealt fair.")).map((s) => s.url)).toEqual([]);
  // The renderer it asked for (?renderer=canvas) came once, preloaded by game.html's early script
  // before the entry ran; the other renderer never came.
  const renderers = bodies.map((s) => rendererOf(s.url)).filter(Boolean);
  expect(renderers).toEqual(["canvas"]);
  expect(await page.locator('head link[rel="modulepreload"][href^="/assets/renderer-canvas-"]').count()).toBe(1);
  // A phone's first Intl formatter sets up ICU (a few hundred ms at CPU x6): Pixi's text splitter
  // made one as it loaded (web/build/pixi-lazy-segmenter.ts); none before the first frame.
  const drawnAt = await page.evaluate(() => performance.getEntriesByName("table:first-draw")[0]?.startTime ?? 0);
  expect(await page.evaluate(intlMadeBefore, drawnAt)).toEqual([]);
  // Each card in the hand is drawn as one image (scene/face-texture.ts), not shapes and three
  // Pixi texts, each of which cost the first frame a measurement and a canvas of its own.
  const opponent = await openTable(browser, tokens[1], seat, PHONE_LANDSCAPE);
  for (const p of [page, opponent.page]) {
    await waitForPhase(p, "play");
    const cards = await handCards(p);
    expect(cards).toHaveLength((await view(p))?.hand?.length ?? -1);
    expect(new Set(cards)).toEqual(new Set(["sprite"]));
  }
});

test("a browser not yet probed draws its first table with the canvas renderer and probes WebGL only once the table is drawn and idle", async ({ browser, request }) => {
  const { tokens, seat } = await twoPlayerTable(request);
  const context = await tableContext(browser, DESKTOP);
  await context.addInitScript(() => localStorage.setItem("rummy.testHook", "1"));
  await context.addInitScript(WEBGL_WATCH);
  const page = await context.newPage();
  const renderers: string[] = [];
  page.on("request", (r) => {
    const renderer = rendererOf(r.url());
    if (renderer) renderers.push(renderer);
  });
  await page.goto(tableUrl(tokens[0], seat, null));
  await expect.poll(() => page.evaluate("window.__TABLE_TEST__?.firstDrawnMs ?? null"), { message: "the table drawn", timeout: 20_000 }).not.toBeNull();
  const drawnAt = await page.evaluate(() => performance.getEntriesByName("table:first-draw")[0]?.startTime ?? 0);
  // Once drawn and idle, the probe remembers this browser's answer (software WebGL here: canvas).
  await expect.poll(() => page.evaluate(() => localStorage.getItem("rummy.table.renderer.v1")), { message: "the idle probe's answer", timeout: 20_000 }).toBe("canvas");
  const asked = await page.evaluate(webglAsked);
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.filter((at) => at <= drawnAt)).toEqual([]);
  expect(renderers).toEqual(["canvas"]);
});

test("the WebGL renderer draws the table too, with its own chunk only, under the platform's CSP (no eval)", async ({ browser, request }) => {
  const { tokens, seat } = await twoPlayerTable(request);
  const page = await (await tableContext(browser, DESKTOP)).newPage();
  const renderers: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => {
    const renderer = rendererOf(r.url());
    if (renderer) renderers.push(renderer);
  });
  page.on("pageerror", (e) => errors.push(e.message));
  const response = await page.goto(tableUrl(tokens[0], seat, "webgl"));
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toContain("unsafe-eval");
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName("table:first-draw").length), { message: "the table drawn", timeout: 20_000 }).toBe(1);
  expect(renderers).toEqual(["webgl"]);
  expect(errors).toEqual([]);
});

test("the game window opens its room's socket as the seat is reserved, and the table plays on that one socket", async ({ browser, request }) => {
  const { tokens, seat } = await twoPlayerTable(request);
  const sockets: string[] = [];
  const { page } = await openTable(browser, tokens[0], seat, DESKTOP, "en", async (p) => {
    p.on("websocket", (ws) => {
      if (ws.url().includes(`/${seat.iTableId}?`)) sockets.push(ws.url());
    });
    // Counts the sockets the page itself constructs: the entry's early one goes through here; one
    // colyseus.js made for itself would too (net/early-socket.ts hands it the early one instead).
    await p.addInitScript(() => {
      const Native = WebSocket;
      const made: { url: string; by: string }[] = [];
      (window as unknown as { __roomSockets: typeof made }).__roomSockets = made;
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          made.push({ url: String(url), by: new Error().stack ?? "" });
        }
      };
    });
  });
  const opponent = await openTable(browser, tokens[1], seat, PHONE_LANDSCAPE);
  await waitForPhase(page, "play");
  await waitForPhase(opponent.page, "play");
  expect((await view(page))?.hand).toHaveLength(13);
  const made = await page.evaluate(() => (window as unknown as { __roomSockets: { url: string; by: string }[] }).__roomSockets.filter((s) => s.url.includes("sessionId=")));
  expect(made).toHaveLength(1);
  expect(made[0]?.url).toContain(`/${seat.iTableId}?sessionId=`);
  // Made by the entry (game-main's chunk, as the reservation came back), not by colyseus.js once
  // the table's chunk had run; and it is the only socket the room saw.
  expect(made[0]?.by).toMatch(/\/assets\/game-main-[\w-]+\.js/);
  expect(sockets).toEqual(made.map((s) => s.url));
});
