import { useEffect } from "react";
import { useBlocker } from "react-router-dom";

export const UNSAVED_CHANGES_QUESTION = "Data will be lost if you leave the page, are you sure?";

/**
 * SPEC.md section 2: leaving a form with unsaved edits asks first, for in-app navigation (the
 * returned blocker drives a confirmation modal) and for closing or reloading the tab (the
 * browser's own prompt, whose text browsers no longer let a page choose).
 */
export function useUnsavedChanges(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = UNSAVED_CHANGES_QUESTION;
      return UNSAVED_CHANGES_QUESTION;
    };
    window.addEventListener("beforeunload", onUnload);
    return () => window.removeEventListener("beforeunload", onUnload);
  }, [dirty]);
  return blocker;
}
