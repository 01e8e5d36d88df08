import { Icon, type IconName } from "../../../shared/ui/icons.tsx";

/** Instant-deposit and security highlights (SPEC.md section 1), honest about the cash switch. */
export function Highlights({ moneyGamesEnabled }: { moneyGamesEnabled: boolean }) {
  const items: { icon: IconName; title: string; text: string }[] = [
    moneyGamesEnabled
      ? { icon: "bolt", title: "Instant deposits", text: "Add cash by UPI in seconds; your balance updates as soon as the bank confirms." }
      : {
          icon: "bolt",
          title: "Deposits paused, balances safe",
          text: "Deposits are off while cash play is switched off. Withdrawals of existing balances stay open.",
        },
    { icon: "lock", title: "Secure by design", text: "Passwords are hashed with Argon2, sessions end when you log out, and every rupee moves through a double-entry ledger." },
    { icon: "cards", title: "Fair, verifiable shuffle", text: "A cryptographic shuffle on our server, a deck fingerprint before each deal and the seed after it." },
    { icon: "users", title: "2 to 6 players", text: "Points, Pool, Deals and 21-card tables with a 30-second turn and a 10-second time bank." },
  ];
  return (
    <section className="section highlights" aria-label="Why play with us">
      {items.map((item) => (
        <article key={item.title} className="highlight">
          <span className="highlight__icon">
            <Icon name={item.icon} />
          </span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </article>
      ))}
    </section>
  );
}
