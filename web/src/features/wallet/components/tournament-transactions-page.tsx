import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { PagedTable } from "../../../shared/ui/paged-table.tsx";
import { usePagedList } from "../../../shared/ui/use-paged-list.ts";
import { fetchTournamentTransactions } from "../api/wallet-api.ts";
import { NOT_AVAILABLE, toTournamentTransaction, TOURNAMENT_COLUMNS } from "./transaction-rows.tsx";

/** /tournament-transaction: entry fees as debits, prizes and refunds as credits, by round. */
export default function TournamentTransactionsPage() {
  const list = usePagedList(fetchTournamentTransactions, toTournamentTransaction);
  return (
    <AccountShell title="Tournament Transactions" testId="tournament-transactions">
      <PagedTable list={list} columns={TOURNAMENT_COLUMNS} rowKey={(t) => t.id} caption="Tournament transactions" empty={NOT_AVAILABLE} noun="transactions" />
    </AccountShell>
  );
}
