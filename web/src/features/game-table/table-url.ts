/**
 * SPEC.md section 7: `/game?sAuthToken=…&sTableId=…&nChips=…[&sPrivateCode=…]` is the game
 * window of one table; `/game` without the token and the table is the home page. The server
 * decides the same way which page to send (game-server/src/api/web-static.ts).
 */
export interface TableEntry {
  readonly authToken: string;
  readonly tableId: string;
  readonly privateCode: string | null;
}

/** The table this window is for, or null when the URL names none. */
export function tableEntryOf(location: { readonly pathname: string; readonly search: string }): TableEntry | null {
  if (location.pathname !== "/game") return null;
  const params = new URLSearchParams(location.search);
  const authToken = params.get("sAuthToken") ?? "";
  const tableId = params.get("sTableId") ?? "";
  if (!authToken || !tableId) return null;
  return { authToken, tableId, privateCode: params.get("sPrivateCode") };
}
