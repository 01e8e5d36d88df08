import { randomUUID } from "node:crypto";
import type { Platform } from "../../platform/ports.ts";
import { tablePointOf } from "../tables/catalogue.ts";
import { rupees, type GameType } from "../tables/kinds.ts";
import type { TableOptions } from "../tables/options.ts";
import { holdSeat, releaseSeatHold, TableClosed } from "../tables/stakes.ts";
import { ensureTableRoom } from "../tables/room-control.ts";
import type { SeatRow, TableRow } from "../tables/repository.ts";
import type { MaintenanceSetting } from "@rummy/db";
import { isUnderMaintenance } from "../compliance/maintenance.ts";
import { MAINTENANCE_SETTING_KEY } from "../compliance/repository.ts";
import { PAYMENT_SETTING_KEYS } from "../deposits/repository.ts";
import { paymentSettingsOf } from "../deposits/settings.ts";
import { assertPlayAllowedGiven } from "../responsible/gate.ts";
import { assertCashAllowedFor } from "./compliance.ts";
import { assertWalletKeepingUp, walletKeepingUp } from "./admission.ts";
import { lobbyRefusal } from "./errors.ts";
import { insertSeatIfFree, joinCheckFacts, liveSeatsOf, releaseSeatClaim } from "./repository.ts";
import { pickSeat } from "./seat-pick.ts";
import { timed } from "../timings.ts";
import { topUpPracticeChips } from "../wallet/practice.ts";
import type { TableSpec } from "./table-spec.ts";

/** What seating needs of the platform: the database, the clock the play gates are read against, and the config's test table options. */
export type LobbySeatingPorts = Pick<Platform, "db" | "clock" | "config">;

export interface SeatTaken {
  readonly table: TableRow;
  readonly seat: SeatRow;
}

/** The settings rows a join's checks read: the maintenance state and the payment settings (the night lock is in their compliance policy). */
const JOIN_SETTING_KEYS = [MAINTENANCE_SETTING_KEY, ...PAYMENT_SETTING_KEYS];

/**
 * Checks every join, create and take-seat passes: maintenance, the cash-play policy, then the
 * player's own limits and exclusions (responsible play: cash and practice alike). Returns the
 * name and avatar their seat shows.
 *
 * The maintenance state, the payment settings, the player's name and whether they have an
 * exclusion or a limit come in one statement (`joinCheckFacts`): on a busy database each read was
 * a statement and a wait in its queue.
 */
export async function assertMayPlay(ports: LobbySeatingPorts, userId: string, gameType: GameType): Promise<{ userName: string; avatar: string }> {
  const now = ports.clock.now();
  const facts = await joinCheckFacts(ports.db, userId, now, JOIN_SETTING_KEYS);
  const maintenance = facts.settings.find((row) => row.key === MAINTENANCE_SETTING_KEY)?.value as MaintenanceSetting | undefined;
  if (isUnderMaintenance(maintenance, now)) throw lobbyRefusal("lobby/maintenance");
  // The cash gate and the responsible-play gate read independently, so they run at once; the
  // refusal is still the first in this order, whichever answered first.
  const checks = await Promise.allSettled([
    gameType === "cash" ? assertCashAllowedFor(ports, userId) : Promise.resolve(),
    assertPlayAllowedGiven(ports.db, userId, now, gameType === "cash" ? "cash" : "practice", { settings: paymentSettingsOf(facts.settings), excluded: facts.excluded, limited: facts.limited }),
  ]);
  const refused = checks.find((c) => c.status === "rejected");
  if (refused) throw refused.reason;
  if (!facts.user) throw lobbyRefusal("lobby/unknown_player");
  return facts.user;
}

/** The player's live seats, with their tables. */
export async function joinedSeats(ports: Pick<LobbySeatingPorts, "db">, userId: string): Promise<SeatTaken[]> {
  return liveSeatsOf(ports.db, userId);
}

/**
 * Seats the player at a table of this configuration with a free seat, or opens one. A player
 * already seated at a live table of the same configuration gets that seat back (joining twice is
 * not buying in twice). Points tables take newcomers between deals; pool and deals tables only
 * before their match starts.
 */
