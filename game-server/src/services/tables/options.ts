import { z } from "zod";

/**
 * Per-table room options, fixed when the table is created and stored with it (`game_tables.options`),
 * so a table resumed after a crash keeps them. Defaults are the rule set's and the product's;
 * tests shorten them. `seedHex` is the non-production seed hook: it fixes every deal's shuffle and
 * is refused when NODE_ENV=production (see `parseTableOptions`).
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
    /** Pool: how long an eliminated player has to accept a rejoin, and players to answer a split. */
    offerMs: z.number().int().min(0).max(60_000).optional(),
    /** Non-production only: every deal of the table shuffles from this seed. */
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
} as const;

export class TableOptionsError extends Error {}

/**
 * Validates options; the seed hook does not exist in production. `TABLE_OPTIONS` (JSON) and
 * `DEAL_SEED` in the environment give non-production defaults for every new table, read once.
 */
export function parseTableOptions(input: unknown, isProduction: boolean): TableOptions {
  const parsed = tableOptionsSchema.safeParse(input ?? {});
  if (!parsed.success) throw new TableOptionsError(`room options: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  if (isProduction && Object.keys(parsed.data).length > 0) throw new TableOptionsError("room options are not accepted in production");
  return parsed.data;
}

let envDefaults: TableOptions | undefined;

export function environmentTableOptions(isProduction: boolean, env: Record<string, string | undefined> = process.env): TableOptions {
  if (isProduction) return {};
  if (envDefaults) return envDefaults;
  const json = env["TABLE_OPTIONS"] ? (JSON.parse(env["TABLE_OPTIONS"]) as unknown) : {};
  const seed = env["DEAL_SEED"] ? { seedHex: env["DEAL_SEED"] } : {};
  envDefaults = parseTableOptions({ ...(json as object), ...seed }, false);
  return envDefaults;
}

/** Tests that set the environment after a first read call this. */
export function resetEnvironmentTableOptions(): void {
  envDefaults = undefined;
}
