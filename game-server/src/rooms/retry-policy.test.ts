import { describe, expect, it } from "vitest";
import { WalletError } from "../services/wallet/errors.ts";
import { retryDelayMs, triesFor } from "./retry-policy.ts";

describe("retrying a deal start or settlement", () => {
  it("waits 1 s, 2 s, 4 s, 8 s and then 10 s between tries", () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it("gives a wallet refusal 3 tries and a busy wallet or a database error about 90 s", () => {
    expect(triesFor(new WalletError("wallet/insufficient_funds", "test"))).toBe(3);
    expect(triesFor(new WalletError("wallet/busy", "test"))).toBe(12);
    expect(triesFor(new Error("connection reset"))).toBe(12);
    const waited = Array.from({ length: 11 }, (_, i) => retryDelayMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(waited).toBe(85_000);
  });
});
