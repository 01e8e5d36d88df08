import type { Db } from "@rummy/db";
import { toBigInt } from "@rummy/db/ledger/index";
import { netFlowRow } from "./repository.ts";

/** Posted money that went from `sourceId` into `sinkId`, less what has come back: a seat's provenance. */
export async function netFlow(db: Db, sourceId: string, sinkId: string): Promise<bigint> {
  return toBigInt((await netFlowRow(db, sourceId, sinkId))?.["net"]);
}
