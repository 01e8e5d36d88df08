import { atom, getDefaultStore } from "jotai";
import { api } from "../api/client.ts";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage-keys.ts";

/**
 * The logged-in player's profile from GET /profile (SPEC.md section 3). The shell needs the
 * username and balances; other features read the rest from `raw`. The last reply is saved as
 * "user data" so the header renders at once after a reload.
 */
export interface Profile {
  readonly sUserName: string;
  readonly sEmail: string;
  readonly sMobile: string;
  /** Real cash: deposit + winnings (DESIGN.md). */
  readonly nChips: number;
  readonly nPracticeChips: number;
  readonly nWithdrawable: number;
  readonly raw: Readonly<Record<string, unknown>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const text = (v: unknown) => (typeof v === "string" ? v : "");
const amount = (v: unknown) => {
  const n = typeof v === "string" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : 0;
};

export function parseProfile(data: unknown): Profile | null {
  if (!isRecord(data)) return null;
  return {
    sUserName: text(data["sUserName"]),
    sEmail: text(data["sEmail"]),
    sMobile: text(data["sMobile"]),
    nChips: amount(data["nChips"]),
    nPracticeChips: amount(data["nPracticeChips"]),
    nWithdrawable: amount(data["nWithdrawable"]),
    raw: data,
  };
}

function savedProfile(): Profile | null {
  const saved = readStorage(STORAGE_KEYS.user);
  if (!saved) return null;
  try {
    return parseProfile(JSON.parse(saved) as unknown);
  } catch {
    return null;
  }
}

export const profileAtom = atom<Profile | null>(savedProfile());

const store = getDefaultStore();

/** GET /profile; also the "profile refresh" other features call after joins and payments. */
export async function refreshProfile(options: { loader?: boolean } = {}): Promise<Profile | null> {
  const reply = await api.get<unknown>("/profile", { loader: options.loader ?? false });
  const profile = parseProfile(reply.data);
  store.set(profileAtom, profile);
  if (profile) writeStorage(STORAGE_KEYS.user, JSON.stringify(profile.raw));
  return profile;
}

export function forgetProfile(): void {
  store.set(profileAtom, null);
}
