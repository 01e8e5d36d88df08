import {
  DEFAULT_ACCOUNT_SETTINGS,
  DEFAULT_COMPLIANCE,
  DEFAULT_PAYMENTS_POLICY,
  type CompliancePolicy,
  type Db,
  type PaymentsPolicy,
} from "@rummy/db";
import { paiseOfRupees, parseRupees, type Paise } from "@rummy/shared-rules";
import { paymentSettingRows } from "./repository.ts";

/**
 * The settings rows payments read: the purchase range and UPI mode (account settings), the
 * compliance policy and the payments policy. Read on each request (operators edit them in SQL and
 * expect the next request to obey); a malformed value falls back to its default.
 */
export interface PaymentSettings {
  /** SPEC.md's oPurchaseRange (rupees in the row), in paise. */
  readonly purchaseRange: { readonly minimumPaise: Paise; readonly maximumPaise: Paise };
  readonly upiPaymentMode: "rblupi" | "gateway";
  readonly compliance: CompliancePolicy;
  readonly policy: PaymentsPolicy;
}

function parsed(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const num = (v: unknown, fallback: number, min = 0, max = 1e12): number => (typeof v === "number" && Number.isFinite(v) && v >= min && v <= max ? v : fallback);

function mergeShallow<T extends object>(defaults: T, stored: unknown): T {
  if (!isObject(stored)) return defaults;
  const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [k, v] of Object.entries(defaults) as [string, unknown][]) {
    const s = stored[k];
    if (s === undefined) continue;
    if (isObject(v) && isObject(s)) out[k] = mergeShallow<Record<string, unknown>>(v, s);
    else if (typeof s === typeof v && Array.isArray(s) === Array.isArray(v)) out[k] = s;
  }
  return out as T;
}

/**
 * Money in settings is paise, a whole number (`...Paise`): one that is not (a fraction, a negative
 * or an unsafe number) falls back to its default, so `BigInt(...)` of it never throws.
 */
function wholePaise(stored: object, defaults: object): void {
  const out = stored as Record<string, unknown>;
  for (const [k, v] of Object.entries(defaults)) {
    if (!k.endsWith("Paise")) continue;
    const s = out[k];
    if (!(typeof s === "number" && Number.isSafeInteger(s) && s >= 0)) out[k] = v;
  }
}

/** A rupee figure of a settings row to exact paise; one with more than 2 decimals falls back to its default. */
function rupeeSetting(rupees: number, fallback: number): Paise {
  const parsed = parseRupees(rupees);
  return parsed.ok ? parsed.paise : paiseOfRupees(fallback);
}

export async function paymentSettings(db: Db): Promise<PaymentSettings> {
  return paymentSettingsOf(await paymentSettingRows(db));
}

/** The payment settings of their rows (`PAYMENT_SETTING_KEYS`), for a caller that read them with others in one statement. */
export function paymentSettingsOf(rows: readonly { key: string; value: unknown }[]): PaymentSettings {
  const get = (key: string) => parsed(rows.find((r) => r.key === key)?.value);
  const range = get("oPurchaseRange");
  const def = DEFAULT_ACCOUNT_SETTINGS.oPurchaseRange;
  const minimumRupees = num(isObject(range) ? range["nMinimum"] : undefined, def.nMinimum, 1);
  const maximumRupees = num(isObject(range) ? range["nMaximum"] : undefined, def.nMaximum, minimumRupees);
  const mode = get("eUPIPaymentMode");
  const policy = mergeShallow(DEFAULT_PAYMENTS_POLICY, get("payments"));
  if (!policy.pollDelaysSeconds.every((d) => typeof d === "number" && d > 0) || policy.pollDelaysSeconds.length === 0) {
    policy.pollDelaysSeconds = [...DEFAULT_PAYMENTS_POLICY.pollDelaysSeconds];
  }
  const compliance = mergeShallow(DEFAULT_COMPLIANCE, get("compliance"));
  wholePaise(policy.withdrawal, DEFAULT_PAYMENTS_POLICY.withdrawal);
  wholePaise(policy.firstDepositBonus, DEFAULT_PAYMENTS_POLICY.firstDepositBonus);
  wholePaise(compliance.responsibleGaming, DEFAULT_COMPLIANCE.responsibleGaming);
  return {
    purchaseRange: { minimumPaise: rupeeSetting(minimumRupees, def.nMinimum), maximumPaise: rupeeSetting(maximumRupees, def.nMaximum) },
    upiPaymentMode: mode === "rblupi" || mode === "gateway" ? mode : DEFAULT_ACCOUNT_SETTINGS.eUPIPaymentMode,
    compliance,
    policy,
  };
}

/** The delay before the n-th status check (0-based), from the policy's list; the last one repeats. */
export function pollDelayMs(policy: PaymentsPolicy, checksDone: number): number {
  const list = policy.pollDelaysSeconds;
  const seconds = list[Math.min(checksDone, list.length - 1)] ?? 60;
  return seconds * 1000;
}
