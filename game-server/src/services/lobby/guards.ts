import type { Platform } from "../../platform/ports.ts";
import { underMaintenance } from "../compliance/maintenance.ts";
import { lobbyRefusal } from "./errors.ts";
import { settingValue } from "./repository.ts";

/** SPEC.md's maintenance state: enabled and running (until its end) blocks every join, create and take-seat. */
export async function assertNotInMaintenance(platform: Platform, now = new Date()): Promise<void> {
  if (await underMaintenance(platform.db, now)) throw lobbyRefusal("lobby/maintenance");
}

/** aPrivateTableRange: the point values a private table may use. */
export async function privateTableRange(platform: Platform): Promise<number[]> {
  const value = ((await settingValue(platform.db, "aPrivateTableRange")) ?? []) as { nTablePoint: number }[];
  return value.map((v) => v.nTablePoint);
}
