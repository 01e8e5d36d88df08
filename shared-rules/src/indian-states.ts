/**
 * The 37 states and union territories of SPEC.md section 3's address list (Dadra and Nagar Haveli
 * and Daman and Diu are listed separately, as the address form does). One list for the web's
 * address form and the server: the offline location lookup answers with these exact names, the
 * restricted-state list and the stored addresses use them too.
 */
export const INDIAN_STATES = [
  "Andaman and Nicobar Islands",
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chandigarh",
  "Chhattisgarh",
  "Dadra and Nagar Haveli",
  "Daman and Diu",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Lakshadweep",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Puducherry",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];

const byLowerName = new Map<string, IndianState>(INDIAN_STATES.map((s) => [s.toLowerCase(), s]));

/** The canonical spelling of a state name, case-insensitively, or undefined. */
export function canonicalState(name: string): IndianState | undefined {
  return byLowerName.get(name.trim().replace(/\s+/g, " ").replace(/&/g, "and").toLowerCase());
}
