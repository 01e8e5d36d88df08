import { createRequire } from "node:module";
import type { IndianState } from "@rummy/shared-rules";

/**
 * Where the request's own address places the player, offline, from geoip-lite (MaxMind GeoLite
 * data shipped in the npm package; a newer package version is a newer database). The server uses
 * it to cross-check the coordinates the browser claims (ACCOUNTS.md "Location").
 *
 * Accuracy: the country is right for nearly every address; the Indian state is right for most
 * fixed-line addresses and often wrong for mobile ones (a carrier's addresses can all be placed in
 * the state of its gateway), and many Indian addresses carry no state at all. Loopback, private
 * and unknown addresses resolve to nothing: then the coordinates alone decide.
 */
export type IpRegion =
  | { readonly resolved: false }
  | {
      readonly resolved: true;
      /** ISO 3166-1 alpha-2, e.g. "IN". */
      readonly country: string;
      /** The ISO 3166-2 subdivision code without the country, e.g. "TN"; null when unknown. */
      readonly region: string | null;
      /** The Indian state of `region`, when the address is in India and the code is known. */
      readonly state: IndianState | null;
    };

/**
 * ISO 3166-2:IN codes to the state names of shared-rules' indian-states.ts, with the codes that changed since
 * 2019 under both spellings (Telangana TS/TG, Chhattisgarh CT/CG, Odisha OR/OD, Uttarakhand
 * UT/UK; Dadra and Nagar Haveli and Daman and Diu merged as DH).
 */
const INDIAN_REGIONS: Readonly<Record<string, IndianState>> = {
  AN: "Andaman and Nicobar Islands",
  AP: "Andhra Pradesh",
  AR: "Arunachal Pradesh",
  AS: "Assam",
  BR: "Bihar",
  CH: "Chandigarh",
  CT: "Chhattisgarh",
  CG: "Chhattisgarh",
  DN: "Dadra and Nagar Haveli",
  DH: "Dadra and Nagar Haveli",
  DD: "Daman and Diu",
  DL: "Delhi",
  GA: "Goa",
  GJ: "Gujarat",
  HR: "Haryana",
  HP: "Himachal Pradesh",
  JK: "Jammu and Kashmir",
  JH: "Jharkhand",
  KA: "Karnataka",
  KL: "Kerala",
  LA: "Ladakh",
  LD: "Lakshadweep",
  MP: "Madhya Pradesh",
  MH: "Maharashtra",
  MN: "Manipur",
  ML: "Meghalaya",
  MZ: "Mizoram",
  NL: "Nagaland",
  OR: "Odisha",
  OD: "Odisha",
  PY: "Puducherry",
  PB: "Punjab",
  RJ: "Rajasthan",
  SK: "Sikkim",
  TN: "Tamil Nadu",
  TG: "Telangana",
  TS: "Telangana",
  TR: "Tripura",
  UP: "Uttar Pradesh",
  UT: "Uttarakhand",
  UK: "Uttarakhand",
  WB: "West Bengal",
};

interface GeoIpLite {
  lookup(ip: string): { country?: string; region?: string } | null;
}

let database: GeoIpLite | undefined;

/** Loaded on first use (about 100 ms and 130 MB): practice-only boots and most suites never need it. */
function geoip(): GeoIpLite {
  database ??= createRequire(import.meta.url)("geoip-lite") as GeoIpLite;
  return database;
}

export function ipRegion(ip: string): IpRegion {
  // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
  const address = ip.startsWith("::ffff:") && ip.includes(".") ? ip.slice(7) : ip;
  const found = address ? geoip().lookup(address) : null;
  const country = found?.country?.toUpperCase();
  if (!found || !country) return { resolved: false };
  const region = found.region ? found.region.toUpperCase() : null;
  const state = country === "IN" && region ? (INDIAN_REGIONS[region] ?? null) : null;
  return { resolved: true, country, region, state };
}
