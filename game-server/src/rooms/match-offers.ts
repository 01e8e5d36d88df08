import type { Client } from "@colyseus/core";
import type { Delayed } from "@colyseus/timer";
import { contenders, rejoinMatch, rejoinOffer, rejoinsOf, splitMatch, splitProposable, splits, splitShares, type MatchEvent, type Seat, type SplitKind } from "@rummy/shared-rules";
import { rupees } from "../services/tables/kinds.ts";
import { buyRejoin } from "../services/tables/stakes.ts";
import type { ClientMessage } from "./messages.ts";
import type { MatchHost } from "./match-host.ts";
import type { SeatSlot } from "./seat-tenure.ts";
import type { ServerMessage } from "@rummy/shared-rules/contract/room";

interface SplitVote {
  readonly kind: SplitKind;
  readonly seats: Seat[];
  readonly accepted: Set<Seat>;
}

/**
 * Between the deals of a match: rejoin offers to eliminated players who may buy back in, and the
 * split of the prize (offered by the system, or proposed by a player) that every contender must
 * accept. Play waits while an offer is open; an unanswered offer lapses after `offerMs`.
 */
export class MatchOffers {
  private readonly rejoins = new Set<Seat>();
  private split: SplitVote | null = null;
  private timer: Delayed | undefined;

  constructor(private readonly host: MatchHost) {}

  get open(): boolean {
    return this.rejoins.size > 0 || this.split !== null;
  }

  /** After a recorded deal: a rejoin offer to each eliminated human who may still buy back in; the auto split when offered. */
  offer(events: MatchEvent[]): void {
    const { room, match } = this.host;
    // A tournament table has no rejoin (no money at the table) and no split (places, not prizes).
    if (!match || !splits(match) || room.tournament) return;
    const deadline = Date.now() + room.timing("offerMs");
    for (const e of events) {
      if (e.type !== "eliminated") continue;
      const slot = room.seats.get(e.seat);
      const offer = rejoinOffer(match, e.seat);
      if (!slot || slot.row.isBot || slot.leaving || !offer) continue;
      this.rejoins.add(e.seat);
      slot.client?.send("rejoin_offer", { seat: e.seat, nTableFee: rupees(room.table.entryFeePaise), score: offer.score, deadline } satisfies ServerMessage<"rejoin_offer">);
    }
    if (events.some((e) => e.type === "split_offered")) this.openSplit("auto", deadline);
    if (this.open) this.armTimer();
  }

  /** The seat left the match: its rejoin offer goes. */
  withdraw(seat: Seat): void {
    this.rejoins.delete(seat);
  }

  private openSplit(kind: SplitKind, deadline: number): SplitVote | null {
    const { room, match } = this.host;
    if (!match || !splits(match)) return null;
    const seats = contenders(match);
    const accepted = new Set(seats.filter((s) => room.seats.get(s)?.row.isBot));
    this.split = { kind, seats, accepted };
    const shares = splitShares(match, room.table.entryFeePaise, room.rules.rakePercent, kind);
    room.broadcast("split_offer", { kind, seats, deadline, shares: shares.map((s) => ({ seat: s.seat, amount: rupees(s.paise) })) } satisfies ServerMessage<"split_offer">);
    return this.split;
  }

  private armTimer(): void {
    this.timer?.clear();
    this.timer = this.host.room.clock.setTimeout(() => void this.host.room.enqueue(() => this.close()), this.host.room.timing("offerMs"));
  }

  /** Unanswered offers lapse: a rejoin is declined, a split is refused; play goes on. */
  private async close(): Promise<void> {
    const room = this.host.room;
    this.timer?.clear();
    this.timer = undefined;
    if (this.rejoins.size > 0) room.broadcast("rejoin_closed", { seats: [...this.rejoins] } satisfies ServerMessage<"rejoin_closed">);
    this.rejoins.clear();
    if (this.split) room.broadcast("split_result", { accepted: false } satisfies ServerMessage<"split_result">);
    this.split = null;
    this.host.seatsChanged();
  }

  async answerRejoin(slot: SeatSlot, client: Client, accept: boolean): Promise<void> {
    const { room, match } = this.host;
    const seat = slot.row.seat;
    if (!this.rejoins.has(seat) || !match || !splits(match) || room.deal) {
      return room.sendError(client, "match/rejoin_closed", "There is no rejoin offer for you now.", "rejoin");
    }
    this.rejoins.delete(seat);
    if (accept) {
      const refused = await buyRejoin(room.platform, room.table, slot.row, rejoinsOf(match, seat) + 1);
      if (refused) {
        room.sendError(client, refused.code, refused.message, "rejoin");
      } else {
        const step = rejoinMatch(match, seat);
        if (!step.ok) room.sendError(client, step.error.code, step.error.message, "rejoin");
        else await this.host.commit(step.match, step.events);
      }
    }
    if (!this.open) await this.close();
  }

  async answerSplit(slot: SeatSlot, client: Client, action: ClientMessage<"split">["action"]): Promise<void> {
    const { room, match } = this.host;
    const seat = slot.row.seat;
    if (room.tournament) return room.sendError(client, "match/split_not_allowed", "A tournament table has no split.", "split");
    if (!match || !splits(match) || room.deal) return room.sendError(client, "match/split_not_allowed", "A split can only be agreed between deals.", "split");
    if (action === "propose") {
      // Not while an eliminated player may still buy back in: the split's seats would change.
      if (this.split || this.rejoins.size > 0 || !splitProposable(match, seat)) {
        return room.sendError(client, "match/split_not_allowed", "A split is not open at this point of the match.", "split");
      }
      this.openSplit("manual", Date.now() + room.timing("offerMs"))?.accepted.add(seat);
      room.broadcast("split_vote", { seat, accepted: true } satisfies ServerMessage<"split_vote">);
      this.armTimer();
      return this.maybeAgreed(client);
    }
    if (!this.split || !this.split.seats.includes(seat)) return room.sendError(client, "match/split_not_allowed", "There is no split to answer.", "split");
    if (action === "reject") {
      room.broadcast("split_vote", { seat, accepted: false } satisfies ServerMessage<"split_vote">);
      return this.close();
    }
    this.split.accepted.add(seat);
    room.broadcast("split_vote", { seat, accepted: true } satisfies ServerMessage<"split_vote">);
    return this.maybeAgreed(client);
  }

  /** Every seat of the open split has accepted (bots always do): the match ends and pays out. */
  private async maybeAgreed(client: Client): Promise<void> {
    const { room, match } = this.host;
    const split = this.split;
    if (!split || !match || !split.seats.every((s) => split.accepted.has(s))) return;
    const ended = splitMatch(match);
    if (!ended.ok) return room.sendError(client, ended.error.code, ended.error.message, "split");
    await this.host.commit(ended.match, ended.events);
    this.split = null;
    this.timer?.clear();
    this.timer = undefined;
    const deltas = await this.host.payPrizes(split.kind);
    room.broadcast("split_result", { accepted: true, shares: [...deltas].map(([s, paise]) => ({ seat: s, amount: rupees(paise) })) } satisfies ServerMessage<"split_result">);
    await this.host.finish();
  }
}
