import type { Db, MaintenanceSetting } from "@rummy/db";
import { maintenanceSetting } from "./repository.ts";

/**
 * SPEC.md's maintenance state: `eMode` enabled and `eState` running blocks every join, create,
 * tournament registration and take-seat until `dEndAt`. A window whose end has passed is over,
 * so a maintenance an operator started for 30 minutes ends by itself (`npm run operator --
 * maintenance 30m`); with no `dEndAt` it lasts until switched off.
 */
export function isUnderMaintenance(setting: MaintenanceSetting | undefined, now: Date): boolean {
  if (!setting || setting.eMode !== "enabled" || setting.eState !== "running") return false;
  if (!setting.dEndAt) return true;
  const end = Date.parse(setting.dEndAt);
  return Number.isNaN(end) || end > now.getTime();
}

/** Whether the platform is under maintenance now: the one reader of the setting, for table joins and tournament entries alike. */
export async function underMaintenance(db: Db, now: Date): Promise<boolean> {
  return isUnderMaintenance(await maintenanceSetting(db), now);
}
