import { randomBytes } from "node:crypto";
import { z } from "zod";

/**
 * The one typed configuration object, parsed once at boot. Defaults run locally with nothing set;
 * a wrong value stops the boot with a message naming the variable.
 */

/** `https://host[:port]` exactly: what a browser sends as Origin. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value;
  } catch {
    return false;
  }
}

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /**
   * Where the platform is reached from a browser; printed at startup, the origin of every link
   * the platform builds (never the request's Host) and an allowed CORS origin. Required in production.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** More browser origins allowed to call the API with credentials (comma separated, e.g. `https://m.example.com`). */
  CORS_ORIGINS: z
    .string()
    .transform((v) => v.split(",").map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.string().refine(isOrigin, "must be comma-separated origins like https://example.com (scheme, host and port only)")))
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /** Connections this process keeps to PostgreSQL (the first knob when requests wait on the database). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Named prepared statements on PostgreSQL (db/src/prepared.ts): one round trip a query instead
   * of two. `off` for a pooler that cannot keep them (PgBouncer in transaction mode before 1.21).
   */
  DATABASE_PREPARED_STATEMENTS: z.enum(["on", "off"]).default("on"),
  /**
   * Admission: while this process's oldest unanswered wallet operation (a settlement, a hold) is
   * older than this, a join or private table that would take a new seat is refused at once with
   * `lobby/overloaded` (503, Retry-After) instead of queueing behind it. 0 turns it off.
   */
  WALLET_ADMISSION_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  /**
   * Scaled out behind a proxy (`npm run cluster`): where clients reach THIS process's rooms,
   * `host[:port]/path` without a scheme (e.g. `play.example.com/gs/2`); the proxy routes the path
   * prefix to this process. Unset, the host and path of PUBLIC_URL are used.
   */
  ROOMS_PUBLIC_ADDRESS: z
    .string()
    .regex(/^[\w.-]+(:\d+)?(\/[\w.~-]+)*$/, "must be host[:port][/path] without a scheme, e.g. play.example.com/gs/2")
    .optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  WEB_DIST: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Requests per minute per IP across the API; sensitive routes set stricter limits of their own. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Set when a reverse proxy in front overwrites X-Forwarded-For (client address for per-IP limits). */
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO_DATA: bool.optional(),
  PAYMENTS_PROVIDER: z.enum(["sandbox", "razorpay"]).default("sandbox"),
  PAYOUTS_PROVIDER: z.enum(["sandbox", "rbl"]).default("sandbox"),
  KYC_PROVIDER: z.enum(["sandbox", "zoop"]).default("sandbox"),
  OTP_SENDER: z.enum(["sandbox", "http"]).default("sandbox"),
  /** A production configuration refuses sandbox providers unless the operator sets this. */
  ALLOW_SANDBOX_PROVIDERS: bool.default(false),
  /**
   * Test suites only: join and create bodies may carry room options (a fixed shuffle, short
   * timers) on practice tables (`true` or `practice`) or on every table (`all`). Refused with
   * NODE_ENV=production and whenever any provider is real (rooms/PROTOCOL.md, "Room options").
   */
  ALLOW_TEST_TABLE_OPTIONS: z
    .enum(["true", "false", "1", "0", "yes", "no", "practice", "all"])
    .transform((v) => (v === "all" ? "all" : v === "practice" || v === "true" || v === "1" || v === "yes" ? "practice" : "off"))
    .default("off"),
  /**
   * The tournament director at boot: `on` drives started tournaments (seats rounds, opens their
   * round tables' rooms, places and pays). Suites that drive the director themselves set `off`.
   */
  TOURNAMENT_DIRECTOR: z.enum(["on", "off"]).default("on"),
  /**
   * How long a director's lease on a tournament lasts unrenewed (it renews at every clock pass, each
   * second): a process that died gives its tournaments to another after this long.
   */
  TOURNAMENT_LEASE_MS: z.coerce.number().int().min(2_000).max(600_000).default(30_000),
  /** OTP_SENDER=http: an SMS gateway taking `POST {to, sender, message}` with a bearer token. */
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().min(1).max(11).default("RUMMYO"),
  /** OTP_SENDER=http: mail goes out over SMTP, `smtp://user:pass@host:587` or `smtps://...:465`. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: z.string().min(3).default("no-reply@rummy.local"),
  /** KYC_PROVIDER=zoop: Zoop's API base and credentials. */
  ZOOP_BASE_URL: z.url().default("https://live.zoop.one"),
  ZOOP_APP_ID: z.string().min(1).optional(),
  ZOOP_API_KEY: z.string().min(1).optional(),
  /** PAYMENTS_PROVIDER=razorpay: API keys and the webhook secret (the previous one keeps verifying during a rotation). */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET_PREVIOUS: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url().default("https://api.razorpay.com"),
  /** PAYOUTS_PROVIDER=rbl: the bank's API base, credentials and the platform's payout and collection accounts. */
  RBL_API_URL: z.url().optional(),
  RBL_CORP_ID: z.string().min(1).optional(),
  RBL_CLIENT_ID: z.string().min(1).optional(),
  RBL_CLIENT_SECRET: z.string().min(1).optional(),
  RBL_PAYOUT_ACCOUNT_NO: z.string().min(1).optional(),
  RBL_PAYOUT_ACCOUNT_NAME: z.string().min(1).default("Rummy Platform Payouts"),
  RBL_PAYOUT_IFSC: z.string().min(1).default(""),
  RBL_COLLECTION_ACCOUNT_NO: z.string().min(1).optional(),
  RBL_COLLECTION_ACCOUNT_NAME: z.string().min(1).default("Rummy Platform Collections"),
  RBL_COLLECTION_IFSC: z.string().min(1).default(""),
  /** The payee of UPI intents and QR codes (`upi://pay?pa=...&pn=...`). */
  UPI_MERCHANT_VPA: z.string().regex(/^[\w.-]+@[\w.-]+$/, "must be a UPI id like name@bank").default("rummyplatform@rbl"),
  UPI_MERCHANT_NAME: z.string().min(1).default("Rummy Platform"),
  /** Deadline of one call to a payment or payout provider. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /**
   * The sandbox gateway signs its webhooks with this, as Razorpay does with its webhook secret.
   * Outside production it defaults to a published value; production has no sandbox webhook route
   * and takes a random one unless set (the published value is refused).
   */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** How often the payment status poller looks for deposits and payouts that are due a status check. */
  PAYMENT_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, "SANDBOX_WEBHOOK_SECRET"> {
  readonly SANDBOX_WEBHOOK_SECRET: string;
  readonly jwtSecret: string;
  /** Browser origins answered with CORS headers: PUBLIC_URL's, CORS_ORIGINS and, in development, the local ones. */
  readonly corsOrigins: readonly string[];
  readonly seedDemoData: boolean;
  readonly isProduction: boolean;
  readonly sandboxProviders: readonly string[];
  /** Which tables accept test room options: always `off` outside test boots (ALLOW_TEST_TABLE_OPTIONS). */
  readonly testTableOptions: "off" | "practice" | "all";
}

