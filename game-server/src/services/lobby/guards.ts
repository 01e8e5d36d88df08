import { schema, type MaintenanceSetting } from "@rummy/db";
import { eq } from "drizzle-orm";
import type { Platform } from "../../platform/ports.ts";
import { isUnderMaintenance } from "../compliance/maintenance.ts";
import { lobbyRefusal } from "./errors.ts";

/** SPEC.md's maintenance state: enabled and running (until its end) blocks every join, create and take-seat. */
export async function assertNotInMaintenance(platform: Platform, now = new Date()): Promise<void> {
  const [row] = await platform.db.select().from(schema.settings).where(eq(schema.settings.key, "oMaintenance")).limit(1);
  const m = row?.value as MaintenanceSetting | undefined;
  if (isUnderMaintenance(m, now)) {
    throw lobbyRefusal("lobby/maintenance");
  }
}

/** aPrivateTableRange: the point values a private table may use. */
export async function privateTableRange(platform: Platform): Promise<number[]> {
  const [row] = await platform.db.select().from(schema.settings).where(eq(schema.settings.key, "aPrivateTableRange")).limit(1);
  const value = (row?.value ?? []) as { nTablePoint: number }[];
  return value.map((v) => v.nTablePoint);
}
