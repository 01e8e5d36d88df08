import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { z } from "zod";

/**
 * A route's reply written by a serializer compiled from its contract schema (fast-json-stringify
 * over the schema's JSON Schema) instead of the zod type provider's encode and JSON.stringify.
 * Only for reply schemas without transforms or codecs (the plain shapes of
 * contract/shell-shapes.ts); a missing required field still fails the reply, and the route still
 * declares the zod schema for its types and OpenAPI. GET /profile, the busiest call, uses it.
 */
export function compiledSerializer(schema: z.ZodType): FastifySerializerCompiler<unknown> {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { io: "output" });
  const write = fastJson(json as Parameters<typeof fastJson>[0]);
  return () => write;
}
