import type { Db } from "@rummy/db";
import { decksFor, formatRupees, parseRupees } from "@rummy/shared-rules";
import { isPointsType, rulesFor, rupees, variantFor, type GameType, type RummyType } from "./kinds.ts";
import { activeCatalogueRows, insertCatalogueRows, type CatalogueInsert, type CatalogueRow } from "./repository.ts";

/**
 * The seeded lobby catalogue: Indian stakes as the market runs them (research/rummy-rules-and-market.md).
 * Points tables from 5 paise to ₹10 a point, pool and deals entry fees from ₹10 to ₹1,000, each at
 * 2 and 6 seats, in practice and cash form. Operators add, retire or reorder rows in SQL; seeding
 * never touches a row that exists.
 */
const POINT_VALUES_PAISE = [5n, 10n, 25n, 50n, 100n, 200n, 500n, 1000n];
const POINT21_VALUES_PAISE = [5n, 10n, 25n, 50n, 100n, 200n, 500n];
/** 10- and 27-card rummy: practice tables only for now (the lobby's "10 & 27 Cards" tab). */
const POINT10_27_PRACTICE_PAISE = [5n, 10n, 25n];
const ENTRY_FEES_PAISE = [1000n, 2500n, 5000n, 10000n, 25000n, 50000n, 100000n];

type NewRow = CatalogueInsert;

function row(rummyType: RummyType, gameType: GameType, maxPlayers: number, extra: { pv?: bigint; fee?: bigint; poolLimit?: number; dealsCount?: number }, sortOrder: number): NewRow {
  const variantId = variantFor(rummyType, extra.poolLimit ?? null);
  const rules = rulesFor(variantId);
  const pointValuePaise = extra.pv ?? 0n;
  const entryFeePaise = extra.fee ?? BigInt(rules.minBuyInPoints) * pointValuePaise;
  const label = { point: "Points", point21: "Points21", point10: "Points10", point27: "Points27", pool: `Pool ${extra.poolLimit}`, deal: `Deals ${extra.dealsCount}` }[rummyType];
  const stake = isPointsType(rummyType) ? formatRupees(pointValuePaise) : `₹${rupees(entryFeePaise)}`;
  return {
    rummyType,
    gameType,
    name: `${label} ${stake}`,
    variantId,
    maxPlayers,
    decks: decksFor(rules, maxPlayers),
    pointValuePaise,
    entryFeePaise,
    poolLimit: extra.poolLimit ?? null,
    dealsCount: extra.dealsCount ?? null,
    sortOrder,
  };
}

export function defaultCatalogue(): NewRow[] {
  const rows: NewRow[] = [];
  let order = 0;
  for (const gameType of ["practice", "cash"] as const) {
    for (const maxPlayers of [2, 6]) {
      for (const pv of POINT_VALUES_PAISE) rows.push(row("point", gameType, maxPlayers, { pv }, order++));
      for (const pv of POINT21_VALUES_PAISE) rows.push(row("point21", gameType, maxPlayers, { pv }, order++));
      for (const poolLimit of [101, 201]) for (const fee of ENTRY_FEES_PAISE) rows.push(row("pool", gameType, maxPlayers, { fee, poolLimit }, order++));
      for (const fee of ENTRY_FEES_PAISE) rows.push(row("deal", gameType, maxPlayers, { fee, dealsCount: maxPlayers === 2 ? 2 : 3 }, order++));
    }
  }
  for (const maxPlayers of [2, 6]) {
    for (const rummyType of ["point10", "point27"] as const) for (const pv of POINT10_27_PRACTICE_PAISE) rows.push(row(rummyType, "practice", maxPlayers, { pv }, order++));
  }
  return rows;
}

export async function seedTableCatalogue(db: Db): Promise<void> {
  await insertCatalogueRows(db, defaultCatalogue());
}

export async function listCatalogue(db: Db, rummyType: RummyType, gameType: GameType): Promise<CatalogueRow[]> {
  return activeCatalogueRows(db, rummyType, gameType);
}

/**
 * SPEC.md's `nTablePoint` per mode: the point value in rupees for points tables, the pool limit
 * (101 or 201) for pool, the number of deals for deals. `nTableFee` is the buy-in (points) or the
 * entry fee (pool, deals), in rupees.
 */
export function tablePointOf(row: Pick<CatalogueRow, "rummyType" | "pointValuePaise" | "poolLimit" | "dealsCount">): number {
  if (row.rummyType === "pool") return row.poolLimit ?? 101;
  if (row.rummyType === "deal") return row.dealsCount ?? 2;
  return rupees(row.pointValuePaise);
}

export interface LobbyTable {
  _id: string;
  sName: string;
  eRummyType: RummyType;
  eGameType: GameType;
  nMaxPlayer: number;
  nTablePoint: number;
  nTableFee: number;
  nDeck: number;
  nDeals: number | null;
  nPoolLimit: number | null;
}

export function toLobbyTable(row: CatalogueRow): LobbyTable {
  return {
    _id: row.id,
    sName: row.name,
    eRummyType: row.rummyType,
    eGameType: row.gameType,
    nMaxPlayer: row.maxPlayers,
    nTablePoint: tablePointOf(row),
    nTableFee: rupees(row.entryFeePaise),
    nDeck: row.decks,
    nDeals: row.dealsCount,
    nPoolLimit: row.poolLimit,
  };
}

/** The catalogue row a join names: SPEC.md's join payload identifies a configuration, not a row. */
export async function findConfiguration(
  db: Db,
  q: { rummyType: RummyType; gameType: GameType; maxPlayers: number; tablePoint: number; tableFee?: number | undefined },
): Promise<CatalogueRow | undefined> {
  const rows = await listCatalogue(db, q.rummyType, q.gameType);
  // Rupees are compared as exact paise; a figure with more than 2 decimals names no configuration.
  const paise = (rupees: number) => {
    const parsed = parseRupees(rupees);
    return parsed.ok ? parsed.paise : undefined;
  };
  const fee = q.tableFee === undefined ? undefined : paise(q.tableFee);
  const pointOk = (r: CatalogueRow) => (isPointsType(r.rummyType) ? r.pointValuePaise === paise(q.tablePoint) : tablePointOf(r) === q.tablePoint);
  const feeOk = (r: CatalogueRow) => q.tableFee === undefined || r.entryFeePaise === fee;
  return rows.find((r) => r.maxPlayers === q.maxPlayers && pointOk(r) && feeOk(r));
}
