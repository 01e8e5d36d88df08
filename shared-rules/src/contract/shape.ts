/**
 * A reply's shape as plain data, for the few replies the browser reads before zod is loaded
 * (`/`'s scripts are held to 150 KB; issue 22). One shape is read two ways: `zodOf` (shape-zod.ts)
 * makes the schema the server's routes declare, and `mismatch` here checks a reply in the
 * browser without zod. This module is free of zod and of I/O.
 */
export type Shape =
  | "string"
  | "number"
  | "integer"
  | "boolean"
  | "unknown"
  | { readonly nullable: Shape }
  | { readonly optional: Shape }
  | { readonly oneOf: readonly string[] }
  | { readonly arrayOf: Shape }
  | { readonly fields: Readonly<Record<string, Shape>> };

/** The value a shape describes (what z.output of its schema is). */
export type Shaped<S> = S extends "string"
  ? string
  : S extends "number" | "integer"
    ? number
    : S extends "boolean"
      ? boolean
      : S extends "unknown"
        ? unknown
        : S extends { readonly nullable: infer T }
          ? Shaped<T> | null
          : S extends { readonly optional: infer T }
          ? Shaped<T> | undefined
          : S extends { readonly oneOf: readonly (infer E)[] }
            ? E
            : S extends { readonly arrayOf: infer T }
              ? Shaped<T>[]
              : S extends { readonly fields: infer F }
                ? { -readonly [K in keyof F]: Shaped<F[K]> }
                : never;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const at = (path: string, key: string | number) => (path === "" ? String(key) : `${path}.${key}`);

/**
 * The first place `value` differs from `shape`, as zod words it ("data.oKYC.bPanVerified:
 * expected boolean"), or null when it conforms. Extra fields are allowed, as zod allows them.
 */
export function mismatch(shape: Shape, value: unknown, path = ""): string | null {
  const where = path === "" ? "reply" : path;
  if (shape === "unknown") return null;
  if (shape === "string" || shape === "boolean") return typeof value === shape ? null : `${where}: expected ${shape}`;
  if (shape === "number") return typeof value === "number" && Number.isFinite(value) ? null : `${where}: expected number`;
  if (shape === "integer") return Number.isSafeInteger(value) ? null : `${where}: expected int`;
  if ("nullable" in shape) return value === null ? null : mismatch(shape.nullable, value, path);
  if ("optional" in shape) return value === undefined ? null : mismatch(shape.optional, value, path);
  if ("oneOf" in shape) return typeof value === "string" && shape.oneOf.includes(value) ? null : `${where}: expected one of ${shape.oneOf.map((v) => JSON.stringify(v)).join("|")}`;
  if ("arrayOf" in shape) {
    if (!Array.isArray(value)) return `${where}: expected array`;
    for (const [i, item] of value.entries()) {
      const found = mismatch(shape.arrayOf, item, at(path, i));
      if (found) return found;
    }
    return null;
  }
  if (!isRecord(value)) return `${where}: expected object`;
  for (const [key, field] of Object.entries(shape.fields)) {
    const found = mismatch(field, value[key], at(path, key));
    if (found) return found;
  }
  return null;
}

/** SPEC.md's reply envelope `{ message, data }` as a shape. */
export const envelopeShape = <S extends Shape>(data: S) => ({ fields: { message: "string", data } }) as const;
