import { describe, expect, it } from "vitest";
import { canonicalState, INDIAN_STATES } from "./indian-states.ts";

// One list serves the web's address form and the server (it replaced two copies kept in step by a test).
describe("the states and union territories of the address list", () => {
  it("are 37 distinct names", () => {
    expect(INDIAN_STATES).toHaveLength(37);
    expect(new Set(INDIAN_STATES).size).toBe(INDIAN_STATES.length);
  });

  it("find a state however it is typed", () => {
    expect(canonicalState("  tamil   nadu ")).toBe("Tamil Nadu");
    expect(canonicalState("Jammu & Kashmir")).toBe("Jammu and Kashmir");
    expect(canonicalState("Atlantis")).toBeUndefined();
  });
});
