import type { Delayed } from "@colyseus/timer";
import type { Seat } from "@rummy/shared-rules";
import { botAction, botMeld } from "../services/bots/strategy.ts";
import { fillWithBots, seatsBots } from "../services/bots/fill-with-bots.ts";
import type { TableContext } from "./table-context.ts";

/**
 * Bots at a practice table: they fill empty seats after the bot wait, and move (draw, discard,
 * meld) after their think time, through the same `act` as a player's message.
 */
export class TableBots {
  private fillTimer: Delayed | undefined;
  private timers: Delayed[] = [];
  /** Set by `clear` when the table closes: a fill already queued behind the close seats no one. */
  private stopped = false;

  constructor(
    private readonly room: TableContext,
    /** Told after bots sat down. */
    private readonly seated: () => void,
  ) {}

  /** After the bot wait, empty seats of a table with a human get bots. */
  scheduleFill(): void {
    const room = this.room;
    // A tournament round table seats exactly its drawn players (a practice tournament's own bots among them): it adds no bot.
    if (!seatsBots(room.table) || room.tournament || this.fillTimer || this.stopped) return;
    if (room.seats.humans().length === 0 || room.seats.size >= room.table.maxPlayers) return;
    this.fillTimer = room.clock.setTimeout(() => {
      this.fillTimer = undefined;
      void room.enqueue(async () => {
        // The timer may have fired while the table was closing (its work waits in the room's
        // queue behind the close): a closed table's wallet refuses new holds, so nothing to do.
        if (this.stopped || room.state.phase === "finished") return;
        const rows = await fillWithBots(room.platform, room.table, [...room.seats.keys()]);
        for (const row of rows) room.seats.sit(row);
        this.seated();
      });
    }, room.timing("botWaitMs"));
  }

  /** After every step of the deal: a bot on turn, or bots to meld, move after their think time. */
  scheduleMoves(): void {
    const room = this.room;
    const deal = room.deal;
    this.clearMoves();
    if (!deal) return;
    const think = room.timing("botThinkMs");
    const turn = deal.state.turn;
    if (turn && room.seats.get(turn.seat)?.row.isBot) {
      const key = `${turn.number}:${turn.drawn ? 1 : 0}`;
      this.timers.push(room.clock.setTimeout(() => void room.enqueue(() => this.move(turn.seat, key)), turn.drawn ? think / 2 : think));
    }
    if (deal.state.phase === "meld") {
      for (const s of deal.state.seats) {
        if (s.status !== "playing" || s.groups || !room.seats.get(s.seat)?.row.isBot) continue;
        this.timers.push(room.clock.setTimeout(() => void room.enqueue(() => this.submitMeld(s.seat)), think));
      }
    }
  }

  clearMoves(): void {
    this.timers.forEach((t) => t.clear());
    this.timers = [];
  }

  /** The table is closing: no bot sits down or moves from now on. */
  clear(): void {
    this.stopped = true;
    this.fillTimer?.clear();
    this.fillTimer = undefined;
    this.clearMoves();
  }

  private async move(seat: Seat, key: string): Promise<void> {
    const deal = this.room.deal;
    const turn = deal?.state.turn;
    if (!deal || !turn || turn.seat !== seat || `${turn.number}:${turn.drawn ? 1 : 0}` !== key) return;
    await this.room.act(botAction(deal.state, seat));
  }

  private async submitMeld(seat: Seat): Promise<void> {
    const deal = this.room.deal;
    const s = deal?.state.seats.find((x) => x.seat === seat);
    if (!deal || deal.state.phase !== "meld" || !s || s.groups || s.status !== "playing") return;
    await this.room.act({ type: "meld", seat, groups: botMeld(deal.state, seat) });
  }
}
