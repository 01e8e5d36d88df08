import type { Db } from "@rummy/db";
import { FairPlayError } from "./errors.ts";
import { addressKeyOf, deviceIdOf } from "./identifiers.ts";
import { linkedAmong, linkedPairsAmong, recordIdentifiers, seatedUsers } from "./repository.ts";

/**
 * For the tournament director: the linked pairs among a round's players, to pass as
 * `seatRound(players, seatsPerTable, seedHex, avoid)` (services/tournaments/seating.ts).
 */
export const pairsToKeepApart = linkedPairsAmong;

/**
 * Linked accounts (issue 20): accounts sharing a device, a login address, a bank account or UPI
 * id, or a referral chain are never seated together at cash tables. The lobby asks before it
 * picks a table; a private cash table refuses the second of a linked pair.
 */

/** Recently recorded (user, identifier) pairs: a request seen again within this time writes nothing. */
const RECORD_EVERY_MS = 10 * 60_000;
const MAX_REMEMBERED = 50_000;
const recorded = new Map<string, number>();

/**
 * Records the device id and address of an authenticated request (called for every one; writes
 * at most once per user, identifier and ten minutes per process). Never throws: a failed write
 * must not fail the player's call.
 */
export async function recordRequestIdentifiers(db: Db, userId: string, deviceHeader: string | string[] | undefined, ip: string, now = Date.now()): Promise<void> {
  const ids: { kind: "device" | "address"; value: string }[] = [];
  const device = deviceIdOf(deviceHeader);
  const address = addressKeyOf(ip);
  if (device) ids.push({ kind: "device", value: device });
  if (address) ids.push({ kind: "address", value: address });
  const due = ids.filter((i) => (recorded.get(`${userId}|${i.kind}|${i.value}`) ?? -Infinity) <= now - RECORD_EVERY_MS);
  if (due.length === 0) return;
  if (recorded.size > MAX_REMEMBERED) recorded.clear();
  for (const i of due) recorded.set(`${userId}|${i.kind}|${i.value}`, now);
  await recordIdentifiers(db, userId, due).catch(() => {
    for (const i of due) recorded.delete(`${userId}|${i.kind}|${i.value}`);
  });
}

/** The tables (of these) at which an account linked to `userId` is seated now. */
export async function tablesWithLinkedPlayers(db: Db, userId: string, tableIds: readonly string[], alsoSeating: ReadonlyMap<string, readonly string[]> = new Map()): Promise<Set<string>> {
  const seated = await seatedUsers(db, tableIds);
  for (const [tableId, users] of alsoSeating) seated.set(tableId, [...(seated.get(tableId) ?? []), ...users]);
  const linked = await linkedAmong(db, userId, [...seated.values()].flat());
  return new Set([...seated].filter(([, users]) => users.some((u) => linked.has(u))).map(([tableId]) => tableId));
}

/** A private cash table refuses a player linked to someone seated at it. */
export async function assertNoLinkedPlayerAt(db: Db, userId: string, tableId: string): Promise<void> {
  if ((await tablesWithLinkedPlayers(db, userId, [tableId])).size > 0) throw new FairPlayError("fairplay/linked_at_table", tableId);
}
