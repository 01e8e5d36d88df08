import type { PointsSettlement, PrizePool, PrizeShare, Seat } from "@rummy/shared-rules";
import type { Platform } from "../../platform/ports.ts";
import { hasPendingBuyIn, holdBuyIn, postBuyIn, voidBuyIn } from "../wallet/buy-in.ts";
import { WalletError } from "../wallet/errors.ts";
import { closeTable as walletCloseTable, leaveTable } from "../wallet/leave.ts";
import { payMatchPrizes } from "../wallet/match-prize.ts";
import { settleTable, type SettlementLine } from "../wallet/settle.ts";
import { closeTableRows, markSeatLeft, updateSeatChips, updateSeatsChips, type SeatRow, type TableRow } from "./repository.ts";

/**
 * A table's stakes: buy-ins and entry fees held, posted, settled and sent home. Every money
 * movement of a table is one call into the wallet (issue 4) with an idempotency key derived from
 * the seat, deal or table, so a retried or resumed room never moves money twice. Chips at the table (`table_seats.chips_paise`) mirror the seat's escrow for display.
 *
 * A practice bot has no user: its wallet identity is its seat row id, so its play chips live in
 * a practice escrow like anyone's (minted by the wallet's practice top-up) and settle the same way.
 */
type Currency = "INR" | "PRACTICE";

/** What a table's stakes need of the platform: the database, where the wallet's ledger and the seats live. */
export type StakesPorts = Pick<Platform, "db">;

export function currencyOf(table: Pick<TableRow, "gameType">): Currency {
  return table.gameType === "practice" ? "PRACTICE" : "INR";
}

export function walletUserOf(row: Pick<SeatRow, "userId" | "id">): string {
  return row.userId ?? row.id;
}

/**
 * A tournament round table moves no money: the entry was paid to the tournament, its seats have
 * no buy-in and its match pays no prize (the director pays the tournament's prizes).
 */
export function isTournamentTable(table: Pick<TableRow, "tournamentId">): boolean {
  return table.tournamentId !== null;
}

function isEntryFee(table: TableRow): boolean {
  return table.rummyType === "pool" || table.rummyType === "deal";
}

/** The table was closed in the ledger (it is closing or closed): no new seat or hold on it. */
export class TableClosed extends Error {}

/**
 * Taking a seat: the buy-in (points) or entry fee (pool, deals) goes on hold. Returns the hold key.
 * `toppedUp`: the caller has just topped the player's practice chips up.
 */
export async function holdSeat(ports: StakesPorts, table: TableRow, walletUserId: string, seatId: string, toppedUp = false): Promise<string> {
  const key = `seat-hold:${seatId}`;
  try {
    await holdBuyIn(ports.db, { key, userId: walletUserId, tableId: table.id, currency: currencyOf(table), amountPaise: table.entryFeePaise, entryFee: isEntryFee(table), toppedUp });
  } catch (error) {
    // The wallet refuses holds on a closed table (its escrows went home): a table closing while
    // this player was being seated, to be skipped rather than reported.
    if (error instanceof WalletError && error.code === "wallet/ref_closed") throw new TableClosed(table.id);
    throw error;
  }
  return key;
}

/** A seat that was not taken after all: its hold is voided. */
export async function releaseSeatHold(ports: StakesPorts, table: TableRow, walletUserId: string, seatId: string): Promise<void> {
  await voidBuyIn(ports.db, { key: `seat-void:${seatId}`, userId: walletUserId, tableId: table.id, currency: currencyOf(table) });
}

/**
 * Play starts for a seat: its pending holds (buy-in, entry fee, rejoins) are posted to its escrow.
 * From the second deal on there is usually nothing to post (a points buy-in was posted at the
 * first): a plain read says so, where a ledger operation would lock the seat's accounts and
 * commit an empty operation, six per table per deal. A hold is made before its seat row or rejoin
 * is written, so one that must be posted at this deal is already visible to the read.
 */
export async function postSeat(ports: StakesPorts, table: TableRow, row: SeatRow, dealNumber: number): Promise<void> {
  if (isTournamentTable(table)) return;
  const seat = { userId: walletUserOf(row), tableId: table.id, currency: currencyOf(table) };
  if (!(await hasPendingBuyIn(ports.db, seat))) return;
  await postBuyIn(ports.db, { key: `seat-post:${row.id}:${dealNumber}`, ...seat });
}