export async function joinTable(ports: LobbySeatingPorts, userId: string, spec: TableSpec, options: TableOptions): Promise<SeatTaken> {
  const closing = new Set<string>();
  const pick = () => timed("join_pick", () => pickSeat(ports, { spec, options, userId, skip: closing }));
  // An admitted join starts picking its seat while the reads below run: each is a wait in a busy
  // database's queue, and the pick was the next one after them. A join those reads refuse, or a
  // player already seated here, gives the claimed seat back at once.
  const early = walletKeepingUp(ports) ? pick() : undefined;
  early?.catch(() => undefined);
  // Two independent reads at once; their answers are judged in this order.
  const [mayPlay, seats] = await Promise.allSettled([timed("join_may_play", () => assertMayPlay(ports, userId, spec.gameType)), timed("join_seats_of", () => joinedSeats(ports, userId))]);
  const giveBack = () => void early?.then((p) => releaseClaim(ports, p, userId), () => undefined);
  let user: { userName: string; avatar: string };
  try {
    if (mayPlay.status === "rejected") throw mayPlay.reason;
    if (seats.status === "rejected") throw seats.reason;
    const mine = seats.value.find((s) => spec.catalogueId !== null && s.table.catalogueId === spec.catalogueId && s.table.privateCode === null);
    if (mine) {
      giveBack();
      return mine;
    }
    if (!early) assertWalletKeepingUp(ports);
    user = mayPlay.value;
  } catch (error) {
    giveBack();
    throw error;
  }
  // A practice join tops the player's chips up (at most once a day, as reading their balances
  // does) while the seat is picked, so the hold finds them there: inside the hold, a new player's
  // first top-up was a ledger transaction of its own after the pick, a third of the hold's time on
  // a busy server. Only an admitted join does: a refused one takes nothing. Its failure is the
  // hold's to report: only a top-up that failed leaves the hold to top up (and fail) itself.
  const toppedUp = spec.gameType === "practice" ? timed("join_topup", () => topUpPracticeChips(ports.db, userId, ports.clock.now())).then(() => true, () => false) : Promise.resolve(false);
  for (let attempt = 0; attempt < 10; attempt++) {
    // The pick claims its seat in the database (seat_claims), so other joins, of this process or
    // another, pick around it while the wallet hold and the seat insert run. A lost race for the
    // seat index still retries; a table found closing is skipped.
    const picked = await (attempt === 0 && early ? early : pick());
    const fresh = await toppedUp;
    let taken: SeatTaken | null = null;
    try {
      taken = await takeSeat(ports, userId, user, picked.table, picked.seat, fresh);
      if (taken) return taken;
    } catch (error) {
      if (!(error instanceof TableClosed)) throw error;
      closing.add(picked.table.id);
    } finally {
      // Once seated, the claim is only a duplicate of the seat row: it goes without the join
      // waiting another round trip for it. Not seated, it goes before the next pick.
      const released = releaseClaim(ports, picked, userId);
      if (!taken) await released;
    }
  }
  throw lobbyRefusal("lobby/busy");
}

/** Gives a pick's seat claim back; a claim left behind (the database unreachable just now) lapses on its own. */
function releaseClaim(ports: Pick<LobbySeatingPorts, "db">, pick: { table: TableRow; seat: number }, userId: string): Promise<void> {
  return releaseSeatClaim(ports.db, { tableId: pick.table.id, seat: pick.seat, userId }).catch(() => undefined);
}

/**
 * Holds the buy-in, then takes the seat. A lost race for the seat (the unique index on live
 * seats) releases the hold and returns null so the caller tries again. `toppedUp`: the caller
 * has just topped the player's practice chips up.
 */
export async function takeSeat(ports: Pick<LobbySeatingPorts, "db">, userId: string, user: { userName: string; avatar: string }, table: TableRow, seat: number, toppedUp = false): Promise<SeatTaken | null> {
  const seatId = randomUUID();
  const holdRef = await timed("join_hold", () => holdSeat(ports, table, userId, seatId, toppedUp));
  const row = await timed("join_insert", () => insertSeatIfFree(ports.db, { id: seatId, tableId: table.id, seat, userId, name: user.userName, avatar: user.avatar, buyInPaise: table.entryFeePaise, chipsPaise: table.entryFeePaise, holdRef }));
  if (!row) {
    await releaseSeatHold(ports, table, userId, seatId);
    return null;
  }
  await timed("rest_join_room", () => ensureTableRoom(table.id));
  return { table, seat: row };
}

/** SPEC.md's joined-game row; a tournament round table is `eGameType: "tournament"` with its `iTournamentId`. */
export function joinedGame(s: SeatTaken) {
  return {
    _id: s.table.id,
    iTableId: s.table.id,
    eRummyType: s.table.rummyType,
    eGameType: s.table.tournamentId ? ("tournament" as const) : s.table.gameType,
    nMaxPlayer: s.table.maxPlayers,
    nTablePoint: tablePointOf(s.table),
    nTableFee: rupees(s.table.entryFeePaise),
    nChips: rupees(s.seat.chipsPaise),
    sPrivateCode: s.table.privateCode ?? "",
    iTournamentId: s.table.tournamentId,
  };
}
