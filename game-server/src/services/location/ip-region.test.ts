import { DEFAULT_COMPLIANCE } from "@rummy/db";
import { describe, expect, it } from "vitest";
import { judgeLocation } from "../compliance/location-check.ts";
import { INDIAN_STATES } from "@rummy/shared-rules";
import { ipRegion } from "./ip-region.ts";
import { locate } from "./locate.ts";

/** Addresses from geoip-lite 2.0.3's data (a newer package may place them elsewhere: update them then). */
describe("ipRegion", () => {
  it.each([
    ["1.6.0.10", "IN", "TN", "Tamil Nadu"],
    ["::ffff:1.6.0.10", "IN", "TN", "Tamil Nadu"],
    ["14.140.64.10", "IN", "DL", "Delhi"],
    ["49.207.0.1", "IN", "TG", "Telangana"],
    ["1.39.128.10", "IN", "KA", "Karnataka"],
  ])("places %s in %s/%s (%s)", (ip, country, region, state) => {
    expect(ipRegion(ip)).toEqual({ resolved: true, country, region, state });
  });

  it("gives a country without a state when the database has none, and no state abroad", () => {
    expect(ipRegion("1.38.0.1")).toEqual({ resolved: true, country: "IN", region: null, state: null });
    expect(ipRegion("8.8.8.8")).toMatchObject({ resolved: true, country: "US", state: null });
  });

  it("cannot place loopback, private or malformed addresses", () => {
    for (const ip of ["127.0.0.1", "::1", "10.1.2.3", "192.168.1.1", "172.16.0.1", "", "not-an-ip"]) expect(ipRegion(ip)).toEqual({ resolved: false });
  });

  it("names only states of shared-rules' INDIAN_STATES", () => {
    const names = new Set<string>(INDIAN_STATES);
    for (const ip of ["1.6.0.10", "14.140.64.10", "49.207.0.1"]) {
      const found = ipRegion(ip);
      expect(found.resolved && found.state !== null && names.has(found.state)).toBe(true);
    }
  });
});

describe("judgeLocation: the stricter of the coordinates and the address wins", () => {
  const policy = DEFAULT_COMPLIANCE;
  const delhi = locate(28.61, 77.21);
  const chennai = locate(13.06, 80.25);
  const london = locate(51.5, -0.12);
  const at = (ip: string) => ipRegion(ip);

  it.each([
    ["Delhi coordinates, Delhi address", delhi, "14.140.64.10", { reason: "allowed", state: "Delhi", refusedBy: null }],
    ["Delhi coordinates, Chennai address", delhi, "1.6.0.10", { reason: "restricted_state", state: "Tamil Nadu", refusedBy: "ip" }],
    ["Chennai coordinates, Delhi address", chennai, "14.140.64.10", { reason: "restricted_state", state: "Tamil Nadu", refusedBy: "coordinates" }],
    ["Chennai coordinates, Chennai address", chennai, "1.6.0.10", { reason: "restricted_state", state: "Tamil Nadu", refusedBy: "both" }],
    ["Delhi coordinates, Karnataka address (both allowed: the finer witness names the state)", delhi, "1.39.128.10", { reason: "allowed", state: "Delhi", refusedBy: null }],
    ["Delhi coordinates, address in India without a state", delhi, "1.38.0.1", { reason: "allowed", state: "Delhi", refusedBy: null }],
    ["Delhi coordinates, US address", delhi, "8.8.8.8", { reason: "outside_india", state: null, refusedBy: "ip" }],
    ["London coordinates, Delhi address", london, "14.140.64.10", { reason: "outside_india", state: null, refusedBy: "coordinates" }],
    ["Delhi coordinates, private address (no witness)", delhi, "10.1.2.3", { reason: "allowed", state: "Delhi", refusedBy: null }],
    ["Chennai coordinates, private address", chennai, "10.1.2.3", { reason: "restricted_state", state: "Tamil Nadu", refusedBy: "coordinates" }],
  ] as const)("%s", (_name, located, ip, expected) => {
    expect(judgeLocation(policy, located, at(ip))).toEqual(expected);
  });

  it("follows the operator's list for the address too", () => {
    expect(judgeLocation({ restrictedStates: ["Delhi"] }, chennai, at("14.140.64.10"))).toEqual({ reason: "restricted_state", state: "Delhi", refusedBy: "ip" });
  });
});
