import { describe, expect, it } from "vitest";
import { distanceKm, locate, REFERENCE_TOWN_COUNT } from "./locate.ts";
import { FOREIGN_TOWNS, STATE_TOWNS } from "./reference-towns.ts";

/**
 * Known places and their state. None of them is a reference town itself (checked below), so the
 * table measures the lookup rather than echoing its data. "border" rows lie within about 25 km of
 * another state or country.
 */
const PLACES: readonly (readonly [string, number, number, string, "border"?])[] = [
  ["Whitefield, Bengaluru", 12.97, 77.75, "Karnataka"],
  ["Manipal", 13.35, 74.79, "Karnataka"],
  ["Gokarna", 14.55, 74.32, "Karnataka"],
  ["Hampi", 15.33, 76.46, "Karnataka"],
  ["Bandipur", 11.66, 76.63, "Karnataka", "border"],
  ["Sriperumbudur", 12.97, 79.95, "Tamil Nadu"],
  ["Tambaram", 12.92, 80.13, "Tamil Nadu"],
  ["Mahabalipuram", 12.62, 80.19, "Tamil Nadu"],
  ["Mayiladuthurai", 11.1, 79.65, "Tamil Nadu"],
  ["Coonoor", 11.35, 76.8, "Tamil Nadu", "border"],
  ["Auroville", 12.007, 79.81, "Tamil Nadu", "border"],
  ["Aluva", 10.11, 76.35, "Kerala"],
  ["Guruvayur", 10.59, 76.04, "Kerala"],
  ["Varkala", 8.73, 76.72, "Kerala"],
  ["Calangute", 15.54, 73.76, "Goa"],
  ["Colva", 15.28, 73.92, "Goa"],
  ["Amaravati", 16.51, 80.52, "Andhra Pradesh"],
  ["Tenali", 16.24, 80.64, "Andhra Pradesh"],
  ["Anakapalli", 17.69, 83.0, "Andhra Pradesh"],
  ["Puttaparthi", 14.17, 77.81, "Andhra Pradesh"],
  ["Atmakur (Kurnool)", 15.88, 78.59, "Andhra Pradesh"],
  ["HITEC City, Hyderabad", 17.44, 78.38, "Telangana"],
  ["Shamshabad", 17.24, 78.43, "Telangana"],
  ["Bhongir", 17.51, 78.89, "Telangana"],
  ["Jangaon", 17.72, 79.15, "Telangana"],
  ["Paloncha", 17.6, 80.7, "Telangana", "border"],
  ["Konark", 19.89, 86.09, "Odisha"],
  ["Balugaon", 19.74, 85.22, "Odisha"],
  ["Brajrajnagar", 21.82, 83.92, "Odisha"],
  ["Chandil", 22.95, 86.05, "Jharkhand"],
  ["Netarhat", 23.48, 84.27, "Jharkhand"],
  ["Tamluk", 22.3, 87.92, "West Bengal"],
  ["Kalyani", 22.98, 88.43, "West Bengal"],
  ["Bagdogra", 26.7, 88.32, "West Bengal", "border"],
  ["Rumtek", 27.29, 88.56, "Sikkim"],
  ["Mawsynram", 25.3, 91.58, "Meghalaya", "border"],
  ["Palasbari", 26.12, 91.54, "Assam"],
  ["Kohora (Kaziranga)", 26.59, 93.4, "Assam"],
  ["Khonoma", 25.65, 94.02, "Nagaland"],
  ["Moirang", 24.5, 93.77, "Manipur"],
  ["Melaghar", 23.5, 91.33, "Tripura", "border"],
  ["Rupa", 27.2, 92.4, "Arunachal Pradesh"],
  ["Bodh Gaya", 24.7, 84.99, "Bihar"],
  ["Vaishali", 25.99, 85.13, "Bihar"],
  ["Sarnath", 25.38, 83.02, "Uttar Pradesh"],
  ["Noida Sector 62", 28.62, 77.37, "Uttar Pradesh", "border"],
  ["Indirapuram", 28.64, 77.37, "Uttar Pradesh", "border"],
  ["Connaught Place", 28.63, 77.22, "Delhi"],
  ["IGI Airport", 28.56, 77.1, "Delhi", "border"],
  ["Narela", 28.85, 77.09, "Delhi", "border"],
  ["Cyber City, Gurugram", 28.49, 77.09, "Haryana", "border"],
  ["Faridabad NIT", 28.39, 77.3, "Haryana", "border"],
  ["Sultanpur National Park", 28.46, 76.89, "Haryana"],
  ["Sector 17, Chandigarh", 30.74, 76.78, "Chandigarh"],
  ["Mohali Phase 7", 30.705, 76.72, "Punjab", "border"],
  ["Attari", 31.6, 74.6, "Punjab", "border"],
  ["Kasauli", 30.9, 76.96, "Himachal Pradesh", "border"],
  ["Kasol", 32.01, 77.31, "Himachal Pradesh"],
  ["Lansdowne", 29.84, 78.68, "Uttarakhand"],
  ["Ramnagar", 29.39, 79.13, "Uttarakhand"],
  ["Katra", 32.99, 74.93, "Jammu and Kashmir"],
  ["Lamayuru", 34.28, 76.77, "Ladakh"],
  ["Pushkar", 26.49, 74.55, "Rajasthan"],
  ["Mandawa", 28.06, 75.15, "Rajasthan"],
  ["Pindwara", 24.79, 73.06, "Rajasthan"],
  ["Kevadia", 21.84, 73.72, "Gujarat"],
  ["Somnath", 20.89, 70.4, "Gujarat"],
  ["Saputara", 20.58, 73.75, "Gujarat", "border"],
  ["Lonar", 19.98, 76.52, "Maharashtra"],
  ["Vashi, Navi Mumbai", 19.08, 73.0, "Maharashtra"],
  ["Ajanta", 20.55, 75.7, "Maharashtra"],
  ["Sanchi", 23.48, 77.74, "Madhya Pradesh"],
  ["Mhow", 22.55, 75.76, "Madhya Pradesh"],
  ["Omkareshwar", 22.25, 76.15, "Madhya Pradesh"],
  ["Chitrakote Falls", 19.21, 81.7, "Chhattisgarh"],
  ["Puducherry promenade", 11.93, 79.835, "Puducherry"],
  ["Karaikal beach", 10.91, 79.85, "Puducherry"],
  ["Kavaratti", 10.56, 72.63, "Lakshadweep"],
  ["Havelock Island", 11.98, 92.99, "Andaman and Nicobar Islands"],
];

