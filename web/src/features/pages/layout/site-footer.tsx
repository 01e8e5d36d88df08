import { Link } from "react-router-dom";
import { Icon, type IconName } from "../../../shared/ui/icons.tsx";
import { BRAND, telHref } from "../../../shared/config/brand.ts";
import { DemoMark, useOperatorContact } from "../../../shared/config/operator-contact.tsx";
import { listStates, usePublicSettings } from "../hooks/use-public-settings.ts";

const PUBLIC_LINKS: { heading: string; links: [string, string][] }[] = [
  {
    heading: "Play",
    links: [
      ["/how-to-play", "How to play"],
      ["/tutorials", "Rummy tutorials"],
      ["/faq", "FAQ's"],
      ["/blog", "Blog"],
      ["/download", "Download"],
      ["/referearn", "Refer and earn"],
    ],
  },
  {
    heading: "Policies",
    links: [
      ["/terms-of-service", "Terms of Service"],
      ["/privacy", "Privacy Policy"],
      ["/disclaimer", "Disclaimer"],
      ["/refunds-cancellations", "Refunds and Cancellations"],
      ["/withdrawal-policy", "Withdrawal Policy"],
      ["/legality", "Legality"],
    ],
  },
  {
    heading: "Compliance",
    links: [
      ["/kyc-policy", "KYC Policy"],
      ["/customer-onboarding-policy", "Customer Onboarding"],
      ["/risk-monitoring-policy", "Risk Monitoring"],
      ["/TDS", "TDS Policy"],
      ["/GST", "GST Policy"],
    ],
  },
  {
    heading: "Company",
    links: [
      ["/about-us", "About Us"],
      ["/contact-support", "Contact Us"],
    ],
  },
];

/** Logged-in players get the `-prv` copies, opened in a new tab so a game is never lost. */
const PRIVATE_LINKS: [string, string][] = [
  ["/how-to-play-prv", "How to play"],
  ["/faq-prv", "FAQ's"],
  ["/about-us-prv", "About Us"],
  ["/tearms-of-service-prv", "Terms of Service"],
  ["/privacy-prv", "Privacy Policy"],
  ["/report-problem", "Report a problem"],
];

/**
 * The "certificates strip": facts a player can check, not third-party seals we do not hold.
 */
const ASSURANCES: { icon: IconName; text: string }[] = [
  { icon: "adult", text: "18+ only" },
  { icon: "cards", text: "Verifiable fair shuffle" },
  { icon: "id", text: "KYC-verified withdrawals" },
  { icon: "lock", text: "Encrypted connection" },
  { icon: "scale", text: "Responsible-play limits" },
];

function Assurances() {
  return (
    <ul className="assurances" aria-label="Fair play and safety">
      {ASSURANCES.map((a) => (
        <li key={a.text} className="assurance">
          <Icon name={a.icon} size={18} /> {a.text}
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter({ variant = "public" }: { variant?: "public" | "private" }) {
  const contact = useOperatorContact();
  const { restrictedStates } = usePublicSettings();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__contact">
          <p className="site-footer__brand">{BRAND.name}</p>
          <p>
            Toll-free helpline{" "}
            <a className="site-footer__phone" href={telHref(contact.helpline)}>
              {contact.helpline}
            </a>
            <DemoMark contact={contact} />
            <br />
            <small>{BRAND.supportHours}</small>
          </p>
          <p>
            <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
            <DemoMark contact={contact} />
          </p>
          <p>
            <a href={BRAND.socialUrl} target="_blank" rel="noopener noreferrer">
              Follow us on {BRAND.socialName}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
        {variant === "public" ? (
          <nav className="site-footer__nav" aria-label="Footer">
            {PUBLIC_LINKS.map((group) => (
              <div key={group.heading}>
                <h2 className="site-footer__heading">{group.heading}</h2>
                <ul>
                  {group.links.map(([to, label]) => (
                    <li key={to}>
                      <Link to={to}>{label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : (
          <nav className="site-footer__nav" aria-label="Footer">
            <ul className="site-footer__inline">
              {PRIVATE_LINKS.map(([to, label]) => (
                <li key={to}>
                  <Link to={to} target="_blank" rel="noopener">
                    {label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <Assurances />
      <p className="site-footer__legal">
        For players aged 18 and over. Not available in {listStates(restrictedStates)}. Practice chips have no cash value. © {new Date().getFullYear()}{" "}
        {BRAND.name}.
      </p>
    </footer>
  );
}
