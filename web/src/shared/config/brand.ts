/**
 * Operator details shown on the public site. SPEC.md leaves them out ("They carry operator
 * details, omitted here"), so they come from the build environment (VITE_*) with neutral
 * defaults an operator replaces before going live.
 */
const env = import.meta.env;

function setting(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
}

export const BRAND = {
  name: setting(env["VITE_BRAND_NAME"], "Rummy"),
  /** The toll-free helpline ({phone} in SPEC.md). */
  helpline: setting(env["VITE_SUPPORT_PHONE"], "1800-000-0000"),
  supportEmail: setting(env["VITE_SUPPORT_EMAIL"], "support@example.com"),
  officeAddress: setting(env["VITE_OFFICE_ADDRESS"], "Corporate office, Sector 17, Chandigarh 160017, India"),
  socialUrl: setting(env["VITE_SOCIAL_URL"], "https://x.com"),
  socialName: setting(env["VITE_SOCIAL_NAME"], "X"),
  supportHours: "10:00 to 19:00 IST, every day",
} as const;

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
