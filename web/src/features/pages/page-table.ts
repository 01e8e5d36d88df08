import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * The public information pages of SPEC.md section 2, each loaded on demand so the home page
 * bundle stays small. The app router mounts them publicly, and the `-prv` copies in the shell.
 */
export interface InfoPage {
  readonly path: string;
  readonly Component: LazyExoticComponent<ComponentType>;
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

export const AboutUsPage = page(() => import("./content/about-us.tsx"));
export const HowToPlayPage = page(() => import("./content/how-to-play.tsx"));
export const FaqInfoPage = page(() => import("./content/faq-page.tsx"));
export const TermsPage = page(() => import("./content/terms-of-service.tsx"));
export const PrivacyPage = page(() => import("./content/privacy-policy.tsx"));
const ContactPage = page(() => import("./contact/contact-page.tsx"));

export const PUBLIC_INFO_PAGES: readonly InfoPage[] = [
  { path: "/about-us", Component: AboutUsPage },
  { path: "/TDS", Component: page(() => import("./content/tds-policy.tsx")) },
  { path: "/GST", Component: page(() => import("./content/gst-policy.tsx")) },
  { path: "/customer-onboarding-policy", Component: page(() => import("./content/onboarding-policy.tsx")) },
  { path: "/risk-monitoring-policy", Component: page(() => import("./content/risk-monitoring-policy.tsx")) },
  { path: "/kyc-policy", Component: page(() => import("./content/kyc-policy.tsx")) },
  { path: "/contact", Component: ContactPage },
  { path: "/faq", Component: FaqInfoPage },
  { path: "/download", Component: page(() => import("./content/download-page.tsx")) },
  { path: "/how-to-play", Component: HowToPlayPage },
  { path: "/contact-support", Component: ContactPage },
  { path: "/tutorials", Component: page(() => import("./content/tutorials.tsx")) },
  { path: "/legality", Component: page(() => import("./content/legality.tsx")) },
  { path: "/terms-of-service", Component: TermsPage },
  { path: "/privacy", Component: PrivacyPage },
  { path: "/blog", Component: page(() => import("./content/blog.tsx")) },
  { path: "/blog-inner", Component: page(() => import("./content/blog-inner.tsx")) },
  { path: "/disclaimer", Component: page(() => import("./content/disclaimer.tsx")) },
  { path: "/referearn", Component: page(() => import("./content/refer-earn.tsx")) },
  { path: "/refunds-cancellations", Component: page(() => import("./content/refunds.tsx")) },
  { path: "/withdrawal-policy", Component: page(() => import("./content/withdrawal-policy.tsx")) },
];

/** The logged-in copies of SPEC.md section 2 (opened from the lobby footer in a new tab). */
export const PRIVATE_INFO_PAGES: readonly InfoPage[] = [
  { path: "/tearms-of-service-prv", Component: TermsPage },
  { path: "/about-us-prv", Component: AboutUsPage },
  { path: "/how-to-play-prv", Component: HowToPlayPage },
  { path: "/faq-prv", Component: FaqInfoPage },
  { path: "/privacy-prv", Component: PrivacyPage },
];
