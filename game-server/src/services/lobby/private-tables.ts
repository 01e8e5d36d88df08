import { randomInt } from "node:crypto";
import { decksFor } from "@rummy/shared-rules";
import { rulesFor, variantFor, type GameType } from "../tables/kinds.ts";
import type { TableOptions } from "../tables/options.ts";
import type { TableRow } from "../tables/repository.ts";
import { TableClosed } from "../tables/stakes.ts";
import { assertNoLinkedPlayerAt } from "../fairplay/linked.ts";
import { FairPlayError } from "../fairplay/errors.ts";
import { assertWalletKeepingUp } from "./admission.ts";
import { lobbyRefusal } from "./errors.ts";
import { privateTableByCode, seatedSeatNumbers } from "./repository.ts";
import { assertMayPlay, joinedSeats, takeSeat, type LobbySeatingPorts, type SeatTaken } from "./seating.ts";
import { createTable, type TableSpec } from "./table-spec.ts";

/** Private tables (SPEC.md): a points table opened with a code that friends join by it; no queue, no bots. */

/** The lowest free seat of a table (private tables: no queue, the seat index settles races). */
async function freeSeat(ports: Pick<LobbySeatingPorts, "db">, table: TableRow): Promise<number | undefined> {
  const used = new Set(await seatedSeatNumbers(ports.db, table.id));
  return Array.from({ length: table.maxPlayers }, (_, i) => i).find((i) => !used.has(i));
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function privateCode(): string {
  return Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
}

/** SPEC.md: a private points table; entry fee 240 x the point value chosen from aPrivateTableRange. */
export async function createPrivateTable(
  ports: LobbySeatingPorts,
  userId: string,
  input: { rummyType: "point" | "point21"; gameType: GameType; pointValuePaise: bigint; maxPlayers: number },
  options: TableOptions,
): Promise<SeatTaken> {
  const user = await assertMayPlay(ports, userId, input.gameType);
  assertWalletKeepingUp(ports);
  const variantId = variantFor(input.rummyType, null);
  const spec: TableSpec = {
    catalogueId: null,
    rummyType: input.rummyType,
    gameType: input.gameType,
    variantId,
    maxPlayers: input.maxPlayers,
    decks: decksFor(rulesFor(variantId), input.maxPlayers),
    pointValuePaise: input.pointValuePaise,
    entryFeePaise: input.pointValuePaise * 240n,
    poolLimit: null,
    dealsCount: null,
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    let table: TableRow;
    try {
      table = await createTable(ports, spec, options, privateCode(), userId);
    } catch (error) {
      if (String(error).includes("game_tables_private_code_key")) continue;
      throw error;
    }
    const taken = await takeSeat(ports, userId, user, table, 0);
    if (taken) return taken;
  }
  throw lobbyRefusal("lobby/busy", "private_table");
}

export async function joinPrivateTable(ports: LobbySeatingPorts, userId: string, code: string): Promise<SeatTaken> {
  const table = await privateTableByCode(ports.db, code.toUpperCase());
  if (!table) throw lobbyRefusal("lobby/private_not_found");
  const user = await assertMayPlay(ports, userId, table.gameType);
  const mine = (await joinedSeats(ports, userId)).find((s) => s.table.id === table.id);
  if (mine) return mine;
  assertWalletKeepingUp(ports);
  if (table.gameType === "cash") await refuseLinkedPair(ports, userId, table.id);
  for (let attempt = 0; attempt < 3; attempt++) {
    const seat = await freeSeat(ports, table);
    if (seat === undefined) break;
    try {
      const taken = await takeSeat(ports, userId, user, table, seat);
      if (taken) return taken;
    } catch (error) {
      if (error instanceof TableClosed) throw lobbyRefusal("lobby/private_not_found");
      throw error;
    }
  }
  throw lobbyRefusal("lobby/table_full");
}

/** Fair play: a private cash table refuses a player linked to someone already seated at it. */
async function refuseLinkedPair(ports: Pick<LobbySeatingPorts, "db">, userId: string, tableId: string): Promise<void> {
  try {
    await assertNoLinkedPlayerAt(ports.db, userId, tableId);
  } catch (error) {
    if (error instanceof FairPlayError) throw lobbyRefusal("fairplay/linked_at_table");
    throw error;
  }
}
