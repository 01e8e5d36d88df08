import type { Platform } from "../../platform/ports.ts";
import type { CatalogueRow, TableRow } from "../tables/repository.ts";
import type { GameType, RummyType } from "../tables/kinds.ts";
import { environmentTableOptions, type TableOptions } from "../tables/options.ts";
import { insertTable } from "./repository.ts";

/** What opening a table needs of the platform: the database, and the config's test table options. */
export type TableSpecPorts = Pick<Platform, "db" | "config">;

/** What a table is, whether from the catalogue or a private table's creation. */
export interface TableSpec {
  readonly catalogueId: string | null;
  readonly rummyType: RummyType;
  readonly gameType: GameType;
  readonly variantId: string;
  readonly maxPlayers: number;
  readonly decks: number;
  readonly pointValuePaise: bigint;
  readonly entryFeePaise: bigint;
  readonly poolLimit: number | null;
  readonly dealsCount: number | null;
}

export function specOfCatalogue(row: CatalogueRow): TableSpec {
  return { ...row, catalogueId: row.id };
}

/** Opens a table of this spec (a private one with its code), with the options the environment allows. */
export async function createTable(ports: TableSpecPorts, spec: TableSpec, options: TableOptions, privateCode: string | null, createdBy: string): Promise<TableRow> {
  return insertTable(ports.db, {
    catalogueId: spec.catalogueId,
    rummyType: spec.rummyType,
    gameType: spec.gameType,
    variantId: spec.variantId,
    maxPlayers: spec.maxPlayers,
    decks: spec.decks,
    pointValuePaise: spec.pointValuePaise,
    entryFeePaise: spec.entryFeePaise,
    poolLimit: spec.poolLimit,
    dealsCount: spec.dealsCount,
    privateCode,
    createdBy,
    options: { ...environmentTableOptions(ports.config.testTableOptions, spec.gameType), ...options },
  });
}
