import { createHash } from "node:crypto";

/** What a ledger request or result may hold: JSON plus bigint paise. */
export type LedgerValue = string | number | boolean | null | bigint | Date | LedgerValue[] | { [key: string]: LedgerValue | undefined };

const BIGINT = "$bigint";

/**
 * JSON for storage in jsonb: bigints become `{"$bigint":"123"}` so a replayed result comes back
 * with the same types it was returned with; dates become ISO strings; undefined keys vanish.
 */
export function encode(value: LedgerValue): unknown {
  if (typeof value === "bigint") return { [BIGINT]: value.toString() };
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const item = value[key];
      if (item !== undefined) out[key] = encode(item);
    }
    return out;
  }
  return value;
}

export function decode<T>(value: unknown): T {
  return revive(value) as T;
}

function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && keys[0] === BIGINT && typeof record[BIGINT] === "string") return BigInt(record[BIGINT]);
    return Object.fromEntries(keys.map((k) => [k, revive(record[k])]));
  }
  return value;
}

/** Canonical JSON (sorted keys) of an encoded value: the same request always hashes the same. */
export function canonicalJson(value: LedgerValue): string {
  return JSON.stringify(encode(value));
}

export function requestHash(kind: string, request: LedgerValue): string {
  return createHash("sha256").update(kind).update("\n").update(canonicalJson(request)).digest("hex");
}
