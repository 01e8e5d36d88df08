import { envelopeShape, mismatch, type Shape, type Shaped } from "@rummy/shared-rules/contract/shape";
import type { z } from "zod";
import { ApiError, UNEXPECTED_REPLY, type ApiReply } from "./client.ts";

/**
 * Replies are read with the contract's schemas (`@rummy/shared-rules/contract`, the ones the
 * server's routes declare), never field by field with defaults: a reply that does not match is
 * this error, shown as "Unexpected reply from the server." and logged with the call and the field.
 * Only a type is imported here; zod itself comes with the feature chunk that imports the schema.
 */
export { UNEXPECTED_REPLY };

export class ReplyShapeError extends ApiError {
  constructor(
    /** The call and the first field that did not match, e.g. `POST /tournament/list data.data.0.sName: expected string`. */
    readonly detail: string,
    status: number,
    data: unknown,
  ) {
    super(UNEXPECTED_REPLY, status, data);
    this.name = "ReplyShapeError";
  }
}

/** A reply schema: SPEC.md's envelope `{ message, data }`. */
export type ReplySchema = z.ZodType<{ message: string; data: unknown }>;

/** The call and the first field that did not match, logged as the unexpected reply it is. */
function logMismatch(call: string, error: z.ZodError): string {
  const issue = error.issues[0];
  const detail = `${call} ${issue ? `${issue.path.join(".") || "reply"}: ${issue.message}` : ""}`.trim();
  console.error(`${UNEXPECTED_REPLY} ${detail}`);
  return detail;
}

/** The reply read with its schema, or a ReplyShapeError. `call` names it in the error (`POST /tournament/list`). */
export function readReply<S extends ReplySchema>(schema: S, reply: ApiReply<unknown>, call: string): z.output<S> {
  const parsed = schema.safeParse({ message: reply.message, data: reply.data });
  if (parsed.success) return parsed.data;
  throw new ReplyShapeError(logMismatch(call, parsed.error), reply.status, reply.data);
}

/** A reply's data kept earlier (the shell's saved profile) read with its schema, or null (logged) when it does not match. */
export function readSaved<S extends z.ZodType>(schema: S, data: unknown, call: string): z.output<S> | null {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  logMismatch(call, parsed.error);
  return null;
}

/**
 * The replies the shell reads on every page, `/` included, are checked against the contract's
 * shapes (contract/shell-shapes.ts, the same shapes the server's schemas are made from) without
 * zod, which `/`'s script budget has no room for. Same errors and logs as `readReply`.
 */
export function readShapedReply<S extends Shape>(shape: S, reply: ApiReply<unknown>, call: string): { message: string; data: Shaped<S> } {
  const body = { message: reply.message, data: reply.data };
  const found = mismatch(envelopeShape(shape), body);
  if (found === null) return body as { message: string; data: Shaped<S> };
  const detail = `${call} ${found}`;
  console.error(`${UNEXPECTED_REPLY} ${detail}`);
  throw new ReplyShapeError(detail, reply.status, reply.data);
}

/** Saved data (the shell's saved profile) checked against its shape, or null (logged) when it does not match. */
export function readShapedSaved<S extends Shape>(shape: S, data: unknown, call: string): Shaped<S> | null {
  const found = mismatch(shape, data);
  if (found === null) return data as Shaped<S>;
  console.error(`${UNEXPECTED_REPLY} ${call} ${found}`);
  return null;
}

/** A row of SPEC.md's faceted list reply schema (`data[0].data[n]`). */
export type FacetRow<S extends ReplySchema> = z.output<S> extends { data: readonly { data: readonly (infer R)[] }[] } ? R : never;

/** A page of SPEC.md's faceted list (`data[0].data`, `data[0].count[0].totalData`). */
export function pageOf<R>(data: readonly { readonly data: readonly R[]; readonly count: readonly { readonly totalData: number }[] }[]): { rows: readonly R[]; total: number } {
  const facet = data[0];
  const rows = facet?.data ?? [];
  return { rows, total: facet?.count[0]?.totalData ?? rows.length };
}
