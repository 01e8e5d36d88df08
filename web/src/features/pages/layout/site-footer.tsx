import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Icon, type IconName } from "../../../shared/ui/icons.tsx";
import { BRAND, telHref } from "../../../shared/config/brand.ts";
import { COMMON } from "../../../shared/i18n/common.ts";
import { DemoMark, useOperatorContact } from "../../../shared/config/operator-contact.tsx";
import { listStates, usePublicSettings } from "../hooks/use-public-settings.ts";
import type en from "../i18n/en.ts";
import { PAGES } from "../i18n/index.ts";

type LinkKey = keyof typeof en.footer.links;

const PUBLIC_LINKS: { group: "play" | "policies" | "compliance" | "company"; links: [string, LinkKey][] }[] = [
  {
    group: "play",
    links: [
      ["/how-to-play", "howToPlay"],
      ["/tutorials", "tutorials"],
      ["/faq", "faq"],
      ["/blog", "blog"],
      ["/download", "download"],
      ["/referearn", "referEarn"],
    ],
  },
  {
    group: "policies",
    links: [
      ["/terms-of-service", "terms"],
      ["/privacy", "privacy"],
      ["/disclaimer", "disclaimer"],
      ["/refunds-cancellations", "refunds"],
      ["/withdrawal-policy", "withdrawal"],
      ["/legality", "legality"],
    ],
  },
  {
    group: "compliance",
    links: [
      ["/kyc-policy", "kyc"],
      ["/customer-onboarding-policy", "onboarding"],
      ["/risk-monitoring-policy", "risk"],
      ["/TDS", "tds"],
      ["/GST", "gst"],
    ],
  },
  {
    group: "company",
    links: [
      ["/about-us", "about"],
      ["/contact-support", "contact"],
    ],
  },
];

/** Logged-in players get the `-prv` copies, opened in a new tab so a game is never lost. */
const PRIVATE_LINKS: [string, LinkKey][] = [
  ["/how-to-play-prv", "howToPlay"],
  ["/faq-prv", "faq"],
  ["/about-us-prv", "about"],
  ["/tearms-of-service-prv", "terms"],
  ["/privacy-prv", "privacy"],
  ["/report-problem", "reportProblem"],
];

/**
 * The "certificates strip": facts a player can check, not third-party seals we do not hold.
 */
const ASSURANCES = ["adult", "cards", "id", "lock", "scale"] as const satisfies readonly IconName[];

function Assurances() {
  const { t } = useTranslation(PAGES);
  return (
    <ul className="assurances" aria-label={t("footer.assurancesLabel")}>
      {ASSURANCES.map((icon) => (
        <li key={icon} className="assurance">
          <Icon name={icon} size={18} /> {t(`footer.assurances.${icon}`)}
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter({ variant = "public" }: { variant?: "public" | "private" }) {
  const { t } = useTranslation(PAGES);
  const { t: common } = useTranslation(COMMON);
  const contact = useOperatorContact();
  const { restrictedStates } = usePublicSettings();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__contact">
          <p className="site-footer__brand">{BRAND.name}</p>
          <p>
            {t("footer.helpline")}{" "}
            <a className="site-footer__phone" href={telHref(contact.helpline)}>
              {contact.helpline}
            </a>
            <DemoMark contact={contact} />
            <br />
            <small>{common("operator.hours")}</small>
          </p>
          <p>
            <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
            <DemoMark contact={contact} />
          </p>
          <p>
            <a href={BRAND.socialUrl} target="_blank" rel="noopener noreferrer">
              {t("footer.follow", { name: BRAND.socialName })}
              <span className="visually-hidden">{t("footer.newTab")}</span>
            </a>
          </p>
        </div>
        {variant === "public" ? (
          <nav className="site-footer__nav" aria-label={t("footer.nav")}>
            {PUBLIC_LINKS.map((group) => (
              <div key={group.group}>
                <h2 className="site-footer__heading">{t(`footer.groups.${group.group}`)}</h2>
                <ul>
                  {group.links.map(([to, label]) => (
                    <li key={to}>
                      <Link to={to}>{t(`footer.links.${label}`)}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : (
          <nav className="site-footer__nav" aria-label={t("footer.nav")}>
            <ul className="site-footer__inline">
              {PRIVATE_LINKS.map(([to, label]) => (
                <li key={to}>
                  <Link to={to} target="_blank" rel="noopener">
                    {t(`footer.links.${label}`)}
                    <span className="visually-hidden">{t("footer.newTab")}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <Assurances />
      <p className="site-footer__legal">
        {t("footer.legal", { states: listStates(restrictedStates), year: new Date().getFullYear(), brand: BRAND.name })}
      </p>
    </footer>
  );
}
