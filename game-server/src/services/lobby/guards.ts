import type { Platform } from "../../platform/ports.ts";
import { settingValue } from "./repository.ts";

/** aPrivateTableRange: the point values a private table may use. */
export async function privateTableRange(ports: Pick<Platform, "db">): Promise<number[]> {
  const value = ((await settingValue(ports.db, "aPrivateTableRange")) ?? []) as { nTablePoint: number }[];
  return value.map((v) => v.nTablePoint);
}
