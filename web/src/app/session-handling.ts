import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useSessionProblems } from "./session-problems.ts";

/** The app's session handling (session-problems.ts), going to `/` through the router. */
export function useSessionHandling(): void {
  const navigate = useNavigate();
  useSessionProblems(useCallback(() => navigate("/", { replace: true }), [navigate]));
}
