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

export function chooseSeat(tables: readonly OpenTable[], linkedToJoiner: ReadonlySet<string>): { tableId: string; seat: number } | null {
  for (const table of tables) {
    if (table.users.some((u) => linkedToJoiner.has(u))) continue;
    const taken = new Set(table.takenSeats);
    const seat = Array.from({ length: table.maxPlayers }, (_, i) => i).find((i) => !taken.has(i));
    if (seat !== undefined) return { tableId: table.id, seat };
  }
  return null;
}
