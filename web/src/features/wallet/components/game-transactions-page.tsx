import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { PagedTable } from "../../../shared/ui/paged-table.tsx";
import { usePagedList } from "../../../shared/ui/use-paged-list.ts";
import { fetchGameTransactions } from "../api/wallet-api.ts";
import { gameColumns, NOT_AVAILABLE, toGameTransaction } from "./transaction-rows.tsx";

const COLUMNS = gameColumns(true);

/** /game-transaction: one row per cash table played; each opens that table's transactions. */
export default function GameTransactionsPage() {
  const list = usePagedList(fetchGameTransactions, toGameTransaction);
  return (
    <AccountShell title="Game Transactions" testId="game-transactions">
      <PagedTable list={list} columns={COLUMNS} rowKey={(t) => t.id} caption="Game transactions" empty={NOT_AVAILABLE} noun="transactions" testId="game-transactions-table" />
    </AccountShell>
  );
}
