import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router-dom";
import { ensureRegionAllowed, refreshRegion } from "../features/auth/region/region-check.ts";
import { SiteFooter } from "../features/pages/layout/site-footer.tsx";
import { MaintenanceModal } from "../features/shell/maintenance-modal.tsx";
import { ShellHeader } from "../features/shell/shell-header.tsx";
import { TakeSeatModal } from "../features/shell/take-seat-modal.tsx";
import { ApiError, errorMessage } from "../shared/api/client.ts";
import { COMMON } from "../shared/i18n/common.ts";
import { refreshProfile } from "../shared/session/profile.ts";
import { blockIfMaintenance, loadSettings } from "../shared/settings/settings.ts";
import { toastError } from "../shared/ui/toast-store.ts";
import { PageFallback } from "./page-fallback.tsx";

let regionCheckedThisLoad = false;

/** Well within the server's default 30-minute limit on a location check's age. */
const REGION_RECHECK_MS = 10 * 60_000;

/** What the shell does once when a logged-in page opens: region, profile, settings. */
function useShellStart(): void {
  useEffect(() => {
    // SPEC.md section 4: the region is checked at start; a blocked region logs out (RequireAuth then sends to /).
    if (!regionCheckedThisLoad) {
      regionCheckedThisLoad = true;
      void ensureRegionAllowed({ useServerMessage: true });
    }
    refreshProfile({ loader: true }).catch((error: unknown) => {
      // A 401 is handled globally (logout to /); anything else is worth telling.
      if (!(error instanceof ApiError && error.status === 401)) toastError(errorMessage(error));
    });
    loadSettings()
      .then((settings) => blockIfMaintenance(settings))
      .catch(() => undefined);
    const recheck = window.setInterval(() => void refreshRegion(), REGION_RECHECK_MS);
    return () => window.clearInterval(recheck);
  }, []);
}

/** The logged-in shell: header, the page, the footer, and the global modals. */
export default function PrivateLayout() {
  useShellStart();
  const { t } = useTranslation(COMMON);
  return (
    <div className="page page--private">
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <ShellHeader />
      <main id="main" className="page__main page__main--private" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter variant="private" />
      <MaintenanceModal />
      <TakeSeatModal />
    </div>
  );
}
