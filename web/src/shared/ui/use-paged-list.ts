import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "../api/client.ts";
import { usePageState, type PagedRows, type PageSize } from "./pagination-state.ts";

export type PagedStatus = "loading" | "ready" | "error";

export interface PagedList<Row> {
  readonly status: PagedStatus;
  readonly rows: readonly Row[];
  readonly total: number;
  readonly error: string;
  readonly page: number;
  readonly size: PageSize;
  readonly setPage: (page: number) => void;
  readonly setSize: (size: PageSize) => void;
  readonly reload: () => void;
}

/**
 * One paged account list: fetches the current page whenever page, size or `key` change (a tab,
 * a table id), and keeps the previous rows on screen while the next page loads.
 */
export function usePagedList<Row, Raw>(
  fetchPage: (page: number, size: PageSize) => Promise<PagedRows<Raw>>,
  toRow: (raw: Raw) => Row,
  key = "",
): PagedList<Row> {
  const pager = usePageState();
  const { reset } = pager;
  const [state, setState] = useState<{ status: PagedStatus; rows: readonly Row[]; total: number; error: string }>({ status: "loading", rows: [], total: 0, error: "" });
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const toRowRef = useRef(toRow);
  toRowRef.current = toRow;

  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    reset();
  }, [key, reset]);

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, status: "loading" }));
    fetchRef.current(pager.page, pager.size).then(
      (list) => live && setState({ status: "ready", rows: list.rows.map((r) => toRowRef.current(r)), total: list.total, error: "" }),
      (error: unknown) => live && setState((s) => ({ ...s, status: "error", error: errorMessage(error) })),
    );
    return () => {
      live = false;
    };
  }, [pager.page, pager.size, key, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, page: pager.page, size: pager.size, setPage: pager.setPage, setSize: pager.setSize, reload };
}
