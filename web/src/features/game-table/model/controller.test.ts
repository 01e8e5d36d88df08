import { formatCard } from "@rummy/shared-rules";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SILENT } from "../audio/sound.ts";
import { cards, FakeConnection, playView } from "../testing/fixtures.ts";
import { TableController } from "./controller.ts";
import { cardGroups, handCards } from "./hand.ts";
import { keyToAction } from "./keyboard.ts";
import { announceAtom, dialogAtom, focusAtom, freshAtom, noticesAtom, selectionAtom, statusAtom, createTableStore } from "./table-store.ts";

function setup() {
  const connection = new FakeConnection();
  const controller = new TableController(createTableStore(), connection, SILENT);
  controller.start();
  return { connection, controller, store: controller.store };
}

function idOf(controller: TableController, text: string): string {
  const found = handCards(controller.arrangement).find((c) => formatCard(c.card) === text);
  if (!found) throw new Error(`${text} not in hand`);
  return found.id;
}

function shown(controller: TableController): string {
  return cardGroups(controller.arrangement)
    .map((g) => g.map(formatCard).join(" "))
    .join(" | ");
}

function press(controller: TableController, key: string, shiftKey = false): void {
  const action = keyToAction({ key, shiftKey, ctrlKey: false, metaKey: false, altKey: false, targetTag: "BODY" });
  if (action) controller.handleKey(action);
}

beforeEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe("TableController", () => {
  it("sorts a fresh deal by suit with the jokers (6s wild, printed joker) last", () => {
    const { connection, controller, store } = setup();
    connection.view(playView());
    expect(store.get(statusAtom)).toBe("connected");
    expect(shown(controller)).toBe("4S 5S 7S | AH 2H 3H 9H 10H | 7C | 7D QD | 6S JK");
  });

  it("adds a drawn card as its own group and keeps the player's groups", () => {
    const { connection, controller } = setup();
    connection.view(playView());
    controller.move([idOf(controller, "7C"), idOf(controller, "7D")], { kind: "before", id: idOf(controller, "7S") });
    const before = shown(controller);
    connection.view(playView({ hand: [...cards("AH 2H 3H 4S 5S 6S 7C 7D 7S 9H 10H JK QD"), ...cards("8S")], turn: { seat: 0, number: 1, turnEndsAt: 0, deadline: 0, drawnFrom: "closed", drawnCard: cards("8S")[0] ?? null } }));
    expect(shown(controller)).toBe(`${before} | 8S`);
  });

  it("refuses to draw out of turn with the reason, and draws on its turn", () => {
    const { connection, controller, store } = setup();
    connection.view(playView({ turn: { seat: 1, number: 2, turnEndsAt: 0, deadline: 0, drawnFrom: null, drawnCard: null } }));
    controller.draw("closed");
    expect(connection.sent).toEqual([]);
    expect(store.get(noticesAtom)[0]?.text).toBe("Wait for your turn.");
    connection.view(playView());
    controller.draw("open");
    expect(connection.sent).toEqual([{ type: "draw", from: "open" }]);
  });

  it("does not pick a joker from the open deck after the first discard", () => {
    const { connection, controller, store } = setup();
    connection.view(playView({ openTop: cards("6H")[0] ?? null, openIsFirstCard: false }));
    controller.draw("open");
    expect(connection.sent).toEqual([]);
    expect(store.get(noticesAtom)[0]?.text).toMatch(/joker cannot be picked/);
  });

  it("discards the selected copy and takes that copy out of the hand", () => {
    const { connection, controller, store } = setup();
    const hand = [...cards("AH 2H 3H 4S 5S 6S 7C 7D 7S 9H 10H JK QD"), ...cards("QD")];
    connection.view(playView({ hand, turn: { seat: 0, number: 1, turnEndsAt: 0, deadline: 0, drawnFrom: "closed", drawnCard: cards("QD")[0] ?? null } }));
    const copies = handCards(controller.arrangement).filter((c) => formatCard(c.card) === "QD");
    const second = copies[1];
    if (!second) throw new Error("no second copy");
    controller.toggleSelect(second.id);
    controller.discard();
    expect(connection.sent).toEqual([{ type: "discard", card: second.card }]);
    expect(store.get(selectionAtom).size).toBe(0);
    // A view that does not change the hand (another seat's flag) comes first.
    connection.view(playView({ hand, turn: { seat: 0, number: 1, turnEndsAt: 0, deadline: 0, drawnFrom: "closed", drawnCard: null }, closedCount: 70 }));
    connection.view(playView({ hand: hand.slice(0, 13), turn: null }));
    expect(handCards(controller.arrangement).some((c) => c.id === second.id)).toBe(false);
    expect(handCards(controller.arrangement).some((c) => c.id === copies[0]?.id)).toBe(true);
  });

  it("asks before a drop, states its cost, and sends it on confirmation", () => {
    const { connection, controller, store } = setup();
    connection.view(playView());
    controller.requestDrop();
    expect(store.get(dialogAtom)).toEqual({ type: "drop" });
    controller.confirmDrop();
    expect(connection.sent).toEqual([{ type: "drop" }]);
  });

  it("declares with the finish card out of the groups", () => {
    const { connection, controller, store } = setup();
    const hand = [...cards("AH 2H 3H 4S 5S 6S 7C 7D 7S 9H 10H JH QH"), ...cards("KC")];
    connection.view(playView({ hand, turn: { seat: 0, number: 3, turnEndsAt: 0, deadline: 0, drawnFrom: "closed", drawnCard: cards("KC")[0] ?? null } }));
    controller.requestDeclare(idOf(controller, "KC"));
    expect(store.get(dialogAtom)).toMatchObject({ type: "declare" });
    controller.confirmDeclare();
    const sent = connection.sent[0];
    expect(sent?.type).toBe("declare");
    if (sent?.type !== "declare") return;
    expect(formatCard(sent.finish)).toBe("KC");
    expect(sent.groups.flat()).toHaveLength(13);
  });

  it("submits the arrangement in the meld phase", () => {
    const { connection, controller } = setup();
    connection.view(playView({ phase: "meld", turn: null, meld: { declarer: 1, deadline: Date.now() + 30_000 } }));
    controller.autoArrange();
    controller.submitMeld();
    expect(connection.sent[0]?.type).toBe("meld");
  });

  it("plays by keyboard: move focus, select, group, sort, draw", () => {
    const { connection, controller, store } = setup();
    connection.view(playView());
    press(controller, "ArrowRight");
    expect(store.get(focusAtom)).toBe(handCards(controller.arrangement)[0]?.id);
    press(controller, " ");
    press(controller, "ArrowRight");
    press(controller, "Enter");
    expect(store.get(selectionAtom).size).toBe(2);
    press(controller, "g");
    expect(shown(controller).startsWith("4S 5S | 7S")).toBe(true);
    press(controller, "ArrowRight", true);
    press(controller, "s");
    expect(shown(controller)).toBe("4S 5S 7S | AH 2H 3H 9H 10H | 7C | 7D QD | 6S JK");
    press(controller, "c");
    expect(connection.sent).toEqual([{ type: "draw", from: "closed" }]);
    press(controller, "h");
    expect(store.get(dialogAtom)).toEqual({ type: "help" });
    press(controller, "Escape");
    expect(store.get(dialogAtom)).toBeNull();
  });

  it("announces what happened for screen readers", () => {
    const { connection, store } = setup();
    connection.view(playView({ turn: { seat: 1, number: 1, turnEndsAt: 0, deadline: 0, drawnFrom: null, drawnCard: null } }));
    connection.view(playView({ turn: { seat: 0, number: 2, turnEndsAt: 0, deadline: 0, drawnFrom: null, drawnCard: null }, openTop: cards("9C")[0] ?? null, openCount: 2 }));
    expect(store.get(announceAtom)).toBe("Bala discarded the 9 of clubs. Your turn: pick a card from the closed or the open deck.");
  });

  it("shows the room's refusals", () => {
    const { connection, store } = setup();
    connection.emit({ type: "notice", kind: "error", text: "Draw a card before declaring." });
    expect(store.get(noticesAtom).map((n) => n.text)).toEqual(["Draw a card before declaring."]);
  });

  it("restores the player's groups after a reload of the same deal", () => {
    const first = setup();
    first.connection.view(playView());
    first.controller.autoArrange();
    const arranged = shown(first.controller);
    const second = setup();
    second.connection.view(playView());
    expect(shown(second.controller)).toBe(arranged);
  });
});

