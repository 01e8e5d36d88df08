import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SILENT } from "./audio/sound.ts";
import { TableController } from "./model/controller.ts";
import { handCards } from "./model/hand.ts";
import { createTableStore } from "./model/table-store.ts";
import { Motion } from "./scene/motion.ts";
import { TableScreen } from "./table-screen.tsx";
import { loadLater } from "./ui/deferred.ts";
import { cards, FakeConnection, playView } from "./testing/fixtures.ts";

// @pixi/react cannot be imported in Node's ESM (research/stack.md section 6), and jsdom has no
// canvas: the Pixi layer is mocked; the DOM overlays, which hold every control, are real.
vi.mock("@pixi/react", () => ({
  Application: () => <div data-testid="pixi-application" />,
  extend: () => undefined,
  useTick: () => undefined,
}));
vi.mock("pixi.js", () => {
  class Stub {
    constructor(options?: object) {
      Object.assign(this, options);
    }
  }
  return { Container: Stub, Graphics: Stub, Sprite: Stub, Text: Stub, TextStyle: Stub, Texture: Stub, CanvasSource: Stub, CanvasRenderer: Stub, WebGLRenderer: Stub };
});
vi.mock("pixi.js/unsafe-eval", () => ({}));
vi.mock("pixi.js/browser", () => ({}));

