import "./doc.css";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PAGES } from "../i18n/index.ts";
import { currentLanguage } from "../../../shared/i18n/i18n.ts";
import { useDocumentTitle } from "../../../shared/ui/use-document-title.ts";

export interface StaticPageProps {
  readonly title: string;
  readonly lead?: ReactNode;
  /** "Last updated" date shown under policy titles. */
  readonly updated?: string;
  readonly children: ReactNode;
}

/** The frame of every informational and policy page: title (also the page title), lead, text. */
export function StaticPage({ title, lead, updated, children }: StaticPageProps) {
  const { t } = useTranslation(PAGES);
  useDocumentTitle(title);
  return (
    <article className="doc">
      <header className="doc__header">
        <h1>{title}</h1>
        {lead && <p className="doc__lead">{lead}</p>}
        {updated && <p className="doc__updated">{t("updated", { date: policyDate(updated) })}</p>}
      </header>
      <div className="doc__body">{children}</div>
    </article>
  );
}

/** The date our policy texts were last revised (ISO, shown as "1 May 2026" / "1 मई 2026"). */
export const POLICY_DATE = "2026-05-01";

function policyDate(iso: string): string {
  const language = currentLanguage();
  return new Intl.DateTimeFormat(language === "hi" ? "hi-IN" : "en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}
