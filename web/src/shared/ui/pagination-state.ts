import { useCallback, useState } from "react";

/** SPEC.md section 9: page sizes 10, 25 and 40, default 10. */
export const PAGE_SIZES = [10, 25, 40] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export interface PageState {
  /** 1-based page number as shown to the player. */
  readonly page: number;
  readonly size: PageSize;
}

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/**
 * SPEC.md: "choosing more than 10 resets to the first page"; the brief: "back to the first page
 * when the size grows". Both hold: choosing 25 or 40, or any larger size, starts again at page 1.
 * Going back down to 10 keeps the first row that was on screen in view instead.
 */
export function changePageSize(state: PageState, size: PageSize): PageState {
  if (size === state.size) return state;
  if (size > DEFAULT_PAGE_SIZE || size > state.size) return { page: 1, size };
  const firstRow = (state.page - 1) * state.size;
  return { page: Math.floor(firstRow / size) + 1, size };
}

export function pageCount(total: number, size: PageSize): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** The first and last row numbers on a page ("Showing 11-20 of 53"); 0-0 when empty. */
export function rowRange(state: PageState, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (state.page - 1) * state.size + 1;
  return { from: Math.min(from, total), to: Math.min(state.page * state.size, total) };
}

export function usePageState(initial: PageState = { page: 1, size: DEFAULT_PAGE_SIZE }) {
  const [state, setState] = useState<PageState>(initial);
  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page: Math.max(1, page) })), []);
  const setSize = useCallback((size: PageSize) => setState((s) => changePageSize(s, size)), []);
  const reset = useCallback(() => setState((s) => ({ ...s, page: 1 })), []);
  return { ...state, setPage, setSize, reset };
}

/** A page of a list: its rows, as the contract reads them, and the list's total. */
export interface PagedRows<R> {
  readonly rows: readonly R[];
  readonly total: number;
}
