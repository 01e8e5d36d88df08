import "./ui-extras.css";
import { useId } from "react";
import { isPageSize, PAGE_SIZES, pageCount, rowRange, type PageSize } from "./pagination-state.ts";
import { useTranslation } from "react-i18next";
import { UI } from "./i18n/index.ts";

export interface PaginationProps {
  readonly page: number;
  readonly size: PageSize;
  readonly total: number;
  readonly onPage: (page: number) => void;
  readonly onSize: (size: PageSize) => void;
  /** What the rows are, for screen readers: "transactions", "tickets". */
  readonly noun?: string;
}

/** Page size (10 / 25 / 40), the row range and previous / next, under every account list. */
export function Pagination({ page, size, total, onPage, onSize, noun: nounProp }: PaginationProps) {
  const { t } = useTranslation(UI);
  const noun = nounProp ?? t("pager.rows");
  const id = useId();
  const pages = pageCount(total, size);
  const { from, to } = rowRange({ page, size }, total);
  return (
    <nav className="pager" aria-label={t("pager.label", { noun })}>
      <div className="pager__size">
        <label htmlFor={`${id}-size`}>{t("pager.rowsPerPage")}</label>
        <select
          id={`${id}-size`}
          value={size}
          onChange={(e) => {
            const next = Number(e.target.value);
            if (isPageSize(next)) onSize(next);
          }}
        >
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <p className="pager__range" aria-live="polite">
        {total > 0 ? t("pager.showing", { from, to, total }) : t("pager.none", { noun })}
      </p>
      <div className="pager__buttons">
        <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <span aria-hidden="true">‹</span> {t("pager.previous")}
        </button>
        <span className="pager__page">
          {t("pager.page", { page: Math.min(page, pages), pages })}
        </span>
        <button type="button" className="btn btn--ghost btn--sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t("pager.next")} <span aria-hidden="true">›</span>
        </button>
      </div>
    </nav>
  );
}