/** Points: one deal's settlement between the seats' escrows; returns each seat's chips after it. */
export async function settlePointsDeal(
  ports: StakesPorts,
  table: TableRow,
  dealId: string,
  settlement: PointsSettlement,
  slots: Map<Seat, { row: SeatRow }>,
): Promise<Map<Seat, bigint>> {
  const lines: SettlementLine[] = [];
  for (const s of settlement.seats) {
    const slot = slots.get(s.seat);
    if (!slot) throw new Error(`settlement for seat ${s.seat} which has no seat row`);
    lines.push({ userId: walletUserOf(slot.row), lossPaise: s.lossPaise, winPaise: s.winPaise, feePaise: s.feePaise });
  }
  if (settlement.lossesPaise > 0n) {
    await settleTable(ports.db, { key: `settle:${dealId}`, tableId: table.id, currency: currencyOf(table), dealId, lines });
  }
  const chips = new Map<Seat, bigint>();
  for (const s of settlement.seats) {
    const slot = slots.get(s.seat);
    if (slot) chips.set(s.seat, slot.row.chipsPaise - s.lossPaise + s.winPaise);
  }
  await updateSeatsChips(
    ports.db,
    [...chips].map(([seat, chipsPaise]) => ({ seatId: slots.get(seat)?.row.id ?? "", chipsPaise })),
  );
  return chips;
}

/**
 * Pool and deals: the entries in the seats' escrows are the prize pool; the wallet pays each seat
 * its share and the platform fee to rake revenue (wallet/match-prize.ts). Every seat may come out
 * behind (an equal split with nobody eliminated): the fee is the pool's, not a winner's.
 */
export async function settleMatch(
  ports: StakesPorts,
  table: TableRow,
  matchKey: string,
  paidIn: Map<Seat, bigint>,
  shares: readonly PrizeShare[],
  pool: PrizePool,
  walletUser: (seat: Seat) => string,
): Promise<void> {
  const lines = [...paidIn].map(([seat, paidPaise]) => ({ userId: walletUser(seat), paidPaise, prizePaise: shares.find((s) => s.seat === seat)?.paise ?? 0n }));
  await payMatchPrizes(ports.db, { key: `match:${table.id}:${matchKey}`, tableId: table.id, currency: currencyOf(table), feePaise: pool.feePaise, lines });
}

/** Pool rejoin: one more entry fee on hold, posted with the next deal. */
export async function buyRejoin(ports: StakesPorts, table: TableRow, row: SeatRow, rejoinNumber: number): Promise<{ code: string; message: string } | null> {
  try {
    await holdBuyIn(ports.db, {
      key: `rejoin:${row.id}:${rejoinNumber}`,
      userId: walletUserOf(row),
      tableId: table.id,
      currency: currencyOf(table),
      amountPaise: table.entryFeePaise,
      entryFee: true,
    });
    return null;
  } catch (error) {
    if (error instanceof WalletError) return { code: error.code, message: error.playerMessage };
    throw error;
  }
}

/**
 * Points: a seat below a full-count loss buys back up to the table's buy-in between deals (a
 * hold posted with the next deal). Returns false when the player cannot cover it.
 */
export async function rebuy(ports: StakesPorts, table: TableRow, row: SeatRow, dealNumber: number): Promise<boolean> {
  const amountPaise = table.entryFeePaise - row.chipsPaise;
  if (amountPaise <= 0n) return true;
  try {
    await holdBuyIn(ports.db, { key: `rebuy:${row.id}:${dealNumber}`, userId: walletUserOf(row), tableId: table.id, currency: currencyOf(table), amountPaise });
  } catch (error) {
    if (error instanceof WalletError) return false;
    throw error;
  }
  await updateSeatChips(ports.db, row.id, table.entryFeePaise);
  return true;
}

/** Leave table: pending holds voided, the stack back to the player's accounts. Returns the chips returned. */
export async function standUp(ports: StakesPorts, table: TableRow, row: SeatRow): Promise<bigint> {
  if (isTournamentTable(table)) {
    await markSeatLeft(ports.db, row.id);
    return 0n;
  }
  const result = await leaveTable(ports.db, { key: `leave:${row.id}`, userId: walletUserOf(row), tableId: table.id, currency: currencyOf(table) });
  await markSeatLeft(ports.db, row.id);
  const returned = result.toDepositPaise + result.toBonusPaise + result.toWinningsPaise + result.voidedPaise;
  return currencyOf(table) === "PRACTICE" ? row.chipsPaise : returned;
}

/** The table is over: every escrow goes home, the table is closed in the ledger and here. */
export async function closeTable(ports: StakesPorts, table: TableRow, status: "closed" | "voided"): Promise<void> {
  if (!isTournamentTable(table)) await walletCloseTable(ports.db, { key: `close:${table.id}`, tableId: table.id, currency: currencyOf(table) });
  await closeTableRows(ports.db, table.id, status);
}

/** Crash recovery could not resume the table: its deal is void and every hold and stack goes home. */
export function voidTable(ports: StakesPorts, table: TableRow): Promise<void> {
  return closeTable(ports, table, "voided");
}
