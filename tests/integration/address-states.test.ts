import { INDIAN_STATES as SERVER_STATES } from "@rummy/game-server/services/location/indian-states";
import { describe, expect, it } from "vitest";
import { INDIAN_STATES as FORM_STATES } from "../../web/src/features/account/model/indian-states.ts";

/**
 * The address form offers the states the server stores, checks restrictions against and finds by
 * location; the two lists live in their own packages and must not drift apart.
 */
describe("the states of the address form and of the server", () => {
  it("are the same names in the same order", () => {
    expect([...FORM_STATES]).toEqual([...SERVER_STATES]);
    expect(new Set(FORM_STATES).size).toBe(FORM_STATES.length);
  });
});
