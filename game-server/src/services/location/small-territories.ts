import type { IndianState } from "@rummy/shared-rules";
import type { LatLon } from "./reference-towns.ts";

/**
 * Union territories too small (or too enclosed) for the nearest-town rule: Delhi and Chandigarh
 * as coarse hand-drawn outlines, the scattered pieces of Puducherry, Daman, Diu and Dadra and
 * Nagar Haveli as circles around their towns. A point inside one of these is in that territory,
 * whatever the nearest town says. Outlines follow the boundary to within about 2-3 km.
 */
export type Territory =
  | { readonly state: IndianState; readonly name: string; readonly outline: readonly LatLon[] }
  | { readonly state: IndianState; readonly name: string; readonly centre: LatLon; readonly radiusKm: number };

export const SMALL_TERRITORIES: readonly Territory[] = [
  {
    state: "Delhi",
    name: "NCT of Delhi",
    outline: [
      [28.88, 77.11], [28.84, 77.22], [28.72, 77.29], [28.69, 77.33], [28.64, 77.33], [28.6, 77.32], [28.57, 77.3],
      [28.52, 77.33], [28.48, 77.31], [28.41, 77.22], [28.47, 77.12], [28.51, 77.08], [28.53, 77.03], [28.55, 76.95],
      [28.6, 76.84], [28.67, 76.96], [28.74, 76.97], [28.82, 77.01],
    ],
  },
  {
    state: "Chandigarh",
    name: "Chandigarh",
    outline: [
      [30.795, 76.77], [30.78, 76.81], [30.73, 76.84], [30.7, 76.83], [30.67, 76.8], [30.69, 76.75], [30.72, 76.71],
      [30.75, 76.7], [30.79, 76.73],
    ],
  },
  { state: "Puducherry", name: "Puducherry", centre: [11.93, 79.81], radiusKm: 6 },
  { state: "Puducherry", name: "Karaikal", centre: [10.92, 79.83], radiusKm: 7 },
  { state: "Puducherry", name: "Yanam", centre: [16.73, 82.21], radiusKm: 3 },
  { state: "Puducherry", name: "Mahe", centre: [11.7, 75.54], radiusKm: 2.5 },
  { state: "Daman and Diu", name: "Daman", centre: [20.42, 72.85], radiusKm: 5 },
  { state: "Daman and Diu", name: "Diu", centre: [20.72, 70.94], radiusKm: 6 },
  { state: "Dadra and Nagar Haveli", name: "Dadra and Nagar Haveli", centre: [20.22, 73.08], radiusKm: 13 },
];
