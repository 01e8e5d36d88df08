import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { COMMON } from "../i18n/common.ts";
import { DataTable, type Column } from "./data-table.tsx";
import { UI } from "./i18n/index.ts";
import { Pagination } from "./pagination.tsx";
import type { PagedList } from "./use-paged-list.ts";

/** A paged account list: the table (or its empty text), loading and error states, and the pager. */
export function PagedTable<Row>({ list, columns, rowKey, caption, empty, noun, testId }: {
  list: PagedList<Row>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  caption: string;
  empty: ReactNode;
  noun: string;
  testId?: string;
}) {
  const { t } = useTranslation(UI);
  const common = useTranslation(COMMON).t;
  if (list.status === "error" && list.rows.length === 0) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{list.error}</p>
        <button type="button" className="btn btn--ghost btn--sm" onClick={list.reload}>
          {t("tryAgain")}
        </button>
      </div>
    );
  }
  if (list.status === "loading" && list.rows.length === 0) {
    return (
      <p className="data-table__empty" role="status">
        {common("loadingShort")}
      </p>
    );
  }
  return (
    <div aria-busy={list.status === "loading"}>
      <DataTable caption={caption} columns={columns} rows={list.rows} rowKey={rowKey} empty={empty} {...(testId ? { testId } : {})} />
      {list.total > 0 && <Pagination page={list.page} size={list.size} total={list.total} onPage={list.setPage} onSize={list.setSize} noun={noun} />}
    </div>
  );
}
