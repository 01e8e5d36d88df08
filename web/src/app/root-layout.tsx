import { Suspense, useEffect, useRef } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router-dom";
import { RegionBlockModal } from "../features/auth/region/region-block-modal.tsx";
import { usePlayerChannel } from "../shared/realtime/use-player-channel.ts";
import { FullScreenLoader } from "../shared/ui/loader.tsx";
import { Toaster } from "../shared/ui/toaster.tsx";
import { useAccountLanguage } from "./language.ts";
import { PageFallback } from "./page-fallback.tsx";
import { useSessionHandling } from "./session-handling.ts";

/**
 * After a client-side navigation, focus moves to the new page's main region so screen readers
 * start reading there, as they would after a full page load. The first load keeps the default.
 */
function useFocusMainOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (document.body.classList.contains("has-modal")) return;
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
}

/** Wraps every route: session handling, the realtime channel, the loader, toasts and the region-block modal. */
export function RootLayout() {
  useSessionHandling();
  usePlayerChannel();
  useFocusMainOnNavigation();
  useAccountLanguage();
  return (
    <>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
      <RegionBlockModal />
      <FullScreenLoader />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
