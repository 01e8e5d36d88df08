import { listResponse } from "@rummy/shared-rules/contract/tournaments";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiReply } from "./client.ts";
import { pageOf, readReply, ReplyShapeError, UNEXPECTED_REPLY } from "./contract-reply.ts";

const reply = (data: unknown): ApiReply<unknown> => ({ status: 200, message: "ok", data, authorization: null, verification: null });

afterEach(() => vi.restoreAllMocks());

describe("reading a reply with the contract", () => {
  it("gives the typed reply when it matches", () => {
    expect(readReply(listResponse, reply({ data: [] }), "POST /tournament/list")).toEqual({ message: "ok", data: { data: [] } });
  });

  it("refuses a reply that does not match, naming the call and the field, instead of a default", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let caught: unknown;
    try {
      readReply(listResponse, reply({ data: [{ _id: 7 }] }), "POST /tournament/list");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ReplyShapeError);
    expect((caught as ReplyShapeError).message).toBe(UNEXPECTED_REPLY);
    expect((caught as ReplyShapeError).detail).toMatch(/^POST \/tournament\/list data\.data\.0\._id: /);
    expect(logged).toHaveBeenCalledOnce();
  });

  it("reads a faceted page, an empty facet as no rows", () => {
    expect(pageOf([{ data: [{ a: 1 }], count: [{ totalData: 12 }] }])).toEqual({ rows: [{ a: 1 }], total: 12 });
    expect(pageOf([])).toEqual({ rows: [], total: 0 });
  });
});
