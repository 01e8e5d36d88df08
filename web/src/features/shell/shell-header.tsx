import "./shell.css";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { Link, NavLink, useNavigate } from "react-router-dom";
import { BRAND } from "../../shared/config/brand.ts";
import { formatCompact, formatRupees } from "../../shared/format/money.ts";
import { profileAtom } from "../../shared/session/profile.ts";
import { ConfirmModal } from "../../shared/ui/confirm-modal.tsx";
import { logout } from "./logout.ts";
import { useHeaderMenu } from "./use-header-menu.ts";
import { useTranslation } from "react-i18next";
import { COMMON } from "../../shared/i18n/common.ts";
import { SHELL } from "./i18n/index.ts";
import { LanguageSwitch } from "../../shared/i18n/language-switch.tsx";
import english from "./i18n/en.ts";
import { useStickyHeader } from "./use-sticky-header.ts";

export const LOGOUT_QUESTION = english.header.logoutQuestion;

function Wallet({ chips }: { chips: number | null }) {
  const { t } = useTranslation(SHELL);
  return (
    <div className="wallet">
      <span className="wallet__label">{t("header.balance")}</span>
      <span className="wallet__amount" data-testid="wallet-balance" aria-label={chips === null ? t("header.balanceLoading") : t("header.balanceIs", { amount: formatRupees(chips) })}>
        {chips === null ? "…" : `₹${formatCompact(chips)}`}
      </span>
      <Link to="/deposit-cash" className="wallet__add" aria-label={t("header.addCash")}>
        <span aria-hidden="true">+</span>
        <span className="wallet__add-text">{t("header.addCash")}</span>
      </Link>
    </div>
  );
}

/**
 * The logged-in header (SPEC.md section 2): Lobby and My Account, the wallet balance with its
 * add-cash link, 'Welcome,' and the username, and Logout with its confirmation.
 */
export function ShellHeader() {
  const profile = useAtomValue(profileAtom);
  const sticky = useStickyHeader();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { t } = useTranslation(SHELL);
  const { t: common } = useTranslation(COMMON);
  const { open: menuOpen, setOpen: setMenuOpen, menuRef, buttonRef: menuButtonRef } = useHeaderMenu();

  const confirmLogout = async () => {
    setConfirming(false);
    await logout();
    navigate("/", { replace: true });
  };

  return (
    <header className={`shell-header${sticky ? " is-sticky" : ""}`} data-testid="shell-header">
      <div className="shell-header__inner">
        <Link to="/lobby" className="brand" aria-label={common("brand.lobby", { brand: BRAND.name })}>
          <span className="brand__mark" aria-hidden="true">
            ♠
          </span>
          <span className="brand__name">{BRAND.name}</span>
        </Link>
        <Wallet chips={profile ? profile.nChips : null} />
        <button
          ref={menuButtonRef}
          type="button"
          className="shell-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="shell-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{t("header.menu")}</span>
        </button>
        <div id="shell-menu" ref={menuRef} className={`shell-header__menu${menuOpen ? " is-open" : ""}`}>
          <p className="greeting">
            {t("header.welcome")} <strong data-testid="username">{profile?.sUserName ?? ""}</strong>
          </p>
          <nav aria-label={t("header.nav")}>
            <ul className="shell-nav" onClick={() => setMenuOpen(false)}>
              <li>
                <NavLink to="/lobby">{t("header.lobby")}</NavLink>
              </li>
              <li>
                <NavLink to="/my-account">{t("header.myAccount")}</NavLink>
              </li>
            </ul>
          </nav>
          <LanguageSwitch className="btn btn--outline-light btn--sm" />
          <button
            type="button"
            className="btn btn--outline-light btn--sm"
            onClick={() => {
              setMenuOpen(false);
              setConfirming(true);
            }}
          >
            {t("header.logout")}
          </button>
        </div>
      </div>
      {confirming && (
        <ConfirmModal title={t("header.logout")} message={t("header.logoutQuestion")} onConfirm={() => void confirmLogout()} onCancel={() => setConfirming(false)} testId="logout-confirm" />
      )}
    </header>
  );
}
