/** SPEC.md section 2: the lobby's footer links open in a new tab, so a running game is never lost. */
const LINKS: readonly [string, string][] = [
  ["/how-to-play-prv", "How to Play"],
  ["/report-problem", "Report a Problem"],
  ["/tearms-of-service-prv", "Terms of Service"],
  ["/privacy-prv", "Privacy Policy"],
];

export function LobbyFooter() {
  return (
    <nav className="lobby-footer" aria-label="Lobby help">
      <ul>
        {LINKS.map(([href, label]) => (
          <li key={href}>
            <a href={href} target="_blank" rel="noopener">
              {label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
