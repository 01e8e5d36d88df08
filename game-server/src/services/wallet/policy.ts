import { DEFAULT_WALLET_POLICY, type Db, type WalletPolicy } from "@rummy/db";
import { walletSettingValue } from "./repository.ts";

const CACHE_MS = 10_000;
const cache = new WeakMap<Db, { at: number; policy: WalletPolicy }>();

function clampNumber(value: unknown, fallback: number, min: number, max: number): number {
  return typeof value === "number" && Number.isFinite(value) && value >= min && value <= max ? value : fallback;
}

/**
 * The `wallet` settings row merged over the defaults, re-read at most every 10 s. A value an
 * operator mistyped falls back to its default rather than breaking every buy-in.
 */
export async function walletPolicy(db: Db, now = Date.now()): Promise<WalletPolicy> {
  const hit = cache.get(db);
  if (hit && now - hit.at < CACHE_MS) return hit.policy;
  const raw = await walletSettingValue(db);
  const stored = (typeof raw === "string" ? JSON.parse(raw) : (raw ?? {})) as Partial<Record<keyof WalletPolicy, unknown>>;
  const policy: WalletPolicy = {
    bonusUsePercent: clampNumber(stored.bonusUsePercent, DEFAULT_WALLET_POLICY.bonusUsePercent, 0, 100),
    practiceChipsFloor: clampNumber(stored.practiceChipsFloor, DEFAULT_WALLET_POLICY.practiceChipsFloor, 0, 10_000_000),
    tableHoldHours: clampNumber(stored.tableHoldHours, DEFAULT_WALLET_POLICY.tableHoldHours, 1, 24 * 30),
  };
  cache.set(db, { at: now, policy });
  return policy;
}
