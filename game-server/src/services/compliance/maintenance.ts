import type { MaintenanceSetting } from "@rummy/db";

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
