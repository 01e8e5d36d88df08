import "@rummy/shared-rules/contract";
import { checkEmail, checkMobile, checkProfileEmail, checkProfileMobile, checkUserName } from "@rummy/shared-rules/contract/identifiers";
import { markedSpecMessages } from "@rummy/shared-rules/contract/validation";
import { describe, expect, it } from "vitest";
import { VALIDATION_HINDI } from "./sentences-hi.ts";

describe("SPEC.md's validation messages in Hindi", () => {
  it("every message the contract marks has its Hindi", () => {
    // The identifier checks mark their own sentences when they first fail.
    for (const bad of ["", "x", "bad@", "12", "a b c", "!!!!!!!!!!!!!!"]) {
      checkEmail(bad);
      checkMobile(bad);
      checkProfileEmail(bad);
      checkProfileMobile(bad);
      checkUserName(bad);
    }
    const marked = markedSpecMessages();
    expect(marked.length).toBeGreaterThan(40);
    const missing = marked.filter((english) => !/[\u0900-\u097F]/.test(VALIDATION_HINDI[english] ?? ""));
    expect(missing).toEqual([]);
  });
});