describe("the drawn card", () => {
  it("glows until the hand changes again, not just until the next view", () => {
    const { connection, controller, store } = setup();
    connection.view(playView());
    const fourteen = [...cards("AH 2H 3H 4S 5S 6S 7C 7D 7S 9H 10H JK QD"), ...cards("8S")];
    const drawnTurn = { seat: 0, number: 1, turnEndsAt: 0, deadline: 0, drawnFrom: "closed" as const, drawnCard: cards("8S")[0] ?? null };
    connection.view(playView({ hand: fourteen, turn: drawnTurn }));
    connection.view(playView({ hand: fourteen, turn: drawnTurn, closedCount: 76 }));
    expect([...store.get(freshAtom)].map((id) => handCards(controller.arrangement).find((c) => c.id === id)?.card)).toEqual(cards("8S"));
    connection.view(playView({ hand: fourteen.slice(0, 13), turn: null }));
    expect(store.get(freshAtom).size).toBe(0);
  });
});

describe("the reality check", () => {
  const check = { type: "realityCheck", startedAt: "2026-12-02T10:00:00.000Z", playedMinutes: 60, net: -25 } as const;

  it("opens its dialog, and Continue closes it", () => {
    const { connection, controller, store } = setup();
    connection.emit(check);
    expect(store.get(dialogAtom)).toEqual({ type: "realityCheck", playedMinutes: 60, net: -25 });
    controller.closeDialog();
    expect(store.get(dialogAtom)).toBeNull();
  });

  it("waits for a question being answered (leave) and follows it", () => {
    const { connection, controller, store } = setup();
    controller.openDialog({ type: "leave" });
    connection.emit(check);
    expect(store.get(dialogAtom)).toEqual({ type: "leave" });
    controller.closeDialog();
    expect(store.get(dialogAtom)).toEqual({ type: "realityCheck", playedMinutes: 60, net: -25 });
  });
});
