import { useEffect, useState } from "react";

/** SPEC.md section 2: scrolling beyond 50 pixels adds a sticky header style. */
export const STICKY_AFTER_PX = 50;

export function useStickyHeader(): boolean {
  const [sticky, setSticky] = useState(() => window.scrollY > STICKY_AFTER_PX);
  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY > STICKY_AFTER_PX);
    window.addEventListener("scroll", onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return sticky;
}
