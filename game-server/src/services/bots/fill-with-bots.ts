import type { Platform } from "../../platform/ports.ts";
import { randomUUID } from "node:crypto";
import { holdSeat, releaseSeatHold } from "../tables/stakes.ts";
import { insertBotSeat, type SeatRow, type TableRow } from "../tables/repository.ts";

/** What seating bots needs of the platform: the database (their seats and their play chips' holds). */
export type BotSeatingPorts = Pick<Platform, "db">;

/** Names shown for practice bots; the `isBot` flag labels them in the state and the results. */
const BOT_NAMES = ["Arjun (bot)", "Meera (bot)", "Kabir (bot)", "Diya (bot)", "Rohan (bot)", "Isha (bot)"];

/** Only public practice tables seat bots: never cash, and never a private table kept for friends. */
export function seatsBots(table: TableRow): boolean {
  return table.gameType === "practice" && table.privateCode === null;
}

/**
 * Seats bots in every empty seat of a practice table. Cash tables and private tables never seat
 * bots: this refuses them. A bot brings the table's buy-in in play chips that exist only at the table.
 */
export async function fillWithBots(ports: BotSeatingPorts, table: TableRow, taken: readonly number[]): Promise<SeatRow[]> {
  if (!seatsBots(table)) throw new Error("bots only sit at public practice tables");
  const rows: SeatRow[] = [];
  for (let seat = 0; seat < table.maxPlayers; seat++) {
    if (taken.includes(seat)) continue;
    // The bot's wallet identity is its seat row id: its play chips are held like a player's.
    const id = randomUUID();
    await holdSeat(ports, table, id, id);
    const row = await insertBotSeat(ports.db, { id, tableId: table.id, seat, name: BOT_NAMES[seat % BOT_NAMES.length] ?? "Bot", chipsPaise: table.entryFeePaise, holdRef: `seat-hold:${id}` });
    if (row) rows.push(row);
    else await releaseSeatHold(ports, table, id, id);
  }
  return rows;
}
