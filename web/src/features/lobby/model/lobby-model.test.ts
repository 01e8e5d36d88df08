import { describe, expect, it } from "vitest";
import type { LobbyTable } from "../api/lobby-api.ts";
import { gameUrl, popupFeatures } from "./game-window.ts";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { LOBBY } from "../i18n/index.ts";
import { joinedMode, lobbyAmount, modeOf, pointValueLabel } from "./modes.ts";
import { filterByPlayers, nextSort, sortTables, type PlayerCount } from "./sort-filter.ts";
import { slotAngle, spinRotation } from "./spin-angle.ts";

const table = (id: string, nMaxPlayer: number, nTablePoint: number, nTableFee: number, eRummyType: LobbyTable["eRummyType"] = "point"): LobbyTable => ({
  _id: id,
  sName: id,
  eRummyType,
  eGameType: "practice",
  nMaxPlayer,
  nTablePoint,
  nTableFee,
  nDeck: 2,
  nDeals: null,
  nPoolLimit: null,
});

const tables = [table("a", 6, 1, 80), table("b", 2, 0.05, 4), table("c", 2, 4, 320), table("d", 6, 0.05, 4)];
const ids = (list: LobbyTable[]) => list.map((t) => t._id).join("");

describe("sorting", () => {
  it.each([
    [{ key: "nTablePoint", direction: "asc" }, "bdac"],
    [{ key: "nTablePoint", direction: "desc" }, "cabd"],
    [{ key: "nMaxPlayer", direction: "asc" }, "bcad"],
    [{ key: "nMaxPlayer", direction: "desc" }, "adbc"],
    [{ key: "nTableFee", direction: "desc" }, "cabd"],
    [null, "abcd"],
  ] as const)("%o gives %s", (sort, expected) => expect(ids(sortTables(tables, sort))).toBe(expected));

  it("toggles up and down, and starts a new column up", () => {
    expect(nextSort(null, "nTablePoint")).toEqual({ key: "nTablePoint", direction: "asc" });
    expect(nextSort({ key: "nTablePoint", direction: "asc" }, "nTablePoint")).toEqual({ key: "nTablePoint", direction: "desc" });
    expect(nextSort({ key: "nTablePoint", direction: "desc" }, "nTablePoint")).toEqual({ key: "nTablePoint", direction: "asc" });
    expect(nextSort({ key: "nTablePoint", direction: "desc" }, "nMaxPlayer")).toEqual({ key: "nMaxPlayer", direction: "asc" });
  });
});

describe("Max Players filter", () => {
  it.each<[PlayerCount[], string]>([
    [[], "abcd"],
    [[2], "bc"],
    [[6], "ad"],
    [[2, 6], "abcd"],
  ])("ticked %o shows %s", (ticked, expected) => expect(ids(filterByPlayers(tables, new Set(ticked)))).toBe(expected));
});

describe("number formats", () => {
  it.each([
    [0.05, "0.05"],
    [999, "999.00"],
    [1000, "1.00K"],
    [10_000, "10.00K"],
  ])("lobbyAmount(%s) = %s", (value, expected) => expect(lobbyAmount(value)).toBe(expected));

  it("labels point values per mode", () => {
    const t = i18n.getFixedT("en", LOBBY);
    expect(pointValueLabel(table("x", 2, 0.5, 40), t)).toBe("₹0.50 per point · Buy-in ₹40.00");
    expect(pointValueLabel(table("x", 6, 101, 25, "pool"), t)).toBe("Pool 101 · Entry ₹25.00");
    expect(pointValueLabel(table("x", 2, 2, 1500, "deal"), t)).toBe("2 Deals · Entry ₹1,500.00");
  });

  it("names joined games as SPEC.md does", () => {
    expect(["point", "pool", "point21", "deal", "other"].map((type) => modeOf(joinedMode(type)).label)).toEqual(["Points", "Pool", "Points21", "Deals", "Deals"]);
  });
});

describe("game popup", () => {
  it("builds the game address, with the private code only when there is one", () => {
    expect(gameUrl("tok en", { iTableId: "t1", nChips: 80, sPrivateCode: "" })).toBe("/game?sAuthToken=tok+en&sTableId=t1&nChips=80");
    expect(gameUrl("t", { iTableId: "t2", nChips: 12.5, sPrivateCode: "AB12CD" })).toBe("/game?sAuthToken=t&sTableId=t2&nChips=12.5&sPrivateCode=AB12CD");
  });

  it("centres 1318 x 725 on the opening window", () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1920, outerHeight: 1080 })).toBe("popup=yes,width=1318,height=725,left=401,top=228");
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 800, outerHeight: 600 })).toBe("popup=yes,width=1318,height=725,left=0,top=0");
  });
});

describe("spin wheel", () => {
  it("turns slot n to the top pointer, always forwards", () => {
    const step = slotAngle();
    for (let i = 0; i < 7; i++) {
      const r = spinRotation(i, 0);
      expect(r).toBeGreaterThanOrEqual(6 * 360);
      // The slot's centre (i * step clockwise from the top) ends at 0 degrees.
      const offset = (r + i * step) % 360;
      expect(Math.min(offset, 360 - offset)).toBeCloseTo(0, 6);
    }
    expect(spinRotation(3, 2500)).toBeGreaterThan(2500);
    expect(() => spinRotation(7)).toThrow();
  });
});
