/**
 * Where a lobby join sits (pure, so 1,000 seatings are a unit test): the first table, in the
 * lobby's order, with a free seat and no account linked to the joiner seated or being seated at
 * it; null means open a new table. Linked accounts (services/fairplay/linked.ts) are thereby never
 * seated together at a cash table.
 */
export interface OpenTable {
  readonly id: string;
  readonly maxPlayers: number;
  /** Seat numbers taken or being taken. */
  readonly takenSeats: readonly number[];
  /** Who sits or is being seated there. */
  readonly users: readonly string[];
}

/**
 * `nth` (default 0, the first) takes the nth such free seat in the same order, or the last one
 * when there are fewer: a join that lost its claim to another process's join, which had read the
 * same tables and chosen the same first seat, spreads its next choice (lobby/seat-pick.ts).
 */
export function chooseSeat(tables: readonly OpenTable[], linkedToJoiner: ReadonlySet<string>, nth = 0): { tableId: string; seat: number } | null {
  let found: { tableId: string; seat: number } | null = null;
  let count = 0;
  for (const table of tables) {
    if (table.users.some((u) => linkedToJoiner.has(u))) continue;
    const taken = new Set(table.takenSeats);
    for (let seat = 0; seat < table.maxPlayers; seat++) {
      if (taken.has(seat)) continue;
      found = { tableId: table.id, seat };
      if (count++ === nth) return found;
    }
  }
  return found;
}
