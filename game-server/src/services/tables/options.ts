import { z } from "zod";
import type { GameType } from "./kinds.ts";

/**
 * Per-table room options, fixed when the table is created and stored with it (`game_tables.options`),
 * so a table resumed after a crash keeps them. Defaults are the rule set's and the product's.
 * Every option changes the game (the shuffle, the clocks), so no player may choose one: they exist
 * for test suites only, behind the test-only switch `ALLOW_TEST_TABLE_OPTIONS` that a production
 * or real-provider boot refuses (config.ts), and by default only on practice tables
 * (rooms/PROTOCOL.md, "Room options").
 */
export const tableOptionsSchema = z
  .object({
    /** Rule-set timers (the schema of `shared-rules` bounds them: 5-120 s, bank 0-120 s). */
    turnSeconds: z.number().int().min(5).max(120).optional(),
    timeBankSeconds: z.number().int().min(0).max(120).optional(),
    meldSeconds: z.number().int().min(5).max(120).optional(),
    /** Wait before the first deal once enough players sit, and between deals (results countdown). */
    startDelayMs: z.number().int().min(0).max(60_000).optional(),
    nextDealMs: z.number().int().min(0).max(60_000).optional(),
    /** Practice tables: empty seats fill with bots after this wait. */
    botWaitMs: z.number().int().min(0).max(600_000).optional(),
    /** How long a bot "thinks" before each move (human pace by default). */
    botThinkMs: z.number().int().min(0).max(30_000).optional(),
    /** Tournament round tables: how long the match waits for every seat to connect before it starts anyway (no-shows are auto-played). */
    seatWaitMs: z.number().int().min(0).max(600_000).optional(),
    /** Pool: how long an eliminated player has to accept a rejoin, and players to answer a split. */
    offerMs: z.number().int().min(0).max(60_000).optional(),
    /** Reality check (responsible play): first after this much continuous play, then every `realityCheckEveryMs`. */
    realityCheckFirstMs: z.number().int().min(1_000).max(14_400_000).optional(),
    realityCheckEveryMs: z.number().int().min(1_000).max(14_400_000).optional(),
    /** Test boots only: every deal of the table shuffles from this seed. */
    seedHex: z
      .string()
      .regex(/^[0-9a-f]{64}$/i)
      .optional(),
  })
  .strict();

export type TableOptions = z.infer<typeof tableOptionsSchema>;

export const TABLE_DEFAULTS = {
  startDelayMs: 5_000,
  nextDealMs: 10_000,
  botWaitMs: 10_000,
  botThinkMs: 2_500,
  offerMs: 15_000,
  seatWaitMs: 30_000,
} as const;

export class TableOptionsError extends Error {}

/**
 * Which tables take test options (config `testTableOptions`): none (every real deployment),
 * practice tables only, or every table (money suites in a boot whose money is all sandbox).
 */
export type TestTableOptions = "off" | "practice" | "all";

export function testOptionsAllowed(policy: TestTableOptions, gameType: GameType): boolean {
  return policy === "all" || (policy === "practice" && gameType !== "cash");
}

/**
 * Validates the options a join or create body carries. An empty or absent object is accepted;
 * any option is refused unless the test switch allows it for this kind of table.
 */
export function parseTableOptions(input: unknown, policy: TestTableOptions, gameType: GameType): TableOptions {
  const parsed = tableOptionsSchema.safeParse(input ?? {});
  if (!parsed.success) throw new TableOptionsError(`room options: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  if (Object.keys(parsed.data).length === 0) return {};
  if (policy === "off") throw new TableOptionsError("Room options are not accepted: the server sets every table's shuffle and timers.");
  if (!testOptionsAllowed(policy, gameType)) throw new TableOptionsError("Room options are never accepted on cash tables.");
  return parsed.data;
}

/**
 * The options a table is played with: what it was created with, only while this boot allows
 * test options for its kind (a table made in a test boot and resumed by another boot plays with
 * the defaults and a fresh shuffle).
 */
export function effectiveTableOptions(stored: unknown, policy: TestTableOptions, gameType: GameType): TableOptions {
  if (!testOptionsAllowed(policy, gameType)) return {};
  const parsed = tableOptionsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : {};
}

let envDefaults: { readonly source: string; readonly options: TableOptions } | undefined;

/**
 * `TABLE_OPTIONS` (JSON) and `DEAL_SEED`: defaults for new tables of a test boot, parsed once per
 * value (the test suites share one process, and a suite sets its own before it boots).
 */
export function environmentTableOptions(policy: TestTableOptions, gameType: GameType, env: Record<string, string | undefined> = process.env): TableOptions {
  if (!testOptionsAllowed(policy, gameType)) return {};
  const source = `${gameType}\0${env["TABLE_OPTIONS"] ?? ""}\0${env["DEAL_SEED"] ?? ""}`;
  if (envDefaults?.source === source) return envDefaults.options;
  const json = env["TABLE_OPTIONS"] ? (JSON.parse(env["TABLE_OPTIONS"]) as unknown) : {};
  const seed = env["DEAL_SEED"] ? { seedHex: env["DEAL_SEED"] } : {};
  envDefaults = { source, options: parseTableOptions({ ...(json as object), ...seed }, "all", gameType) };
  return envDefaults.options;
}