beforeAll(async () => {
  // The results and dialogs come in a chunk of their own after the first frame: load it first,
  // so the screen renders them at once as it does once the chunk has arrived.
  await loadLater();
  window.history.replaceState(null, "", "/game?renderer=canvas");
  globalThis.ResizeObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
  };
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function renderTable() {
  const connection = new FakeConnection();
  const controller = new TableController(createTableStore(), connection, SILENT);
  controller.start();
  render(
    <Provider store={controller.store}>
      <TableScreen controller={controller} motion={new Motion()} />
    </Provider>,
  );
  return { connection, controller };
}

const drawn = { seat: 0, number: 3, turnEndsAt: Date.now() + 30_000, deadline: Date.now() + 40_000, drawnFrom: "closed" as const, drawnCard: cards("KC")[0] ?? null };
const fourteen = [...cards("AH 2H 3H 4S 5S 6S 7C 7D 7S 9H 10H JK QD"), ...cards("KC")];

describe("the table screen", () => {
  it("renders the Pixi application and the hand's controls", () => {
    const { connection } = renderTable();
    act(() => connection.view(playView()));
    expect(screen.getByTestId("pixi-application")).toBeTruthy();
    const bar = screen.getByRole("toolbar", { name: "Hand actions" });
    expect(within(bar).getByText("Your turn: pick a card", { exact: false })).toBeTruthy();
    expect(within(bar).getByRole("button", { name: "Discard" })).toHaveProperty("disabled", true);
    expect(screen.getByTestId("hand-points").textContent).toMatch(/^Points: \d+$/);
  });

  it("discards the selected card with the button", () => {
    const { connection, controller } = renderTable();
    act(() => connection.view(playView({ hand: fourteen, turn: drawn, hasDrawn: true })));
    const kc = handCards(controller.arrangement).find((c) => c.card === cards("KC")[0]);
    if (!kc) throw new Error("no KC");
    act(() => controller.toggleSelect(kc.id));
    fireEvent.click(screen.getByRole("button", { name: "Discard" }));
    expect(connection.sent).toEqual([{ type: "discard", card: kc.card }]);
  });

  it("warns of a wrong show before declaring an invalid hand", () => {
    const { connection, controller } = renderTable();
    act(() => connection.view(playView({ hand: fourteen, turn: drawn, hasDrawn: true })));
    const kc = handCards(controller.arrangement).find((c) => c.card === cards("KC")[0]);
    if (!kc) throw new Error("no KC");
    act(() => controller.toggleSelect(kc.id));
    fireEvent.click(screen.getByRole("button", { name: "Declare" }));
    const dialog = screen.getByRole("dialog", { name: "Declare?" });
    expect(within(dialog).getByRole("alert").textContent).toMatch(/wrong show.*80 points/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Declare anyway" }));
    expect(connection.sent[0]?.type).toBe("declare");
  });

  it("states the cost of a first drop and of a middle drop", () => {
    const { connection } = renderTable();
    act(() => connection.view(playView()));
    fireEvent.click(screen.getByRole("button", { name: "Drop" }));
    expect(screen.getByRole("dialog", { name: "Drop this deal?" }).textContent).toContain("A first drop costs 20 points");
    fireEvent.click(screen.getByRole("button", { name: "Keep playing" }));
    act(() => connection.view(playView({ hasDrawn: true, turn: { ...drawn, drawnFrom: null, drawnCard: null } })));
    fireEvent.click(screen.getByRole("button", { name: "Drop" }));
    expect(screen.getByRole("dialog", { name: "Drop this deal?" }).textContent).toContain("A middle drop costs 40 points");
    fireEvent.click(screen.getByRole("button", { name: "Drop for 40 points" }));
    expect(connection.sent).toEqual([{ type: "drop" }]);
  });

  it("offers auto drop when it is not this player's turn", () => {
    const { connection } = renderTable();
    act(() => connection.view(playView({ turn: { ...drawn, seat: 1, drawnFrom: null } })));
    fireEvent.click(screen.getByRole("checkbox", { name: /Auto drop/ }));
    expect(connection.sent).toEqual([{ type: "auto_drop", on: true }]);
  });

  const results = {
    winner: 1,
    endedBy: "declaration" as const,
    finishCard: null,
    rows: [
      { seat: 0, name: "Asha", isBot: false, outcome: "lost" as const, points: 34, hand: cards("AH 2H"), groups: [cards("AH"), cards("2H")], arrangedBy: "player" as const, dropKind: null, amount: -17 },
      { seat: 1, name: "Bala", isBot: true, outcome: "winner" as const, points: 0, hand: cards("3C 4C 5C"), groups: [cards("3C 4C 5C")], arrangedBy: null, dropKind: null, amount: 15.3 },
    ],
  };

  it("counts practice chips as chips, never as rupees", () => {
    const { connection } = renderTable();
    act(() => connection.view(playView({ phase: "results", turn: null, results })));
    const rows = within(screen.getByTestId("results-table")).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("+15.30 chips");
    expect(rows[2]?.textContent).toContain("−17.00 chips");
    expect(screen.getByTestId("results-table").textContent).not.toContain("₹");
  });

  it("shows the results with every hand, points and money, and the next-deal countdown", () => {
    const { connection } = renderTable();
    act(() =>
      connection.view(
        playView({
          info: { title: "Points Rummy", pointValue: 0.5, entryFee: 40, practice: false, privateCode: null },
          phase: "results",
          turn: null,
          nextDealAt: Date.now() + 9_000,
          results,
        }),
      ),
    );
    expect(screen.getByRole("dialog", { name: "Bala won the deal" })).toBeTruthy();
    // The winner first, then the player's own row (a phone shows both before the table scrolls).
    const rows = within(screen.getByTestId("results-table")).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("Bala");
    expect(rows[1]?.textContent).toContain("+₹15.30");
    expect(rows[2]?.textContent).toContain("Asha (you)");
    expect(rows[2]?.textContent).toContain("−₹17.00");
    expect(screen.getByTestId("next-deal").textContent).toMatch(/Next deal in \d+s/);
  });

  it("covers the table while reconnecting, and says so when the seat is lost", () => {
    const { connection } = renderTable();
    act(() => connection.view(playView()));
    act(() => connection.emit({ type: "status", status: "reconnecting" }));
    expect(screen.getByTestId("reconnecting").textContent).toContain("reconnecting");
    act(() => connection.emit({ type: "status", status: "lost", reason: "The connection to the table was lost." }));
    expect(screen.getByRole("alertdialog", { name: "Your seat is lost" }).textContent).toContain("The connection to the table was lost.");
  });

  it("plays from the keyboard", () => {
    const { connection } = renderTable();
    act(() => connection.view(playView()));
    fireEvent.keyDown(window, { key: "o" });
    expect(connection.sent).toEqual([{ type: "draw", from: "open" }]);
    fireEvent.keyDown(window, { key: "?" });
    expect(screen.getByRole("dialog", { name: "Keyboard" })).toBeTruthy();
  });
});
