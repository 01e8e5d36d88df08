import "./ui-extras.css";
import type { ReactNode } from "react";

export type SortDirection = "asc" | "desc";

export interface Column<Row> {
  readonly key: string;
  /** Also the label each cell shows on phones, where rows become cards. */
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  readonly align?: "start" | "end" | "center";
  /** Present when the column sorts; the table calls onSort with the column key. */
  readonly sort?: { readonly direction: SortDirection | null; readonly onSort: () => void };
}

export interface DataTableProps<Row> {
  readonly caption: string;
  readonly columns: readonly Column<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** Shown in place of the table when there are no rows. */
  readonly empty: ReactNode;
  readonly testId?: string;
  /** Hide the caption visually (the page heading already says it). */
  readonly captionHidden?: boolean;
}

function SortButton({ header, direction, onSort }: { header: string; direction: SortDirection | null; onSort: () => void }) {
  const next = direction === "asc" ? "descending" : "ascending";
  return (
    <button type="button" className="data-table__sort" onClick={onSort} aria-label={`${header}, sort ${next}`}>
      {header}
      <span className={`data-table__arrows${direction ? ` is-${direction}` : ""}`} aria-hidden="true">
        <span>▲</span>
        <span>▼</span>
      </span>
    </button>
  );
}

/** A real table on wide screens and a stack of labelled cards on phones (CSS only). */
export function DataTable<Row>({ caption, columns, rows, rowKey, empty, testId, captionHidden = true }: DataTableProps<Row>) {
  if (rows.length === 0) {
    return (
      <p className="data-table__empty" role="status" data-testid={testId ? `${testId}-empty` : undefined}>
        {empty}
      </p>
    );
  }
  return (
    <div className="data-table__wrap">
      <table className="data-table" data-testid={testId}>
        <caption className={captionHidden ? "visually-hidden" : "data-table__caption"}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={c.align ? `is-${c.align}` : undefined}
                aria-sort={c.sort ? (c.sort.direction === "asc" ? "ascending" : c.sort.direction === "desc" ? "descending" : "none") : undefined}
              >
                {c.sort ? <SortButton header={c.header} direction={c.sort.direction} onSort={c.sort.onSort} /> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} data-label={c.header} className={c.align ? `is-${c.align}` : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
