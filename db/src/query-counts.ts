import { writeFileSync } from "node:fs";

/**
 * A diagnostic for load runs: with `QUERY_COUNTS=<path prefix>` set, every database handle of the
 * process counts the statements it sends by their text, and every 30 s rewrites
 * `<prefix>-<pid>-<handle>.txt` with the counts so far, most frequent first (a process has several
 * handles: the pool, the deal log's connections). It is how the statements a
 * join costs were counted (README, "Scaling out"); unset, it costs nothing.
 */
let handles = 0;

export function queryCounter(prefix: string | undefined = process.env["QUERY_COUNTS"]): ((connection: number, query: string) => void) | undefined {
  if (!prefix) return undefined;
  const counts = new Map<string, number>();
  const file = `${prefix}-${process.pid}-${++handles}.txt`;
  setInterval(() => {
    const lines = [...counts].sort((a, b) => b[1] - a[1]).map(([query, n]) => `${n}\t${query}`);
    writeFileSync(file, `${lines.join("\n")}\n`);
  }, 30_000).unref();
  return (_connection, query) => {
    const key = query.replace(/\s+/g, " ").slice(0, 200);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
}
