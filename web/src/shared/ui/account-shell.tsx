import "./ui-extras.css";
import type { ReactNode } from "react";
import { NavLink } from "react-router-dom";
import { useDocumentTitle } from "./use-document-title.ts";
import { useTranslation } from "react-i18next";
import { UI } from "./i18n/index.ts";
import type english from "./i18n/en.ts";

type AccountLinkKey = keyof typeof english.account.links;

/** The account area's side navigation (SPEC.md section 2), in the order a player looks for things. */
export const ACCOUNT_LINKS: readonly { readonly to: string; readonly key: AccountLinkKey }[] = [
  { to: "/my-account", key: "myProfile" },
  { to: "/deposit-cash", key: "depositCash" },
  { to: "/withdraw", key: "withdraw" },
  { to: "/passbook", key: "passbook" },
  { to: "/game-transaction", key: "gameTransactions" },
  { to: "/tournament-transaction", key: "tournamentTransactions" },
  { to: "/bonus", key: "bonus" },
  { to: "/offers", key: "offers" },
  { to: "/invite", key: "invite" },
  { to: "/change-password", key: "changePassword" },
  { to: "/report-problem", key: "reportProblem" },
  { to: "/reported-problems", key: "reportedProblems" },
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
  const { t } = useTranslation(UI);
  return (
    <div className="account">
      <nav className="account__nav" aria-label={t("account.nav")}>
        <ul>
          {ACCOUNT_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className="account__link">
                {t(`account.links.${l.key}`)}
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