/**
 * Places the lookup gets wrong, kept here so the documented accuracy is tested too: each is given
 * the neighbour's state. New reference towns that fix one move it to PLACES.
 */
const KNOWN_MISSES: readonly (readonly [string, number, number, string, string])[] = [
  ["Lakhipur (Cachar)", 24.79, 93.01, "Assam", "Manipur"],
];

const OUTSIDE: readonly (readonly [string, number, number])[] = [
  ["Lahore", 31.52, 74.36],
  ["Patan, Kathmandu valley", 27.67, 85.32],
  ["Gulshan, Dhaka", 23.79, 90.41],
  ["Dehiwala, Colombo", 6.85, 79.87],
  ["Thimphu (north)", 27.5, 89.63],
  ["Arabian Sea", 15, 65],
  ["Bay of Bengal", 15, 88],
  ["London", 51.5, -0.12],
  ["Singapore", 1.35, 103.8],
];

describe("offline state lookup", () => {
  it("uses several hundred reference towns", () => expect(REFERENCE_TOWN_COUNT).toBeGreaterThan(600));

  it("the test places are not reference towns", () => {
    const refs = [...Object.values(STATE_TOWNS), ...Object.values(FOREIGN_TOWNS)].flat();
    for (const [name, lat, lon] of [...PLACES, ...KNOWN_MISSES, ...OUTSIDE]) {
      expect(refs.some(([a, b]) => a === lat && b === lon), name).toBe(false);
    }
  });

  const places = PLACES.map(([name, lat, lon, state, band]) => ({ name, lat, lon, state, where: band ? "(border band)" : "" }));
  it.each(places)("$name is in $state $where", ({ lat, lon, state }) => {
    const found = locate(lat, lon);
    expect(found.inIndia ? found.state : "outside India").toBe(state);
  });

  const misses = KNOWN_MISSES.map(([name, lat, lon, really, given]) => ({ name, lat, lon, really, given }));
  it.each(misses)("known miss: $name (really $really) resolves to $given", ({ lat, lon, given }) => {
    const found = locate(lat, lon);
    expect(found.inIndia ? found.state : "outside India").toBe(given);
  });

  it.each(OUTSIDE)("%s is outside India", (_name, lat, lon) => {
    expect(locate(lat, lon).inIndia).toBe(false);
  });

  it("names the neighbouring country when it knows it", () => {
    expect(locate(31.52, 74.36)).toMatchObject({ inIndia: false, country: "Pakistan" });
    expect(locate(23.79, 90.41)).toMatchObject({ inIndia: false, country: "Bangladesh" });
    expect(locate(51.5, -0.12)).toMatchObject({ inIndia: false, country: null });
  });

  it("leave-one-out over the reference towns (a third of them border towns) stays above 80%", () => {
    const refs = [
      ...Object.entries(STATE_TOWNS).flatMap(([state, towns]) => towns.map((at) => ({ at, label: state }))),
      ...Object.entries(FOREIGN_TOWNS).flatMap(([country, towns]) => towns.map((at) => ({ at, label: `abroad: ${country}` }))),
    ];
    let right = 0;
    let total = 0;
    refs.forEach((town, i) => {
      if (town.label.startsWith("abroad")) return;
      let best = "";
      let bestKm = Infinity;
      refs.forEach((other, j) => {
        const km = j === i ? Infinity : distanceKm(town.at, other.at);
        if (km < bestKm) [best, bestKm] = [other.label, km];
      });
      total += 1;
      if (best === town.label) right += 1;
    });
    console.log(`leave-one-out: ${right} of ${total} reference towns (${((100 * right) / total).toFixed(1)}%)`);
    expect(right / total).toBeGreaterThan(0.8);
  });

  it("refuses impossible coordinates", () => {
    expect(() => locate(91, 0)).toThrow(RangeError);
    expect(() => locate(0, Number.NaN)).toThrow(RangeError);
  });
});
