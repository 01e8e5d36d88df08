/**
 * English of the `pages` namespace: the public pages' frame and the site footer. The pages' own
 * text (policies, how to play, FAQ) is not in the catalogue yet.
 */
const en = {
  updated: "Last updated: {{date}}",
  footer: {
    helpline: "Toll-free helpline",
    follow: "Follow us on {{name}}",
    newTab: " (opens in a new tab)",
    nav: "Footer",
    groups: { play: "Play", policies: "Policies", compliance: "Compliance", company: "Company" },
    links: {
      howToPlay: "How to play",
      tutorials: "Rummy tutorials",
      faq: "FAQ's",
      blog: "Blog",
      download: "Download",
      referEarn: "Refer and earn",
      terms: "Terms of Service",
      privacy: "Privacy Policy",
      disclaimer: "Disclaimer",
      refunds: "Refunds and Cancellations",
      withdrawal: "Withdrawal Policy",
      legality: "Legality",
      kyc: "KYC Policy",
      onboarding: "Customer Onboarding",
      risk: "Risk Monitoring",
      tds: "TDS Policy",
      gst: "GST Policy",
      about: "About Us",
      contact: "Contact Us",
      reportProblem: "Report a problem",
    },
    assurancesLabel: "Fair play and safety",
    assurances: { adult: "18+ only", cards: "Verifiable fair shuffle", id: "KYC-verified withdrawals", lock: "Encrypted connection", scale: "Responsible-play limits" },
    legal: "For players aged 18 and over. Not available in {{states}}. Practice chips have no cash value. © {{year}} {{brand}}.",
  },
};
export default en;
