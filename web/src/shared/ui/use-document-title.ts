import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { BRAND } from "../config/brand.ts";
import { COMMON } from "../i18n/common.ts";

/** Sets the page title per page (SPEC.md section 2): "About Us | Rummy"; the home page's in the player's language. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation(COMMON);
  const home = t("homeTitle", { brand: BRAND.name });
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND.name}` : home;
  }, [title, home]);
}
