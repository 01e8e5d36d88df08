import { describe, expect, it } from "vitest";
import { changePageSize, pageCount, rowRange, type PageSize, type PageState } from "./pagination-state.ts";

describe("changing the page size", () => {
  it.each<[PageState, PageSize, PageState]>([
    // Growing, or choosing more than 10, goes back to the first page.
    [{ page: 3, size: 10 }, 25, { page: 1, size: 25 }],
    [{ page: 5, size: 10 }, 40, { page: 1, size: 40 }],
    [{ page: 2, size: 25 }, 40, { page: 1, size: 40 }],
    [{ page: 3, size: 40 }, 25, { page: 1, size: 25 }],
    // Back to 10 keeps the first row in view.
    [{ page: 2, size: 25 }, 10, { page: 3, size: 10 }],
    [{ page: 3, size: 40 }, 10, { page: 9, size: 10 }],
    [{ page: 1, size: 40 }, 10, { page: 1, size: 10 }],
    // The same size changes nothing.
    [{ page: 4, size: 10 }, 10, { page: 4, size: 10 }],
  ])("%o -> size %s gives %o", (state, size, expected) => expect(changePageSize(state, size)).toEqual(expected));
});

describe("page arithmetic", () => {
  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [53, 25, 3],
    [80, 40, 2],
  ] as const)("%s rows by %s make %s pages", (total, size, pages) => expect(pageCount(total, size)).toBe(pages));

  it("numbers the rows on a page", () => {
    expect(rowRange({ page: 2, size: 10 }, 53)).toEqual({ from: 11, to: 20 });
    expect(rowRange({ page: 6, size: 10 }, 53)).toEqual({ from: 51, to: 53 });
    expect(rowRange({ page: 1, size: 10 }, 0)).toEqual({ from: 0, to: 0 });
  });
});
