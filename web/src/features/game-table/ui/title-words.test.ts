import { describe, expect, it } from "vitest";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { TABLE } from "../i18n/index.ts";
import hindi from "../i18n/hi.ts";
import type { TableInfo } from "../model/types.ts";
import { tableTitle } from "./title-words.ts";

const info = (extra: Partial<TableInfo>): TableInfo => ({ title: "Points Rummy", pointValue: null, entryFee: null, practice: false, privateCode: null, ...extra });
const TITLES: readonly [Partial<TableInfo>, string, string][] = [
  [{ mode: "point", tablePoint: 0.5, pointValue: 0.5 }, "Points Rummy · ₹0.50 a point", "पॉइंट्स रमी · ₹0.50 प्रति पॉइंट"],
  [{ mode: "point21", tablePoint: 5, pointValue: 5, practice: true }, "21 Cards Rummy · 5.00 chips a point", "21 पत्तों की रमी · 5.00 चिप्स प्रति पॉइंट"],
  [{ mode: "pool", tablePoint: 101 }, "Pool Rummy 101", "पूल रमी 101"],
  [{ mode: "deal", tablePoint: 2 }, "Deals Rummy · 2 deals", "डील्स रमी · 2 डील"],
];

describe("the table's title and stakes line", () => {
  it.each(TITLES)("%o reads %s in English and %s in Hindi", (extra, english, hindiTitle) => {
    i18n.addResourceBundle("hi", TABLE, hindi, true, true);
    expect(tableTitle(info(extra), i18n.getFixedT("en", TABLE))).toBe(english);
    expect(tableTitle(info(extra), i18n.getFixedT("hi", TABLE))).toBe(hindiTitle);
  });

  it("a view without the room's mode shows the title it came with", () => {
    expect(tableTitle(info({ title: "Rummy" }), i18n.getFixedT("hi", TABLE))).toBe("Rummy");
  });
});
