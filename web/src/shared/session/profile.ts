import { PROFILE_SHAPE } from "@rummy/shared-rules/contract/shell-shapes";
import type { Shaped } from "@rummy/shared-rules/contract/shape";
import { atom, getDefaultStore } from "jotai";
import { api } from "../api/client.ts";
import { readShapedReply, readShapedSaved } from "../api/contract-reply.ts";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage-keys.ts";

/**
 * The logged-in player's profile from GET /profile (SPEC.md section 3), read with the contract's
 * shape of it (the server's `profileData` is made from the same shape). The last reply is saved
 * as "user data" so the header renders at once after a reload; the saved copy is read with the
 * same shape, and one that does not match (an older build's) is dropped.
 */
export type Profile = Shaped<typeof PROFILE_SHAPE>;

function savedProfile(): Profile | null {
  const saved = readStorage(STORAGE_KEYS.user);
  if (!saved) return null;
  try {
    return readShapedSaved(PROFILE_SHAPE, JSON.parse(saved) as unknown, "saved GET /profile");
  } catch {
    return null;
  }
}

export const profileAtom = atom<Profile | null>(savedProfile());

const store = getDefaultStore();

/** GET /profile; also the "profile refresh" other features call after joins and payments. A reply that is not the contract's rejects. */
export async function refreshProfile(options: { loader?: boolean } = {}): Promise<Profile> {
  const reply = await api.get<unknown>("/profile", { loader: options.loader ?? false });
  const profile = readShapedReply(PROFILE_SHAPE, reply, "GET /profile").data;
  store.set(profileAtom, profile);
  writeStorage(STORAGE_KEYS.user, JSON.stringify(profile));
  return profile;
}

export function forgetProfile(): void {
  store.set(profileAtom, null);
}
