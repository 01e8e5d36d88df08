import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import { BRAND } from "../shared/config/brand.ts";
import { tokenAtom } from "../shared/session/session.ts";
import { useTranslation } from "react-i18next";
import { COMMON } from "../shared/i18n/common.ts";
import { LanguageSwitch } from "../shared/i18n/language-switch.tsx";

export interface PublicHeaderProps {
  readonly onOpenEntry: (tab: "login" | "register") => void;
  /** The player is about to open the entry screen (hover or focus): fetch its code. */
  readonly onIntent?: () => void;
}

/**
 * The public header: brand, a few links, and Login / Register (or Lobby when logged in). Below
 * 760px the links do not fit beside the buttons, so a Menu button shows them as a drop-down.
 */
export function PublicHeader({ onOpenEntry, onIntent }: PublicHeaderProps) {
  const token = useAtomValue(tokenAtom);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { t } = useTranslation(COMMON);

  // Following a link (or Back) closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header className="public-header">
      <div className="public-header__inner">
        <Link to="/" className="brand" aria-label={t("brand.home", { brand: BRAND.name })}>
          <span className="brand__mark" aria-hidden="true">
            ♠
          </span>
          <span className="brand__name">{BRAND.name}</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="public-header__menu"
          aria-expanded={menuOpen}
          aria-controls="public-nav"
          aria-label={t("publicHeader.menu")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? "✕" : "☰"}</span>
        </button>
        <nav id="public-nav" className={menuOpen ? "public-nav public-nav--open" : "public-nav"} aria-label={t("publicHeader.nav")}>
          <NavLink to="/how-to-play" onClick={() => setMenuOpen(false)}>
            {t("publicHeader.howToPlay")}
          </NavLink>
          <NavLink to="/faq" onClick={() => setMenuOpen(false)}>
            {t("publicHeader.faq")}
          </NavLink>
          <NavLink to="/contact-support" onClick={() => setMenuOpen(false)}>
            {t("publicHeader.contact")}
          </NavLink>
        </nav>
        <div className="public-header__actions">
          <LanguageSwitch className="btn btn--outline-light btn--sm" />
          {token ? (
            <Link className="btn btn--gold btn--sm" to="/lobby">
              {t("publicHeader.goToLobby")}
            </Link>
          ) : (
            <div className="public-header__entry" onPointerEnter={onIntent} onFocus={onIntent}>
              <button type="button" className="btn btn--outline-light btn--sm" onClick={() => onOpenEntry("login")}>
                {t("publicHeader.login")}
              </button>
              <button type="button" className="btn btn--gold btn--sm" onClick={() => onOpenEntry("register")}>
                {t("publicHeader.register")}
              </button>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
