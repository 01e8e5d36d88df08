import { useAtomValue } from "jotai";
import { Link, NavLink } from "react-router-dom";
import { BRAND } from "../shared/config/brand.ts";
import { tokenAtom } from "../shared/session/session.ts";

export interface PublicHeaderProps {
  readonly onOpenEntry: (tab: "login" | "register") => void;
  /** The player is about to open the entry screen (hover or focus): fetch its code. */
  readonly onIntent?: () => void;
}

/** The public header: brand, a few links, and Login / Register (or Lobby when logged in). */
export function PublicHeader({ onOpenEntry, onIntent }: PublicHeaderProps) {
  const token = useAtomValue(tokenAtom);
  return (
    <header className="public-header">
      <div className="public-header__inner">
        <Link to="/" className="brand" aria-label={`${BRAND.name} home`}>
          <span className="brand__mark" aria-hidden="true">
            ♠
          </span>
          <span className="brand__name">{BRAND.name}</span>
        </Link>
        <nav className="public-nav" aria-label="Main">
          <NavLink to="/how-to-play">How to play</NavLink>
          <NavLink to="/faq">FAQ&apos;s</NavLink>
          <NavLink to="/contact-support">Contact</NavLink>
        </nav>
        <div className="public-header__actions">
          {token ? (
            <Link className="btn btn--gold btn--sm" to="/lobby">
              Go to lobby
            </Link>
          ) : (
            <div className="public-header__entry" onPointerEnter={onIntent} onFocus={onIntent}>
              <button type="button" className="btn btn--outline-light btn--sm" onClick={() => onOpenEntry("login")}>
                Login
              </button>
              <button type="button" className="btn btn--gold btn--sm" onClick={() => onOpenEntry("register")}>
                Register
              </button>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