export class ConfigError extends Error {}

const DEV_JWT_SECRET = "development-only-secret-never-use-in-production-0123456789";
const DEV_SANDBOX_WEBHOOK_SECRET = "sandbox-webhook-secret-for-development-only";
/** `npm run dev`: the Vite dev server proxies the API and sends its own origin. */
const DEV_WEB_ORIGINS = ["http://localhost:5173", "http://127.0.0.1:5173"];


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
  if (isProduction) {
    // Nothing published in this repository may guard a production deployment, and links must
    // name the platform itself rather than whatever Host a request claims.
    const refused = [
      ...(!e.JWT_SECRET ? ["JWT_SECRET: required when NODE_ENV=production"] : []),
      ...(e.JWT_SECRET === DEV_JWT_SECRET ? ["JWT_SECRET: the development default is public; set a secret of your own"] : []),
      ...(!e.PUBLIC_URL ? ["PUBLIC_URL: required when NODE_ENV=production (links and CORS are built from it)"] : []),
      ...(e.SANDBOX_WEBHOOK_SECRET === DEV_SANDBOX_WEBHOOK_SECRET ? ["SANDBOX_WEBHOOK_SECRET: the development default is public; leave it unset or set a secret of your own"] : []),
      ...(e.SEED_DEMO_DATA ? ["SEED_DEMO_DATA: demo logins have a published password and are refused when NODE_ENV=production"] : []),
    ];
    if (refused.length > 0) throw new ConfigError(`Invalid configuration:\n${refused.map((line) => `  ${line}`).join("\n")}`);
  }
  const sandboxProviders = (["PAYMENTS_PROVIDER", "PAYOUTS_PROVIDER", "KYC_PROVIDER", "OTP_SENDER"] as const).filter(
    (name) => e[name] === "sandbox",
  );
  if (isProduction && sandboxProviders.length > 0 && !e.ALLOW_SANDBOX_PROVIDERS) {
    throw new ConfigError(
      `Invalid configuration:\n  ${sandboxProviders.join(", ")}: sandbox providers are refused when NODE_ENV=production; ` +
        "choose real providers or set ALLOW_SANDBOX_PROVIDERS=true deliberately",
    );
  }
  if (e.ALLOW_TEST_TABLE_OPTIONS !== "off" && (isProduction || sandboxProviders.length < 4)) {
    throw new ConfigError(
      "Invalid configuration:\n  ALLOW_TEST_TABLE_OPTIONS: test room options (fixed shuffles, short timers) are refused " +
        "when NODE_ENV=production or any of PAYMENTS_PROVIDER, PAYOUTS_PROVIDER, KYC_PROVIDER, OTP_SENDER is real",
    );
  }
  const missing = [
    ...(e.OTP_SENDER === "http" ? (["SMS_GATEWAY_URL", "SMS_GATEWAY_TOKEN", "SMTP_URL"] as const) : []),
    ...(e.KYC_PROVIDER === "zoop" ? (["ZOOP_APP_ID", "ZOOP_API_KEY"] as const) : []),
    ...(e.PAYMENTS_PROVIDER === "razorpay" ? (["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const) : []),
    ...(e.PAYOUTS_PROVIDER === "rbl"
      ? (["RBL_API_URL", "RBL_CORP_ID", "RBL_CLIENT_ID", "RBL_CLIENT_SECRET", "RBL_PAYOUT_ACCOUNT_NO", "RBL_COLLECTION_ACCOUNT_NO"] as const)
      : []),
  ].filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${missing.map((name) => `  ${name}: required by the chosen provider`).join("\n")}`);
  }
  const ownOrigins = [
    ...(e.PUBLIC_URL ? [new URL(e.PUBLIC_URL).origin] : []),
    ...(e.NODE_ENV === "development" ? [...DEV_WEB_ORIGINS, `http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`] : []),
  ];
  return {
    ...e,
    SANDBOX_WEBHOOK_SECRET: e.SANDBOX_WEBHOOK_SECRET ?? (isProduction ? randomBytes(32).toString("base64url") : DEV_SANDBOX_WEBHOOK_SECRET),
    corsOrigins: [...new Set([...ownOrigins, ...(e.CORS_ORIGINS ?? [])])],
    jwtSecret: e.JWT_SECRET ?? DEV_JWT_SECRET,
    seedDemoData: e.SEED_DEMO_DATA ?? !isProduction,
    isProduction,
    sandboxProviders,
    testTableOptions: e.ALLOW_TEST_TABLE_OPTIONS,
  };
}
