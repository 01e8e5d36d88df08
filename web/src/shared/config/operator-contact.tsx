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

/** The operator's value, or the build's when the operator left it blank. */
const text = (v: string | undefined, fallback: string) => (v !== undefined && v.trim() !== "" ? v.trim() : fallback);

export function useOperatorContact(): OperatorContact {
  const settings = useAtomValue(settingsAtom);
  useEffect(() => {
    if (settings === null) loadSettings().catch(() => undefined);
  }, [settings]);
  const operator = settings?.reply.oOperator;
  return {
    helpline: text(operator?.sSupportPhone, BRAND.helpline),
    supportEmail: text(operator?.sSupportEmail, BRAND.supportEmail),
    demo: operator?.bDemo ?? true,
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
