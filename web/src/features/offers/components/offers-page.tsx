import "./offers.css";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
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
  return (
    <article className="offer" aria-labelledby={`offer-${offer._id}`}>
      <header className="offer__head">
        <h2 id={`offer-${offer._id}`} className="offer__name">
          {offer.sName}
        </h2>
        {offer.eCategory && <span className="status-badge status-badge--pending">{offer.eCategory === "first_deposit" ? "First deposit only, locked bonus" : offer.eCategory}</span>}
      </header>
      <p className="offer__dates">
        Valid {formatDate(offer.dStartDate)} to {formatDate(offer.dEndDate)}
        {offer.nExpiresIn > 0 ? `. The bonus expires ${offer.nExpiresIn} days after it is credited.` : "."}
      </p>
      <table className="offer__tiers">
        <caption className="visually-hidden">Bonus by deposit amount</caption>
        <thead>
          <tr>
            <th scope="col">Deposit</th>
            <th scope="col">Bonus</th>
            <th scope="col">Up to</th>
          </tr>
        </thead>
        <tbody>
          {offer.tiers.map((t, i) => (
            <tr key={i}>
              <td>
                {formatRupees(t.nFrom)} – {formatRupees(t.nTo)}
              </td>
              <td>
                {percent(t.nPercentage)}
                {t.tickets.length > 0 && <span className="offer__tickets"> + {t.tickets.join(", ")}</span>}
              </td>
              <td>{t.nMaxBonus > 0 ? formatRupees(t.nMaxBonus) : "No limit"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

/** /offers: the promotional offers running now, each applied from the deposit screen. */
export default function OffersPage() {
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
    <AccountShell title="Offers" aside={depositsOff ? undefined : <Link to="/deposit-cash">Add cash</Link>} testId="offers">
      {depositsOff ? (
        <div className="notice" role="status" data-testid="offers-off">
          <p>{OFFERS_OFF}</p>
          <p>
            Offers are bonuses on deposits. Practice tables stay open in the <Link to="/lobby">lobby</Link>, played for practice chips.
          </p>
        </div>
      ) : error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : offers === null ? (
        <p role="status">Loading offers…</p>
      ) : offers.length === 0 ? (
        <p className="data-table__empty" role="status">
          {NO_OFFERS}
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
