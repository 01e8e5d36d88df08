/**
 * Reading a reply whose shape the server owns: each field taken leniently, with a neutral value
 * when it is missing or of another type, so one odd field never blanks a whole screen. Every
 * feature's api module reads replies with these (one copy, not one per file).
 */

/** A JSON object as it arrived. */
export type Loose = Readonly<Record<string, unknown>>;

const EMPTY: Loose = Object.freeze({});

export function isRecord(v: unknown): v is Loose {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The object, or an empty one. */
export function rec(v: unknown): Loose {
  return isRecord(v) ? v : EMPTY;
}

/** The objects of an array (anything else in it dropped), or none. */
export function records(v: unknown): Loose[] {
  return Array.isArray(v) ? v.filter(isRecord) : [];
}

/** Text: a string, or a number written out (ids sometimes arrive as numbers); otherwise "". */
export function str(v: unknown): string {
  return typeof v === "string" ? v : typeof v === "number" ? String(v) : "";
}

/** Text that must be a string: anything else is "". */
export function strOnly(v: unknown): string {
  return typeof v === "string" ? v : "";
}

/** A finite number, or a numeric string read as one; otherwise 0. */
export function num(v: unknown): number {
  const n = typeof v === "number" ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
}

/** A number, or null when the field is absent or empty. */
export function numOrNull(v: unknown): number | null {
  return v === null || v === undefined || v === "" ? null : num(v);
}

/** Only `true` is true. */
export function bool(v: unknown): boolean {
  return v === true;
}
