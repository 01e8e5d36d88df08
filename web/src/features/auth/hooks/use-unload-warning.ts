import { useEffect, useRef } from "react";

/**
 * Asks the browser to confirm leaving the page while `active` (SPEC.md: register tab with input).
 * The listener is there from mount and reads `active` as of the last render: attached by an
 * effect after each change, a tab closed right after the first keystroke (before the effect ran
 * on a busy phone, or a loaded CI machine) left without asking.
 */
export function useUnloadWarning(active: boolean): void {
  const activeNow = useRef(active);
  activeNow.current = active;
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!activeNow.current) return;
      event.preventDefault();
      // Older Chromium versions still need returnValue set to show the dialog.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);
}
