import "./ui-extras.css";
import type { ReactNode } from "react";
import { NavLink } from "react-router-dom";
import { useDocumentTitle } from "./use-document-title.ts";

/** The account area's side navigation (SPEC.md section 2), in the order a player looks for things. */
export const ACCOUNT_LINKS: readonly { readonly to: string; readonly label: string }[] = [
  { to: "/my-account", label: "My Profile" },
  { to: "/deposit-cash", label: "Deposit Cash" },
  { to: "/withdraw", label: "Withdraw" },
  { to: "/passbook", label: "Passbook" },
  { to: "/game-transaction", label: "Game Transactions" },
  { to: "/tournament-transaction", label: "Tournament Transactions" },
  { to: "/bonus", label: "Bonus" },
  { to: "/offers", label: "Offers" },
  { to: "/invite", label: "Invite" },
  { to: "/change-password", label: "Change Password" },
  { to: "/report-problem", label: "Report a Problem" },
  { to: "/reported-problems", label: "Reported Problems" },
];

export interface AccountShellProps {
  readonly title: string;
  /** Text beside the heading (a balance, a count). */
  readonly aside?: ReactNode;
  readonly children: ReactNode;
  readonly testId?: string;
}

/**
 * Every account page: the side navigation (a scrolling strip on phones) and the page with its
 * heading. The heading also sets the document title.
 */
export function AccountShell({ title, aside, children, testId }: AccountShellProps) {
  useDocumentTitle(title);
  return (
    <div className="account">
      <nav className="account__nav" aria-label="My account">
        <ul>
          {ACCOUNT_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className="account__link">
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="account__content" aria-labelledby="account-title" data-testid={testId}>
        <header className="account__header">
          <h1 id="account-title">{title}</h1>
          {aside && <div className="account__aside">{aside}</div>}
        </header>
        {children}
      </section>
    </div>
  );
}
