import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { PagedTable } from "../../../shared/ui/paged-table.tsx";
import { usePagedList } from "../../../shared/ui/use-paged-list.ts";
import { fetchPlayedDeals } from "../api/wallet-api.ts";
import { WALLET } from "../i18n/index.ts";
import { dealColumns, toPlayedDeal } from "./deal-rows.tsx";

/**
 * /game-transaction: every deal the player finished, practice (chips) or cash (rupees), newest
 * first. Each opens its hand history; a cash table opens that table's money movements.
 */
export default function GameTransactionsPage() {
  const { t } = useTranslation(WALLET);
  const list = usePagedList(fetchPlayedDeals, toPlayedDeal);
  const columns = useMemo(() => dealColumns(t), [t]);
  return (
    <AccountShell title={t("games.title")} testId="game-transactions">
      <PagedTable list={list} columns={columns} rowKey={(d) => d.dealId} caption={t("games.caption")} empty={t("notAvailable")} noun={t("games.noun")} testId="game-transactions-table" />
    </AccountShell>
  );
}
