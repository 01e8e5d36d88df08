import { formatCard } from "@rummy/shared-rules";
import { beforeEach, describe, expect, it } from "vitest";
import { SILENT } from "../audio/sound.ts";
import { TableController } from "../model/controller.ts";
import { cardGroups, handCards } from "../model/hand.ts";
import { createTableStore, dialogAtom, dragAtom, selectionAtom } from "../model/table-store.ts";
import { cards, FakeConnection, playView } from "../testing/fixtures.ts";
import { computeLayout, type TableLayout } from "./layout.ts";
import { Motion } from "./motion.ts";
import { PointerGestures } from "./pointer-input.ts";

function setup(view = playView()) {
  const connection = new FakeConnection();
  const controller = new TableController(createTableStore(), connection, SILENT);
  controller.start();
  connection.view(view);
  const layout = (): TableLayout => computeLayout({ width: 1318, height: 725, maxSeats: 2, bottomSeat: 0, groups: controller.arrangement.groups });
  const gestures = new PointerGestures(layout, controller, new Motion());
  const at = (text: string) => {
    const card = handCards(controller.arrangement).find((c) => formatCard(c.card) === text);
    const slot = layout().hand.slots.find((s) => s.id === card?.id);
    if (!slot) throw new Error(`${text} not laid out`);
    return { x: slot.x + 6, y: slot.y + 20 };
  };
  const drag = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    gestures.down(from, 1);
    gestures.move({ x: from.x + 10, y: from.y }, 1, false);
    gestures.move(to, 1, false);
    gestures.up(to, 1, false);
  };
  return { connection, controller, gestures, layout, at, drag };
}

const centre = (l: TableLayout, p: { x: number; y: number }) => ({ x: p.x + l.card.w / 2, y: p.y + l.card.h / 2 });

beforeEach(() => sessionStorage.clear());

describe("PointerGestures", () => {
  it("selects a card with a tap and draws with a tap on a pile", () => {
    const { controller, connection, gestures, layout, at } = setup();
    const p = at("4S");
    gestures.down(p, 1);
    gestures.up(p, 1, false);
    expect(controller.store.get(selectionAtom).size).toBe(1);
    const closed = centre(layout(), layout().closed);
    gestures.down(closed, 2);
    gestures.up(closed, 2, false);
    expect(connection.sent).toEqual([{ type: "draw", from: "closed" }]);
  });

  it("moves a dragged card into another group", () => {
    const { controller, drag, at } = setup();
    drag(at("7C"), at("AH"));
    expect(cardGroups(controller.arrangement).map((g) => g.map(formatCard).join(" "))).toContain("7C AH 2H 3H 9H 10H");
    expect(controller.store.get(dragAtom)).toBeNull();
  });

  it("discards a card dropped on the open deck, and declares with one dropped on the finish slot", () => {
    const fourteen = [...cards("AH 2H 3H 4S 5S 6S 7C 7D 7S 9H 10H JK QD"), ...cards("KC")];
    const drawn = { seat: 0, number: 1, turnEndsAt: Date.now() + 9_000, deadline: Date.now() + 9_000, drawnFrom: "closed" as const, drawnCard: cards("KC")[0] ?? null };
    const { connection, controller, drag, at, layout } = setup(playView({ hand: fourteen, turn: drawn }));
    drag(at("KC"), centre(layout(), layout().open));
    expect(connection.sent).toEqual([{ type: "discard", card: cards("KC")[0] }]);
    drag(at("QD"), centre(layout(), layout().finish));
    expect(controller.store.get(dialogAtom)).toMatchObject({ type: "declare" });
    expect(connection.sent).toHaveLength(1);
  });

  it("draws by dragging a pile into the hand", () => {
    const { connection, drag, layout, at } = setup();
    drag(centre(layout(), layout().open), at("7D"));
    expect(connection.sent).toEqual([{ type: "draw", from: "open" }]);
  });

  it("cancels a drag without changing anything", () => {
    const { controller, gestures, at } = setup();
    const before = cardGroups(controller.arrangement);
    gestures.down(at("7C"), 1);
    gestures.move(at("AH"), 1, false);
    gestures.up(at("AH"), 1, true);
    expect(cardGroups(controller.arrangement)).toEqual(before);
  });
});
