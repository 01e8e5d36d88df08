import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { PagedTable } from "../../../shared/ui/paged-table.tsx";
import { usePagedList } from "../../../shared/ui/use-paged-list.ts";
import { fetchTournamentTransactions } from "../api/wallet-api.ts";
import { WALLET } from "../i18n/index.ts";
import { toTournamentTransaction, tournamentColumns } from "./transaction-rows.tsx";

/** /tournament-transaction: entry fees as debits, prizes and refunds as credits, by round. */
export default function TournamentTransactionsPage() {
  const { t } = useTranslation(WALLET);
  const list = usePagedList(fetchTournamentTransactions, toTournamentTransaction);
  const columns = useMemo(() => tournamentColumns(t), [t]);
  return (
    <AccountShell title={t("tournaments.title")} testId="tournament-transactions">
      <PagedTable list={list} columns={columns} rowKey={(row) => row.id} caption={t("tournaments.caption")} empty={t("notAvailable")} noun={t("tournaments.noun")} />
    </AccountShell>
  );
}
