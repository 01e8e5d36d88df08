/** The `rules:eval` ops: one handler per op, each in its own file. Add an op by adding a line. */
import type { Request } from "../request.ts";
import { best } from "./best.ts";
import { deal } from "./deal.ts";
import { validate } from "./validate.ts";

/** Answers a well-formed request; throws `RequestError` for a malformed one. */
export type OpHandler = (request: Request) => Readonly<Record<string, unknown>>;

export const OPS: Readonly<Record<string, OpHandler>> = {
  validate,
  best,
  deal,
};
