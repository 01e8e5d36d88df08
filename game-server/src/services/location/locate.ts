import { canonicalState, type IndianState } from "@rummy/shared-rules";
import { FOREIGN_TOWNS, STATE_TOWNS, type LatLon } from "./reference-towns.ts";
import { SMALL_TERRITORIES, type Territory } from "./small-territories.ts";

/**
 * The Indian state at a latitude and longitude, offline, from data shipped with the project.
 *
 * 1. The small union territories (Delhi, Chandigarh, Puducherry's pieces, Daman, Diu, Dadra and
 *    Nagar Haveli) are shapes: a point inside one is there.
 * 2. Otherwise the point takes the state of the nearest reference town; towns across the border
 *    (Pakistan, Nepal, Bangladesh, ...) make it "outside India".
 * 3. A point more than MAX_DISTANCE_KM from every reference town (open sea, far away) is outside.
 *
 * Accuracy: exact away from borders; within a border band of roughly half the spacing between
 * reference towns (typically 10-30 km, more in empty country such as the Thar and Ladakh) a point
 * may be given the neighbouring state. See game-server/ACCOUNTS.md "Location".
 */
export type Located =
  | { readonly inIndia: true; readonly state: IndianState; readonly via: "territory" | "nearest_town"; readonly distanceKm: number }
  | { readonly inIndia: false; readonly country: string | null; readonly distanceKm: number | null };

/** Beyond this from every reference town a point is not in India (the widest gaps inland are about 100 km). */
export const MAX_DISTANCE_KM = 150;

const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = (b[0] - a[0]) * RAD;
  const dLon = (b[1] - a[1]) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * RAD) * Math.cos(b[0] * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

interface Reference {
  readonly at: LatLon;
  readonly state: IndianState | null;
  readonly country: string;
}

function buildReferences(): readonly Reference[] {
  const refs: Reference[] = [];
  for (const [name, towns] of Object.entries(STATE_TOWNS)) {
    const state = canonicalState(name);
    if (!state) throw new Error(`reference-towns.ts names an unknown state: ${name}`);
    for (const at of towns) refs.push({ at, state, country: "India" });
  }
  for (const [country, towns] of Object.entries(FOREIGN_TOWNS)) for (const at of towns) refs.push({ at, state: null, country });
  return refs;
}

const REFERENCES = buildReferences();

/** Even-odd ray casting on latitude/longitude (fine at these sizes: no outline spans more than 60 km). */
function insideOutline(point: LatLon, outline: readonly LatLon[]): boolean {
  let inside = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const [yi, xi] = outline[i] as LatLon;
    const [yj, xj] = outline[j] as LatLon;
    if (yi > point[0] !== yj > point[0] && point[1] < ((xj - xi) * (point[0] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inTerritory(point: LatLon, territory: Territory): boolean {
  return "outline" in territory ? insideOutline(point, territory.outline) : distanceKm(point, territory.centre) <= territory.radiusKm;
}

/** India with its islands lies within this box; anything outside it is answered without a search. */
const BOX = { minLat: 5.5, maxLat: 37.5, minLon: 67.5, maxLon: 98 } as const;

export function locate(latitude: number, longitude: number): Located {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    throw new RangeError("latitude must be within ±90 and longitude within ±180");
  }
  if (latitude < BOX.minLat || latitude > BOX.maxLat || longitude < BOX.minLon || longitude > BOX.maxLon) {
    return { inIndia: false, country: null, distanceKm: null };
  }
  const point: LatLon = [latitude, longitude];
  const territory = SMALL_TERRITORIES.find((t) => inTerritory(point, t));
  if (territory) return { inIndia: true, state: territory.state, via: "territory", distanceKm: 0 };

  let best: Reference | undefined;
  let bestKm = Infinity;
  for (const ref of REFERENCES) {
    const km = distanceKm(point, ref.at);
    if (km < bestKm) {
      bestKm = km;
      best = ref;
    }
  }
  const rounded = Math.round(bestKm * 10) / 10;
  if (!best || bestKm > MAX_DISTANCE_KM) return { inIndia: false, country: null, distanceKm: rounded };
  if (!best.state) return { inIndia: false, country: best.country, distanceKm: rounded };
  return { inIndia: true, state: best.state, via: "nearest_town", distanceKm: rounded };
}

/** How many reference towns the lookup uses (reported in ACCOUNTS.md). */
export const REFERENCE_TOWN_COUNT = REFERENCES.length;
