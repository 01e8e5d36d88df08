import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { COMMON } from "../i18n/common.ts";
import { loadSettings, settingsAtom } from "../settings/settings.ts";
import { BRAND } from "./brand.ts";

/**
 * The operator's helpline and support e-mail, from the operator settings (`oOperator` in
 * GET /setting, the `settings` table). Until the settings arrive the build's values (brand.ts)
 * stand in. `demo` is true while the operator has not replaced the seeded placeholders: the page
 * then marks them as demo so nobody dials a made-up number believing it is real.
 */
export interface OperatorContact {
  readonly helpline: string;
  readonly supportEmail: string;
  readonly demo: boolean;
}

const text = (v: unknown, fallback: string) => (typeof v === "string" && v.trim() !== "" ? v.trim() : fallback);

export function useOperatorContact(): OperatorContact {
  const settings = useAtomValue(settingsAtom);
  useEffect(() => {
    if (settings === null) loadSettings().catch(() => undefined);
  }, [settings]);
  const stored = settings?.raw["oOperator"];
  const o = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    helpline: text(o["sSupportPhone"], BRAND.helpline),
    supportEmail: text(o["sSupportEmail"], BRAND.supportEmail),
    demo: typeof o["bDemo"] === "boolean" ? o["bDemo"] : true,
  };
}

/** " (demo)" after a placeholder detail, read out as "demo value, not a real contact". */
export function DemoMark({ contact }: { contact: OperatorContact }) {
  const { t } = useTranslation(COMMON);
  if (!contact.demo) return null;
  return (
    <small className="demo-mark" data-testid="demo-contact" title={t("operator.demoTitle")}>
      {" "}
      {t("operator.demo")}
    </small>
  );
}
