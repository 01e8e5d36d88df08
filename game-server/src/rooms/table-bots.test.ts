import ClockTimer from "@colyseus/timer";
import { describe, expect, it } from "vitest";
import { TableBots } from "./table-bots.ts";
import type { TableContext } from "./table-context.ts";

/**
 * The bot fill of a practice table and the table's close: the fill timer can fire while the close
 * is running (the fill then waits in the room's queue behind it), and a fill that runs after the
 * close must seat no one, since the closed table's wallet refuses the bots' holds (`TableClosed`).
 */
function practiceTable() {
  const clock = new ClockTimer();
  const queue: (() => Promise<void>)[] = [];
  const touched: string[] = [];
  // Any use of the platform is a fill that reached the wallet; recorded, then refused.
  const platform = new Proxy(
    {},
    {
      get(_target, key) {
        touched.push(String(key));
        throw new Error(`platform.${String(key)} used`);
      },
    },
  );
  const sat: number[] = [];
  const human = { row: { seat: 0, isBot: false } };
  const room = {
    roomId: "t1",
    platform,
    table: { id: "t1", gameType: "practice", privateCode: null, maxPlayers: 2 },
    tournament: null,
    state: { phase: "waiting" },
    clock,
    seats: { humans: () => [human], size: 1, keys: () => [0][Symbol.iterator](), sit: (row: { seat: number }) => sat.push(row.seat) },
    timing: () => 0,
    enqueue: (work: () => Promise<void>) => {
      queue.push(work);
      return Promise.resolve();
    },
  } as unknown as TableContext;
  const bots = new TableBots(room, () => undefined);
  return { clock, queue, touched, sat, room, bots };
}

describe("TableBots fill and the table's close", () => {
  it("an open table's fill goes to the wallet (the fake platform sees it)", async () => {
    const t = practiceTable();
    t.bots.scheduleFill();
    t.clock.tick();
    expect(t.queue).toHaveLength(1);
    await expect(t.queue[0]?.()).rejects.toThrow(/platform\.db used/);
    expect(t.touched).toContain("db");
  });

  it("a fill queued before the close runs after it and seats no one", async () => {
    const t = practiceTable();
    t.bots.scheduleFill();
    t.clock.tick();
    expect(t.queue).toHaveLength(1);
    // The close (PointsFlow.close, MatchFlow.finish, TableFlow.abandon) clears the flow's timers.
    t.bots.clear();
    t.room.state.phase = "finished";
    await t.queue[0]?.();
    expect(t.touched).toEqual([]);
    expect(t.sat).toEqual([]);
  });

  it("a fill timer pending at the close never fires, and no fill is scheduled after it", () => {
    const t = practiceTable();
    t.bots.scheduleFill();
    t.bots.clear();
    t.clock.tick();
    t.bots.scheduleFill();
    t.clock.tick();
    expect(t.queue).toEqual([]);
  });
});
