import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { Navigate, useLocation, type Location } from "react-router-dom";
import { tokenAtom } from "../shared/session/session.ts";

/** Route state left by the guard: where the player was going before logging in. */
export interface FromState {
  readonly from?: Pick<Location, "pathname" | "search" | "hash">;
}

export function returnPath(state: unknown, fallback = "/lobby"): string {
  const from = (state as FromState | null)?.from;
  const path = from?.pathname;
  // Only same-site paths: "//host" would leave the site.
  if (typeof path !== "string" || path === "/" || !path.startsWith("/") || path.startsWith("//")) return fallback;
  return `${path}${from?.search ?? ""}${from?.hash ?? ""}`;
}

/** Logged-in routes: no saved token sends the visitor to / and remembers where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  const location = useLocation();
  if (!token) {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/" replace state={state} />;
  }
  return children;
}

/** `/` with a saved token goes to /lobby, or back to where the player came from (SPEC.md section 2). */
export function HomeRedirect({ children }: { children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  const location = useLocation();
  if (token) return <Navigate to={returnPath(location.state)} replace />;
  return children;
}
