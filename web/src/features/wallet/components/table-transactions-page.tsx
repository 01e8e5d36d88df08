import { Link, useParams } from "react-router-dom";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { PagedTable } from "../../../shared/ui/paged-table.tsx";
import { usePagedList } from "../../../shared/ui/use-paged-list.ts";
import { fetchTableTransactions } from "../api/wallet-api.ts";
import { gameColumns, NOT_AVAILABLE, shortId, toGameTransaction } from "./transaction-rows.tsx";

const COLUMNS = gameColumns(false);

/** /game-transaction/table-transaction/{id}: joining, each settled deal and leaving, for one table. */
export default function TableTransactionsPage() {
  const { id = "" } = useParams();
  const list = usePagedList((page, size) => fetchTableTransactions(id, page, size), toGameTransaction, id);
  return (
    <AccountShell title="Table Transactions" aside={<span>Table #{shortId(id)}</span>} testId="table-transactions">
      <p>
        <Link to="/game-transaction">
          <span aria-hidden="true">‹</span> All game transactions
        </Link>
      </p>
      <PagedTable list={list} columns={COLUMNS} rowKey={(t) => t.id} caption={`Transactions of table ${id}`} empty={NOT_AVAILABLE} noun="transactions" />
    </AccountShell>
  );
}
