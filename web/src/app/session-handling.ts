import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useSessionProblems } from "./session-problems.ts";

/** The site's session handling (app/session-problems.ts), going home through the router. */
export function useSessionHandling(): void {
  const navigate = useNavigate();
  const goHome = useCallback(() => navigate("/", { replace: true }), [navigate]);
  useSessionProblems(goHome);
}
