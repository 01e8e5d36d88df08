import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { mismatch, type Shape } from "./shape.ts";
import { zodOf } from "./shape-zod.ts";
import { envelopeShape } from "./shape.ts";
import { JOINED_SHAPE, OCCUPANCY_SHAPE, SEAT_SHAPE, TABLES_SHAPE } from "./lobby-shapes.ts";
import { LOGIN_OTP_REFUSAL_SHAPE, LOGIN_THROTTLED_SHAPE, OTP_SHAPE, PROFILE_REPLY_SHAPE, REFERRAL_SHAPE, SETTINGS_REPLY_SHAPE, VERDICT_REPLY_SHAPE } from "./shell-shapes.ts";

/**
 * One shape, two readers: the browser's `mismatch` must accept and refuse exactly what the
 * server's zod schema (`zodOf`) does, and name the same field. Every field of every shell reply,
 * and of the lobby's replies before Play, is broken in turn, and both readers are asked.
 */

/** A value that conforms to `shape`. */
function sample(shape: Shape): unknown {
  if (shape === "string") return "text";
  if (shape === "number") return 12.5;
  if (shape === "integer") return 120;
  if (shape === "boolean") return true;
  if (shape === "unknown") return { any: "thing" };
  if ("nullable" in shape) return sample(shape.nullable);
  if ("optional" in shape) return sample(shape.optional);
  if ("oneOf" in shape) return shape.oneOf[shape.oneOf.length - 1];
  if ("arrayOf" in shape) return [sample(shape.arrayOf), sample(shape.arrayOf)];
  return Object.fromEntries(Object.entries(shape.fields).map(([key, field]) => [key, sample(field)]));
}

/** A value of the wrong kind for `shape` (undefined for "unknown", which takes anything). */
function wrong(shape: Shape): unknown {
  if (shape === "string") return 5;
  if (shape === "number") return "5";
  if (shape === "integer") return 1.5;
  if (shape === "boolean") return "true";
  if (shape === "unknown") return undefined;
  if ("nullable" in shape) return wrong(shape.nullable);
  if ("optional" in shape) return wrong(shape.optional);
  if ("oneOf" in shape) return "none of these";
  if ("arrayOf" in shape) return { 0: sample(shape.arrayOf) };
  return [];
}

/** Every place in a conforming value: its path and the shape there. */
function places(shape: Shape, path: (string | number)[] = []): { path: (string | number)[]; shape: Shape }[] {
  const here = { path, shape };
  if (typeof shape === "string" || "oneOf" in shape) return [here];
  if ("nullable" in shape) return [here, ...places(shape.nullable, path).slice(1)];
  if ("optional" in shape) return [here, ...places(shape.optional, path).slice(1)];
  if ("arrayOf" in shape) return [here, ...places(shape.arrayOf, [...path, 1])];
  return [here, ...Object.entries(shape.fields).flatMap(([key, field]) => places(field, [...path, key]))];
}

function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaced(copy[head], rest, by);
  return copy;
}

/** zodOf without its output type, which a shape of any kind makes too deep for the compiler. */
const schemaOf = zodOf as unknown as (shape: Shape) => z.ZodType;

/** zod's first issue as `mismatch` words its place ("data.oKYC.bPanVerified"), or null when it parses. */
function zodPlace(shape: Shape, value: unknown): string | null {
  const parsed = schemaOf(shape).safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.path.join(".") || "reply";
}

const placeOf = (found: string | null) => (found === null ? null : found.slice(0, found.indexOf(":")));

describe.each([
  ["GET /profile", PROFILE_REPLY_SHAPE],
  ["GET /setting", SETTINGS_REPLY_SHAPE],
  ["POST /location/check", VERDICT_REPLY_SHAPE],
  ["an OTP sent", envelopeShape(OTP_SHAPE)],
  ["POST /auth/verify/referral", envelopeShape(REFERRAL_SHAPE)],
  ["a login refused for its OTP step", envelopeShape(LOGIN_OTP_REFUSAL_SHAPE)],
  ["a login throttled", envelopeShape(LOGIN_THROTTLED_SHAPE)],
  ["POST /rummy/table/weblist", envelopeShape(TABLES_SHAPE)],
  ["POST /rummy/table/join (a seat)", envelopeShape(SEAT_SHAPE)],
  ["GET /rummy/table/joined", envelopeShape(JOINED_SHAPE)],
  ["POST /rummy/table/occupancy", envelopeShape(OCCUPANCY_SHAPE)],
] as const satisfies readonly (readonly [string, Shape])[])("%s: the browser's check and the server's schema agree", (_call, shape) => {
  const good = sample(shape);

  it("both take a conforming reply, and one with a field the shape does not name", () => {
    expect(mismatch(shape, good)).toBeNull();
    expect(zodPlace(shape, good)).toBeNull();
    expect(mismatch(shape, { ...(good as object), sExtra: 1 })).toBeNull();
    expect(zodPlace(shape, { ...(good as object), sExtra: 1 })).toBeNull();
  });

  const broken = places(shape).filter((p) => wrong(p.shape) !== undefined);
  it.each(broken.map((p) => [p.path.join(".") || "reply", p] as const))("both refuse a wrong %s, at that field", (_name, p) => {
    const bad = replaced(good, p.path, wrong(p.shape));
    expect(placeOf(mismatch(shape, bad))).toBe(p.path.join(".") || "reply");
    expect(zodPlace(shape, bad)).toBe(p.path.join(".") || "reply");
  });

  const fields = places(shape).filter((p) => p.path.length > 0 && typeof p.path.at(-1) === "string");
  it.each(fields.map((p) => [p.path.join("."), p] as const))("both agree on a null or missing %s", (_name, p) => {
    for (const by of [null, undefined]) {
      const bad = replaced(good, p.path, by);
      expect(placeOf(mismatch(shape, bad))).toBe(zodPlace(shape, bad));
    }
  });
});

it("refuses numbers that are not finite, and integers with a fraction, as zod does", () => {
  expect(mismatch("integer", 2.5)).toBe("reply: expected int");
  expect(schemaOf("integer").safeParse(2.5).success).toBe(false);
  expect(mismatch("number", Number.POSITIVE_INFINITY)).toBe("reply: expected number");
  expect(schemaOf("number").safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  expect(mismatch("number", Number.NaN)).toBe("reply: expected number");
  expect(schemaOf("number").safeParse(Number.NaN).success).toBe(false);
});
