import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { profileAtom } from "../../../shared/session/profile.ts";
import { fromReply, type AccountProfile } from "../model/profile-view.ts";

/** The logged-in player's profile as the account pages read it, or null until it has loaded. */
export function useAccountProfile(): AccountProfile | null {
  const profile = useAtomValue(profileAtom);
  return useMemo(() => (profile ? fromReply(profile) : null), [profile]);
}
