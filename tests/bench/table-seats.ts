/**
 * Helpers the browser benches share (`bench:table`, `bench:phone`): a private two-seat practice
 * table with a fixed seed, the game popup's URL for a seat, percentiles, and the table page's
 * test hook as the benches read it.
 */
import { registerPlayer } from "../support/accounts.ts";

export const SEED = "6a6187deaff98f69df0672078a81d6236fc9d74d9a9c2ce34c21baa8de11e284";

export interface TableSeat {
  readonly token: string;
  readonly iTableId: string;
  readonly nChips: number;
  readonly sPrivateCode: string;
}

/** The server must allow test room options on practice tables (ALLOW_TEST_TABLE_OPTIONS=practice). */
export async function seatTwoPlayers(baseUrl: string): Promise<[TableSeat, TableSeat]> {
  const [a, b] = [await registerPlayer(baseUrl), await registerPlayer(baseUrl)];
  const created = await a.client.post<Omit<TableSeat, "token">>("/rummy/table/private/create", {
    eRummyType: "point",
    eGameType: "practice",
    nTablePoint: 0.05,
    nMaxPlayer: 2,
    oRoomOptions: { seedHex: SEED, startDelayMs: 200, botWaitMs: 600_000, turnSeconds: 120, timeBankSeconds: 0 },
  });
  if (created.status !== 200) throw new Error(`create table: ${created.status} ${created.body.message}`);
  const joined = await b.client.post<Omit<TableSeat, "token">>("/rummy/table/private/join", { sPrivateCode: created.body.data.sPrivateCode });
  if (joined.status !== 200) throw new Error(`join table: ${joined.status} ${joined.body.message}`);
  return [
    { token: a.client.token ?? "", ...created.body.data },
    { token: b.client.token ?? "", ...joined.body.data },
  ];
}

export function gameUrl(baseUrl: string, seat: TableSeat): string {
  const q = new URLSearchParams({ sAuthToken: seat.token, sTableId: seat.iTableId, nChips: String(seat.nChips), sPrivateCode: seat.sPrivateCode, testHook: "1" });
  return `${baseUrl}/game?${q.toString()}`;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export type HookWindow = Window & {
  __TABLE_TEST__?: { cards(): { cx: number; cy: number }[]; dragFrames(): number[]; dragWork(): number[] };
  __PIXI_APP__?: { renderer: { name: string } };
};
