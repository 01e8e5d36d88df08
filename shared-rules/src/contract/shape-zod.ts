import { z } from "zod";
import type { Shape, Shaped } from "./shape.ts";

/** The zod schema of a shape (shape.ts): what the server's routes declare and OpenAPI shows. */
export function zodOf<S extends Shape>(shape: S): z.ZodType<Shaped<S>> {
  return build(shape) as unknown as z.ZodType<Shaped<S>>;
}

function build(shape: Shape): z.ZodType {
  if (shape === "string") return z.string();
  if (shape === "number") return z.number();
  if (shape === "integer") return z.number().int();
  if (shape === "boolean") return z.boolean();
  if (shape === "unknown") return z.unknown();
  if ("nullable" in shape) return build(shape.nullable).nullable();
  if ("optional" in shape) return build(shape.optional).optional();
  if ("oneOf" in shape) return z.enum(shape.oneOf as [string, ...string[]]);
  if ("arrayOf" in shape) return z.array(build(shape.arrayOf));
  return z.object(Object.fromEntries(Object.entries(shape.fields).map(([key, field]) => [key, build(field)])));
}
