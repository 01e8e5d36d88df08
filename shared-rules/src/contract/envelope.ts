import { z } from "zod";

/** SPEC.md's reply envelope: every call answers `{ message, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

/** A reply or request with no fields. */
export const emptyData = z.object({}).strict();

/** SPEC.md's faceted list shape (`data[0].data`, `data[0].count[0].totalData`), used by the wallet and tournament lists. */
export function faceted<T extends z.ZodType>(row: T) {
  return envelope(z.array(z.object({ data: z.array(row), count: z.array(z.object({ totalData: z.number() })) })));
}
