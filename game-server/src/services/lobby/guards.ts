import type { Platform } from "../../platform/ports.ts";
import { underMaintenance } from "../compliance/maintenance.ts";
import { lobbyRefusal } from "./errors.ts";
import { settingValue } from "./repository.ts";

/** What the lobby's guards need of the platform: the database, and the clock the maintenance window is read against. */
export type LobbyGuardPorts = Pick<Platform, "db" | "clock">;

/** SPEC.md's maintenance state: enabled and running (until its end) blocks every join, create and take-seat. */
export async function assertNotInMaintenance(ports: LobbyGuardPorts, now = ports.clock.now()): Promise<void> {
  if (await underMaintenance(ports.db, now)) throw lobbyRefusal("lobby/maintenance");
}

/** aPrivateTableRange: the point values a private table may use. */
export async function privateTableRange(ports: Pick<LobbyGuardPorts, "db">): Promise<number[]> {
  const value = ((await settingValue(ports.db, "aPrivateTableRange")) ?? []) as { nTablePoint: number }[];
  return value.map((v) => v.nTablePoint);
}
