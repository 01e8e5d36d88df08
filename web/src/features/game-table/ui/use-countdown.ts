import { useEffect, useState } from "react";

/**
 * Whole seconds until `at` (local ms), checked four times a second; null when `at` is null. The
 * clock state moves only when the whole second does, so the component re-renders once a second.
 */
export function useCountdown(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    setNow(Date.now());
    const secondsAt = (time: number) => Math.ceil((at - time) / 1000);
    const timer = setInterval(() => setNow((shown) => (secondsAt(shown) === secondsAt(Date.now()) ? shown : Date.now())), 250);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
