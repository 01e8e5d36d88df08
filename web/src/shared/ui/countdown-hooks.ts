import { useEffect, useState } from "react";
import { secondsUntil } from "../format/countdown.ts";

/** Seconds left until `deadlineMs`, ticking every second (SPEC.md: maintenance tick 1 s). */
export function useSecondsUntil(deadlineMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadlineMs === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadlineMs]);
  return deadlineMs === null ? 0 : secondsUntil(deadlineMs, now);
}
