import { Link } from "react-router-dom";
import { Icon } from "../../../shared/ui/icons.tsx";

/**
 * The welcome-bonus banner (SPEC.md section 1: up to ₹5000). The Online Gaming Act 2025 also
 * prohibits advertising money games, so while cash play is off the banner says plainly that
 * the bonus is paused instead of inviting a deposit.
 */
export function WelcomeBanner({ moneyGamesEnabled, bonus, onPlay }: { moneyGamesEnabled: boolean; bonus: string; onPlay: () => void }) {
  if (moneyGamesEnabled) {
    return (
      <section className="banner" aria-labelledby="welcome-bonus-title">
        <div className="banner__badge">
          <Icon name="gift" size={28} />
        </div>
        <div className="banner__text">
          <h2 id="welcome-bonus-title">Welcome bonus up to {bonus}</h2>
          <p>
            Bonus on your first deposits, released as you play at cash tables. For players aged 18+ after basic KYC.{" "}
            <Link to="/terms-of-service">Terms apply</Link>.
          </p>
        </div>
        <button type="button" className="btn btn--gold" onClick={onPlay}>
          Register
        </button>
      </section>
    );
  }
  return (
    <section className="banner banner--paused" aria-labelledby="welcome-bonus-title">
      <div className="banner__badge">
        <Icon name="gift" size={28} />
      </div>
      <div className="banner__text">
        <h2 id="welcome-bonus-title">Welcome bonus up to {bonus}: paused</h2>
        <p>
          Cash play, deposits and cash bonuses are switched off while India&apos;s Online Gaming Act 2025 prohibits online money games. Practice
          tables are free and open. <Link to="/legality">Why?</Link>
        </p>
      </div>
      <button type="button" className="btn btn--gold" onClick={onPlay}>
        Play free
      </button>
    </section>
  );
}
