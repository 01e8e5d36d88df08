import { describe, expect, it } from "vitest";
import { playerFacingName } from "./table-name.ts";

describe("playerFacingName", () => {
  it.each([
    ["Points ₹0.05", "practice", "Points 0.05 chips"],
    ["Pool 101 ₹10", "practice", "Pool 101 10 chips"],
    ["Deals 2 ₹1000", "practice", "Deals 2 1000 chips"],
    ["Points ₹0.05", "cash", "Points ₹0.05"],
    ["Sunday table", "practice", "Sunday table"],
  ])("%s (%s) reads %s", (name, gameType, shown) => {
    expect(playerFacingName({ name, gameType })).toBe(shown);
  });
});
