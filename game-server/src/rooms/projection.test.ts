import { Decoder, Encoder, StateView } from "@colyseus/schema";
import { describe, expect, it } from "vitest";
import { syncHand } from "./projection.ts";
import { SeatState, TableState } from "./table-state.ts";

/**
 * The owner's client decodes its hand exactly as the server holds it, through every edit of a
 * deal (a discard from the middle, a draw, a new deal), both for a client that was in the room
 * when the cards were dealt and for one whose view received them later: a reload mid-deal, or a
 * table resumed by crash recovery. The encode/decode steps are those of Colyseus' SchemaSerializer
 * (encodeAll + encodeAllView on join, encode + encodeView per patch).
 */
function table(dealtBeforeJoin: boolean) {
  const state = new TableState();
  const seat = new SeatState();
  seat.seat = 0;
  state.seats.set("0", seat);
  const encoder = new Encoder(state);
  const view = new StateView();
  const dealt = [11, 13, 21, 22, 24, 26, 31, 37, 37, 38, 40, 41, 46, 48];
  if (dealtBeforeJoin) {
    syncHand(seat, dealt, undefined);
    encoder.encode({ offset: 1 });
    encoder.discardChanges();
  }
  // The client joins: its view gets its seat and every card already in its hand (grantHand).
  view.add(seat);
  seat.hand.forEach((card) => view.add(card));
  const decoder = new Decoder(new TableState());
  const it = { offset: 1 };
  encoder.encodeAll(it);
  decoder.decode(encoder.encodeAllView(view, it.offset, { ...it }).subarray(1));
  encoder.discardChanges();
  const client = { view } as unknown as Parameters<typeof syncHand>[2];
  const patch = (cards: readonly number[]) => {
    syncHand(seat, cards, client);
    state.turnNumber++;
    const p = { offset: 1 };
    encoder.encode(p);
    decoder.decode(encoder.encodeView(view, p.offset, p).subarray(1));
    encoder.discardChanges();
  };
  const decoded = () => (decoder.state as TableState).seats.get("0")?.hand.map((c) => c.code) ?? [];
  if (!dealtBeforeJoin) patch(dealt);
  return { seat, patch, decoded };
}

describe.each([
  ["dealt while the client was in the room", false],
  ["dealt before the client joined (reload, crash recovery)", true],
])("the owner's hand, %s", (_name, dealtBeforeJoin) => {
  it("decodes exactly the server's hand after each discard, draw and new deal", () => {
    const t = table(dealtBeforeJoin);
    expect(t.decoded()).toEqual([11, 13, 21, 22, 24, 26, 31, 37, 37, 38, 40, 41, 46, 48]);
    const steps: number[][] = [
      [13, 21, 22, 24, 26, 31, 37, 37, 38, 40, 41, 46, 48], // discard the first card
      [13, 21, 22, 24, 26, 31, 37, 37, 38, 40, 41, 46, 48, 10], // draw
      [13, 21, 22, 24, 26, 31, 37, 38, 40, 41, 46, 48, 10], // discard from the middle (one of a pair)
      [13, 21, 22, 24, 26, 31, 37, 38, 40, 41, 46, 48, 10, 52], // draw a printed joker
      [13, 21, 22, 24, 26, 31, 37, 38, 40, 41, 46, 48, 52], // discard the last drawn but one
      [], // the deal ends
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14], // the next deal
    ];
    for (const cards of steps) {
      t.patch(cards);
      expect(t.decoded()).toEqual(cards);
      expect(t.seat.hand.map((c) => c.code)).toEqual(cards);
    }
  });
});
