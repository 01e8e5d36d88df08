import { describe, expect, it } from "vitest";
import { tableEntryOf } from "./table-url.ts";

const at = (url: string) => {
  const u = new URL(url, "http://rummy.test");
  return tableEntryOf({ pathname: u.pathname, search: u.search });
};

describe("the game window's table, from its URL", () => {
  it("is the token, the table and the private code of /game", () => {
    expect(at("/game?sAuthToken=tok&sTableId=t1&nChips=12")).toEqual({ authToken: "tok", tableId: "t1", privateCode: null });
    expect(at("/game?sAuthToken=tok&sTableId=t1&sPrivateCode=AB12CD")).toEqual({ authToken: "tok", tableId: "t1", privateCode: "AB12CD" });
  });

  it("is none without the token or the table, or on another path (the home page)", () => {
    expect(at("/game")).toBeNull();
    expect(at("/game?sTableId=t1")).toBeNull();
    expect(at("/game?sAuthToken=tok")).toBeNull();
    expect(at("/lobby?sAuthToken=tok&sTableId=t1")).toBeNull();
  });
});
