import "./doc.css";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PAGES } from "../i18n/index.ts";
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
        {updated && <p className="doc__updated">{t("updated", { date: updated })}</p>}
      </header>
      <div className="doc__body">{children}</div>
    </article>
  );
}

/** The date our policy texts were last revised. */
export const POLICY_DATE = "1 May 2026";
