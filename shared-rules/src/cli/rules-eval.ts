/**
 * `npm run --silent rules:eval`: JSON lines in on stdin, one JSON line out per request, in order.
 * Empty lines are skipped. See `dispatch.ts` for the ops and `shared-rules/README.md` for examples.
 */
import { createInterface } from "node:readline";
import { respond } from "./dispatch.ts";

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (line.trim() === "") continue;
  process.stdout.write(`${JSON.stringify(respond(line))}\n`);
}
