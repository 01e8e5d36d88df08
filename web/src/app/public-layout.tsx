import { useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense, useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { COMMON } from "../shared/i18n/common.ts";
import { entryScreenAtom, forgotOpenAtom, pendingOtpAtom, type EntryTab } from "../features/auth/state/entry-state.ts";
import { SiteFooter } from "../features/pages/layout/site-footer.tsx";
import { PageFallback } from "./page-fallback.tsx";
import { returnPath } from "./guards.tsx";
import { PublicHeader } from "./public-header.tsx";

// The entry screen and its modals stay out of the home page bundle. Play and Register are the
// page's main call to action, and a phone has no hover to start the download early: so it is
// fetched once the page has painted and the browser is idle, and a tap opens it at once.
const loadEntryScreen = () => import("../features/auth/components/entry-screen.tsx").then((m) => ({ default: m.EntryScreen }));
const EntryScreen = lazy(loadEntryScreen);
export const preloadEntryScreen = () => void loadEntryScreen();

/** Opens the entry screen on a tab; register is the default (SPEC.md section 2). */
export function useOpenEntry(): (tab?: EntryTab) => void {
  const setTab = useSetAtom(entryScreenAtom);
  return useCallback((tab: EntryTab = "register") => setTab(tab), [setTab]);
}

function EntryHost() {
  const tab = useAtomValue(entryScreenAtom);
  const forgot = useAtomValue(forgotOpenAtom);
  const pending = useAtomValue(pendingOtpAtom);
  const navigate = useNavigate();
  const location = useLocation();
  if (!tab && !forgot && !pending) return null;
  return (
    <Suspense fallback={null}>
      <EntryScreen onLoggedIn={() => navigate(returnPath(location.state), { replace: true })} />
    </Suspense>
  );
}

/** Public pages: header with Login / Register, the page, the footer, and the entry screen host. */
export function PublicLayout() {
  const openEntry = useOpenEntry();
  const { t } = useTranslation(COMMON);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => preloadEntryScreen());
    return () => cancel(handle);
  }, []);
  return (
    <div className="page page--public">
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <PublicHeader onOpenEntry={openEntry} onIntent={preloadEntryScreen} />
      <main id="main" className="page__main" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <EntryHost />
    </div>
  );
}
