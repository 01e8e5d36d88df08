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
import { useStickyHeader } from "./use-sticky-header.ts";

export const LOGOUT_QUESTION = "Are you sure you want to Logout?";

function Wallet({ chips }: { chips: number | null }) {
  return (
    <div className="wallet">
      <span className="wallet__label">Balance</span>
      <span className="wallet__amount" data-testid="wallet-balance" aria-label={chips === null ? "Balance loading" : `Balance ${formatRupees(chips)}`}>
        {chips === null ? "…" : `₹${formatCompact(chips)}`}
      </span>
      <Link to="/deposit-cash" className="wallet__add" aria-label="Add cash">
        <span aria-hidden="true">+</span>
        <span className="wallet__add-text">Add cash</span>
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
  const { open: menuOpen, setOpen: setMenuOpen, menuRef, buttonRef: menuButtonRef } = useHeaderMenu();

  const confirmLogout = async () => {
    setConfirming(false);
    await logout();
    navigate("/", { replace: true });
  };

  return (
    <header className={`shell-header${sticky ? " is-sticky" : ""}`} data-testid="shell-header">
      <div className="shell-header__inner">
        <Link to="/lobby" className="brand" aria-label={`${BRAND.name} lobby`}>
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
          <span className="visually-hidden">Menu</span>
        </button>
        <div id="shell-menu" ref={menuRef} className={`shell-header__menu${menuOpen ? " is-open" : ""}`}>
          <p className="greeting">
            Welcome, <strong data-testid="username">{profile?.sUserName ?? ""}</strong>
          </p>
          <nav aria-label="Main">
            <ul className="shell-nav" onClick={() => setMenuOpen(false)}>
              <li>
                <NavLink to="/lobby">Lobby</NavLink>
              </li>
              <li>
                <NavLink to="/my-account">My Account</NavLink>
              </li>
            </ul>
          </nav>
          <button
            type="button"
            className="btn btn--outline-light btn--sm"
            onClick={() => {
              setMenuOpen(false);
              setConfirming(true);
            }}
          >
            Logout
          </button>
        </div>
      </div>
      {confirming && (
        <ConfirmModal title="Logout" message={LOGOUT_QUESTION} onConfirm={() => void confirmLogout()} onCancel={() => setConfirming(false)} testId="logout-confirm" />
      )}
    </header>
  );
}
