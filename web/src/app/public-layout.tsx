import { useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense, useCallback } from "react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { entryScreenAtom, forgotOpenAtom, pendingOtpAtom, type EntryTab } from "../features/auth/state/entry-state.ts";
import { SiteFooter } from "../features/pages/layout/site-footer.tsx";
import { PageFallback } from "./page-fallback.tsx";
import { returnPath } from "./guards.tsx";
import { PublicHeader } from "./public-header.tsx";

// The entry screen and its modals load on first use, keeping them out of the home page bundle;
// pointing at (or focusing) Login or Register starts the download a moment before the click.
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
  return (
    <div className="page page--public">
      <a className="skip-link" href="#main">
        Skip to content
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
