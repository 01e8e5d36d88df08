import { describe, expect, it } from "vitest";
import { rateLimitKey } from "./app.ts";

describe("the API rate limit's key", () => {
  it("is the caller's address as the plugin normalises it", () => {
    expect(rateLimitKey({ ip: "203.0.113.5" })).toBe("203.0.113.5");
    expect(rateLimitKey({ ip: "::ffff:10.0.0.1" })).toBe("10.0.0.1");
    // One IPv6 /64 is one caller, as the plugin's default key has it.
    expect(rateLimitKey({ ip: "2001:db8:0:1::1" })).toBe(rateLimitKey({ ip: "2001:db8:0:1::9" }));
    expect(rateLimitKey({ ip: "2001:db8:0:1::1" })).not.toBe(rateLimitKey({ ip: "2001:db9::1" }));
  });

  it("does not throw for a request whose connection has closed (no address any more)", () => {
    expect(rateLimitKey({ ip: undefined as unknown as string })).toBe("connection-closed");
  });
});
