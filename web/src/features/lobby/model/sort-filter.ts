import type { LobbyTable } from "../api/lobby-api.ts";

/** SPEC.md section 2: sorting uses the numeric fields nMaxPlayer, nTablePoint and nTableFee. */
export type SortKey = "nMaxPlayer" | "nTablePoint" | "nTableFee";
export type Sort = { readonly key: SortKey; readonly direction: "asc" | "desc" } | null;

/** Clicking a header sorts up, then down, then up again (a second column starts up). */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current?.key !== key) return { key, direction: "asc" };
  return { key, direction: current.direction === "asc" ? "desc" : "asc" };
}

/** A stable numeric sort; the server's order stays for equal values and when nothing is chosen. */
export function sortTables(tables: readonly LobbyTable[], sort: Sort): LobbyTable[] {
  if (!sort) return [...tables];
  const sign = sort.direction === "asc" ? 1 : -1;
  return tables
    .map((table, index) => ({ table, index }))
    .sort((a, b) => (a.table[sort.key] - b.table[sort.key]) * sign || a.index - b.index)
    .map((x) => x.table);
}

export type PlayerCount = 2 | 6;

/** The Max Players filter: nothing ticked shows every table. */
export function filterByPlayers(tables: readonly LobbyTable[], ticked: ReadonlySet<PlayerCount>): LobbyTable[] {
  if (ticked.size === 0) return [...tables];
  return tables.filter((t) => ticked.has(t.nMaxPlayer as PlayerCount));
}
