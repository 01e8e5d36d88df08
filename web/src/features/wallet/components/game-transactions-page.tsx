import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { PagedTable } from "../../../shared/ui/paged-table.tsx";
import { usePagedList } from "../../../shared/ui/use-paged-list.ts";
import { fetchPlayedDeals } from "../api/wallet-api.ts";
import { DEAL_COLUMNS, toPlayedDeal } from "./deal-rows.tsx";
import { NOT_AVAILABLE } from "./transaction-rows.tsx";

/**
 * /game-transaction: every deal the player finished, practice (chips) or cash (rupees), newest
 * first. Each opens its hand history; a cash table opens that table's money movements.
 */
export default function GameTransactionsPage() {
  const list = usePagedList(fetchPlayedDeals, toPlayedDeal);
  return (
    <AccountShell title="Game Transactions" testId="game-transactions">
      <PagedTable list={list} columns={DEAL_COLUMNS} rowKey={(d) => d.dealId} caption="Deals played" empty={NOT_AVAILABLE} noun="deals" testId="game-transactions-table" />
    </AccountShell>
  );
}
