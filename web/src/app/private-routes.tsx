import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { RouteObject } from "react-router-dom";
import { COMMON } from "../shared/i18n/common.ts";
import { lazyPage } from "../shared/lazy-page.ts";
import { PRIVATE_INFO_PAGES } from "../features/pages/page-table.ts";

/**
 * The logged-in routes of SPEC.md section 2, rendered inside the shell. Pages other features
 * still have to build are placeholders: to ship one, replace its `soon(...)` with
 * `element: <LazyPage />` where `const LazyPage = lazy(() => import("../features/<feature>/<page>.tsx"))`
 * (one line per route; every page is loaded on demand).
 */
/** The lobby: the first screen of a saved session, loaded before the first render (routes.tsx). */
export const LobbyPage = lazyPage(() => import("../features/lobby/components/lobby-page.tsx"));
/** Lobby tab 3, loaded only when the tab opens (it stays out of the lobby's first load). */
const TournamentsPanel = lazy(() => import("../features/tournaments/components/tournaments-panel.tsx"));
const MyAccountPage = lazy(() => import("../features/account/components/my-account-page.tsx"));
const ChangePasswordPage = lazy(() => import("../features/account/components/change-password-page.tsx"));
const GameTransactionsPage = lazy(() => import("../features/wallet/components/game-transactions-page.tsx"));
const TableTransactionsPage = lazy(() => import("../features/wallet/components/table-transactions-page.tsx"));
const HandHistoryPage = lazy(() => import("../features/account/components/hand-history-page.tsx"));
const TournamentTransactionsPage = lazy(() => import("../features/wallet/components/tournament-transactions-page.tsx"));
const PassbookPage = lazy(() => import("../features/wallet/components/passbook-page.tsx"));
const BonusPage = lazy(() => import("../features/account/components/bonus-page.tsx"));
const InvitePage = lazy(() => import("../features/account/components/invite-page.tsx"));
const WithdrawPage = lazy(() => import("../features/wallet/components/withdraw-page.tsx"));
const DepositPage = lazy(() => import("../features/wallet/components/deposit-page.tsx"));
const PaymentGatewayPage = lazy(() => import("../features/wallet/components/payment-gateway-page.tsx"));
const ReportProblemPage = lazy(() => import("../features/support/components/report-problem-page.tsx"));
const OffersPage = lazy(() => import("../features/offers/components/offers-page.tsx"));
const ReportedProblemsPage = lazy(() => import("../features/support/components/reported-problems-page.tsx"));

/** What the lobby shows while its tournaments panel loads. */
function PanelFallback() {
  const { t } = useTranslation(COMMON);
  return <p role="status">{t("loadingShort")}</p>;
}

export const privateRoutes: RouteObject[] = [
  {
    path: "/lobby",
    element: (
      <LobbyPage
        tournaments={
          <Suspense fallback={<PanelFallback />}>
            <TournamentsPanel />
          </Suspense>
        }
      />
    ),
  },
  { path: "/my-account", element: <MyAccountPage /> },
  { path: "/change-password", element: <ChangePasswordPage /> },
  { path: "/game-transaction", element: <GameTransactionsPage /> },
  { path: "/game-transaction/table-transaction/:id", element: <TableTransactionsPage /> },
  { path: "/game-history/:dealId", element: <HandHistoryPage /> },
  { path: "/tournament-transaction", element: <TournamentTransactionsPage /> },
  { path: "/passbook", element: <PassbookPage /> },
  { path: "/bonus", element: <BonusPage /> },
  { path: "/invite", element: <InvitePage /> },
  { path: "/withdraw", element: <WithdrawPage /> },
  { path: "/deposit-cash", element: <DepositPage /> },
  { path: "/payment-gateway", element: <PaymentGatewayPage /> },
  { path: "/report-problem", element: <ReportProblemPage /> },
  { path: "/offers", element: <OffersPage /> },
  { path: "/reported-problems", element: <ReportedProblemsPage /> },
  ...PRIVATE_INFO_PAGES.map(({ path, Component }) => ({ path, element: <Component /> })),
];
