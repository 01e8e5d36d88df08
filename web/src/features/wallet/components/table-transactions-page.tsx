import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { PagedTable } from "../../../shared/ui/paged-table.tsx";
import { usePagedList } from "../../../shared/ui/use-paged-list.ts";
import { fetchTableTransactions } from "../api/wallet-api.ts";
import { WALLET } from "../i18n/index.ts";
import { gameColumns, shortId, toGameTransaction } from "./transaction-rows.tsx";

/** /game-transaction/table-transaction/{id}: joining, each settled deal and leaving, for one table. */
export default function TableTransactionsPage() {
  const { t } = useTranslation(WALLET);
  const { id = "" } = useParams();
  const list = usePagedList((page, size) => fetchTableTransactions(id, page, size), toGameTransaction, id);
  const columns = useMemo(() => gameColumns(false, t), [t]);
  return (
    <AccountShell title={t("table.title")} aside={<span>{t("table.aside", { id: shortId(id) })}</span>} testId="table-transactions">
      <p>
        <Link to="/game-transaction">
          <span aria-hidden="true">‹</span> {t("table.back")}
        </Link>
      </p>
      <PagedTable list={list} columns={columns} rowKey={(row) => row.id} caption={t("table.caption", { id })} empty={t("notAvailable")} noun={t("table.noun")} />
    </AccountShell>
  );
}
