import "./offers.css";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { OFFERS } from "../i18n/index.ts";
import { Link } from "react-router-dom";
import { errorMessage } from "../../../shared/api/client.ts";
import { formatAmount, formatRupees } from "../../../shared/format/money.ts";
import { loadSettings, settingsAtom } from "../../../shared/settings/settings.ts";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { formatDate } from "../../../shared/ui/dates.ts";
import { fetchPromotions, type Promotion } from "../../../shared/api/promotions.ts";

export const NO_OFFERS = "Currently, No promotional offers available.";
export const OFFERS_OFF = "Adding cash is switched off, so there are no deposit offers right now.";

const percent = (n: number) => `${formatAmount(n).replace(/\.00$/, "")}%`;

function OfferCard({ offer }: { offer: Promotion }) {
  const { t } = useTranslation(OFFERS);
  return (
    <article className="offer" aria-labelledby={`offer-${offer._id}`}>
      <header className="offer__head">
        <h2 id={`offer-${offer._id}`} className="offer__name">
          {offer.sName}
        </h2>
        {offer.eCategory && <span className="status-badge status-badge--pending">{offer.eCategory === "first_deposit" ? t("firstDeposit") : offer.eCategory}</span>}
      </header>
      <p className="offer__dates">
        {t("valid", { from: formatDate(offer.dStartDate), to: formatDate(offer.dEndDate) })}
        {offer.nExpiresIn > 0 ? t("expires", { days: offer.nExpiresIn }) : t("validEnd")}
      </p>
      <table className="offer__tiers">
        <caption className="visually-hidden">{t("tiers")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("deposit")}</th>
            <th scope="col">{t("bonus")}</th>
            <th scope="col">{t("upTo")}</th>
          </tr>
        </thead>
        <tbody>
          {offer.tiers.map((tier, i) => (
            <tr key={i}>
              <td>
                {formatRupees(tier.nFrom)} – {formatRupees(tier.nTo)}
              </td>
              <td>
                {percent(tier.nPercentage)}
                {tier.tickets.length > 0 && <span className="offer__tickets"> + {tier.tickets.join(", ")}</span>}
              </td>
              <td>{tier.nMaxBonus > 0 ? formatRupees(tier.nMaxBonus) : t("noLimit")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

/** /offers: the promotional offers running now, each applied from the deposit screen. */
export default function OffersPage() {
  const { t } = useTranslation(OFFERS);
  const [offers, setOffers] = useState<Promotion[] | null>(null);
  const [error, setError] = useState("");
  const settings = useAtomValue(settingsAtom);
  // Every offer is a deposit offer: with adding cash switched off the page says so instead.
  const depositsOff = settings !== null && !settings.moneyGamesEnabled;
  useEffect(() => {
    loadSettings().catch(() => undefined);
    fetchPromotions().then(setOffers, (e: unknown) => setError(errorMessage(e)));
  }, []);
  return (
    <AccountShell title={t("title")} aside={depositsOff ? undefined : <Link to="/deposit-cash">{t("addCash")}</Link>} testId="offers">
      {depositsOff ? (
        <div className="notice" role="status" data-testid="offers-off">
          <p>{t("off")}</p>
          <p>
            <Trans t={t} i18nKey="offPractice" components={{ lobby: <Link to="/lobby" /> }} />
          </p>
        </div>
      ) : error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : offers === null ? (
        <p role="status">{t("loading")}</p>
      ) : offers.length === 0 ? (
        <p className="data-table__empty" role="status">
          {t("none")}
        </p>
      ) : (
        <div className="offers">
          {offers.map((o) => (
            <OfferCard key={o._id} offer={o} />
          ))}
        </div>
      )}
    </AccountShell>
  );
}
