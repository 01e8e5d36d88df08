import { describe, expect, it } from "vitest";
import { addressKeyOf, deviceIdOf } from "./identifiers.ts";

describe("device ids", () => {
  it.each([
    ["0123456789abcdef0123456789abcdef", "0123456789abcdef0123456789abcdef"],
    ["3f1c2a4e-9b7d-4c1e-8f00-aa11bb22cc33", "3f1c2a4e-9b7d-4c1e-8f00-aa11bb22cc33"],
    ["short", null],
    ["has spaces in it, not an id", null],
    ["x".repeat(65), null],
    [undefined, null],
  ])("%s -> %s", (header, id) => {
    expect(deviceIdOf(header)).toBe(id);
  });

  it("reads the first of repeated headers", () => {
    expect(deviceIdOf(["aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb"])).toBe("aaaaaaaaaaaaaaaa");
  });
});

describe("login addresses", () => {
  it.each([
    ["49.36.10.7", "49.36.10.7"],
    ["127.0.0.1", null],
    ["10.1.2.3", null],
    ["172.20.0.5", null],
    ["172.32.0.5", "172.32.0.5"],
    ["192.168.1.9", null],
    ["100.72.3.4", null],
    ["169.254.0.1", null],
    ["::1", null],
    ["::ffff:49.36.10.7", "49.36.10.7"],
    ["::ffff:127.0.0.1", null],
    ["2401:4900:1c3a:52f1:8d3:2e1a:bb01:7", "2401:4900:1c3a:52f1::/64"],
    ["2401:4900:1c3a:52f1::9", "2401:4900:1c3a:52f1::/64"],
    ["2401:4900::1", "2401:4900:0:0::/64"],
    ["fe80::1", null],
    ["fd12:3456::1", null],
    ["not an address", null],
  ])("%s -> %s", (ip, key) => {
    expect(addressKeyOf(ip)).toBe(key);
  });

  it("gives two devices of one household the same key", () => {
    expect(addressKeyOf("2401:4900:1c3a:52f1:aaaa::1")).toBe(addressKeyOf("2401:4900:1c3a:52f1:bbbb:cccc:dddd:eeee"));
  });
});
