import { z } from "zod";

/**
 * The one typed configuration object, parsed once at boot. Defaults run locally with nothing set;
 * a wrong value stops the boot with a message naming the variable.
 */

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Where the platform is reached from a browser; printed at startup and used in links. */
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  WEB_DIST: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Requests per minute per IP across the API; sensitive routes set stricter limits of their own. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO_DATA: bool.optional(),
  PAYMENTS_PROVIDER: z.enum(["sandbox", "razorpay"]).default("sandbox"),
  PAYOUTS_PROVIDER: z.enum(["sandbox", "rbl"]).default("sandbox"),
  KYC_PROVIDER: z.enum(["sandbox", "zoop"]).default("sandbox"),
  OTP_SENDER: z.enum(["sandbox", "http"]).default("sandbox"),
  /** A production configuration refuses sandbox providers unless the operator sets this. */
  ALLOW_SANDBOX_PROVIDERS: bool.default(false),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  readonly jwtSecret: string;
  readonly seedDemoData: boolean;
  readonly isProduction: boolean;
  readonly sandboxProviders: readonly string[];
}

export class ConfigError extends Error {}

const DEV_JWT_SECRET = "development-only-secret-never-use-in-production-0123456789";

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset so `FOO= npm start` behaves like no FOO at all.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  if (isProduction && !e.JWT_SECRET) throw new ConfigError("Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production");
  const sandboxProviders = (["PAYMENTS_PROVIDER", "PAYOUTS_PROVIDER", "KYC_PROVIDER", "OTP_SENDER"] as const).filter(
    (name) => e[name] === "sandbox",
  );
  if (isProduction && sandboxProviders.length > 0 && !e.ALLOW_SANDBOX_PROVIDERS) {
    throw new ConfigError(
      `Invalid configuration:\n  ${sandboxProviders.join(", ")}: sandbox providers are refused when NODE_ENV=production; ` +
        "choose real providers or set ALLOW_SANDBOX_PROVIDERS=true deliberately",
    );
  }
  return {
    ...e,
    jwtSecret: e.JWT_SECRET ?? DEV_JWT_SECRET,
    seedDemoData: e.SEED_DEMO_DATA ?? !isProduction,
    isProduction,
    sandboxProviders,
  };
}
