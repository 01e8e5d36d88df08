import { describe, expect, it } from "vitest";
import { changePageSize, pageCount, readPagedList, rowRange, type PageSize, type PageState } from "./pagination-state.ts";

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

describe("list replies", () => {
  const a = { _id: "a" };
  const b = { _id: "b" };
  it.each([
    ["facets", [{ data: [a, b], count: [{ totalData: 12 }] }], 12],
    ["SPEC.md's data[0] and count[0]", { data: [[a, b]], count: [{ totalData: 30 }] }, 30],
    ["an object count", { data: [a, b], count: { totalData: 7 } }, 7],
    ["a bare array", [a, b], 2],
    ["no count", { data: [a, b] }, 2],
  ])("reads %s", (_label, reply, total) => {
    expect(readPagedList(reply)).toEqual({ rows: [a, b], total });
  });

  it("reads tickets by their own key and survives junk", () => {
    expect(readPagedList({ tickets: [a], count: { totalData: 1 } }, "tickets")).toEqual({ rows: [a], total: 1 });
    expect(readPagedList(null)).toEqual({ rows: [], total: 0 });
    expect(readPagedList({ data: "x" })).toEqual({ rows: [], total: 0 });
  });
});
