import { useTranslation } from "react-i18next";
import { COMMON } from "../shared/i18n/common.ts";

/** Shown while a page's code loads: a quiet placeholder, not the full-screen loader. */
export function PageFallback() {
  const { t } = useTranslation(COMMON);
  return (
    <div className="page-fallback" role="status">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t("loadingPage")}</span>
    </div>
  );
}
