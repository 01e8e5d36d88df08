import type { Client } from "@colyseus/core";
import type { DealResults, Seat } from "@rummy/shared-rules";
import { rupees } from "../services/tables/kinds.ts";
import { closeTable, rebuy, settlePointsDeal, standUp } from "../services/tables/stakes.ts";
import { coveredPointsSettlement } from "../services/tables/points-settlement.ts";
import type { SeatSlot } from "./seat-tenure.ts";
import type { FlowHooks, KindFlow, TableContext } from "./table-context.ts";
import type { ServerMessage } from "@rummy/shared-rules/contract/room";
import { roomNoticeText } from "../services/i18n/room-refusals-hi.ts";
import { languageOf } from "./client-language.ts";

/**
 * Points rummy (points13, points21): every deal settles on its own, in paise, through the
 * wallet. Players come and go between deals; a seat needs enough chips for a full-count loss
 * (`maxPoints` x point value) to be dealt in.
 */
export class PointsFlow implements KindFlow {
  constructor(
    private readonly room: TableContext,
    private readonly flow: FlowHooks,
  ) {}

  restore(): void {}

  private minChipsPaise(): bigint {
    return BigInt(this.room.rules.maxPoints) * this.room.table.pointValuePaise;
  }

  nextDeal(): { seats: Seat[]; firstSeat: Seat | null } | null {
    const ready = [...this.room.seats.values()].filter((s) => !s.leaving && (s.row.isBot || s.client) && s.row.chipsPaise >= this.minChipsPaise());
    if (ready.length < this.room.rules.minPlayers || !ready.some((s) => !s.row.isBot)) return null;
    return { seats: ready.map((s) => s.row.seat).sort((a, b) => a - b), firstSeat: null };
  }

  async dealStarted(): Promise<void> {}

  async settle(dealId: string, results: DealResults): Promise<Map<Seat, bigint>> {
    const room = this.room;
    const slots = new Map<Seat, SeatSlot>();
    for (const r of results.seats) {
      const slot = room.seats.get(r.seat);
      if (slot) slots.set(r.seat, slot);
    }
    const stacks = new Map([...slots].map(([seat, slot]) => [seat, slot.row.chipsPaise]));
    const { settlement } = coveredPointsSettlement(results, stacks, room.table.pointValuePaise, room.rules.rakePercent);
    const chips = await settlePointsDeal(room.platform, room.table, dealId, settlement, slots);
    const deltas = new Map<Seat, bigint>();
    for (const s of settlement.seats) {
      deltas.set(s.seat, s.winPaise - s.lossPaise);
      const slot = room.seats.get(s.seat);
      const after = chips.get(s.seat);
      if (slot && after !== undefined) room.seats.setChips(slot, after);
      const view = room.seats.view(s.seat);
      if (view) view.score = results.seats.find((r) => r.seat === s.seat)?.points ?? 0;
    }
    return deltas;
  }

  /** Leavers, vanished players and short stacks stand up with their chips; an empty table closes. */
  async afterResults(): Promise<"next" | "closed" | "waiting"> {
    const room = this.room;
    for (const slot of [...room.seats.values()]) {
      const gone = !slot.row.isBot && !slot.client;
      let short = slot.row.chipsPaise < this.minChipsPaise();
      if (short && !slot.leaving && !gone && (await rebuy(room.platform, room.table, slot.row, room.table.dealsPlayed))) {
        room.seats.setChips(slot, room.table.entryFeePaise);
        short = false;
      }
      if (slot.leaving || gone || short) await this.standUpSlot(slot, short && !slot.leaving && !gone ? "Insufficient Rummy chips" : undefined);
    }
    if (room.seats.humans().length === 0) {
      await this.close();
      return "closed";
    }
    return this.nextDeal() ? "next" : "waiting";
  }

  async handle(_slot: SeatSlot, client: Client, type: "rejoin" | "split"): Promise<void> {
    this.room.sendError(client, "room/not_now", "Points tables have no rejoin or split.", type);
  }

  async leave(slot: SeatSlot): Promise<void> {
    await this.standUpSlot(slot);
    if (this.room.seats.humans().length === 0) await this.close();
    else this.flow.seatsChanged();
  }

  /** `closing`: the whole table closes, so the socket stays open for the `closed` message. */
  private async standUpSlot(slot: SeatSlot, reason?: string, closing = false): Promise<void> {
    const room = this.room;
    const returned = await standUp(room.platform, room.table, slot.row);
    slot.client?.send("stood_up", { seat: slot.row.seat, nChips: rupees(returned), ...(reason ? { message: roomNoticeText(languageOf(slot.client), reason) } : {}) } satisfies ServerMessage<"stood_up">);
    room.seats.stand(slot.row.seat, !closing);
  }

  private async close(): Promise<void> {
    const room = this.room;
    // Timers first: a bot fill firing during the awaits below would queue behind the close.
    this.flow.clearTimers();
    for (const slot of [...room.seats.values()]) await this.standUpSlot(slot, undefined, true);
    await closeTable(room.platform, room.table, "closed");
    room.state.phase = "finished";
    room.broadcast("closed", { reason: "empty" } satisfies ServerMessage<"closed">);
    room.clock.setTimeout(() => void room.disconnect(), 1000);
  }
}
