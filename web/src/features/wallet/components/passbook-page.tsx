import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { PagedTable } from "../../../shared/ui/paged-table.tsx";
import { TabPanel, Tabs } from "../../../shared/ui/tabs.tsx";
import { usePagedList } from "../../../shared/ui/use-paged-list.ts";
import { fetchPassbook } from "../api/wallet-api.ts";
import { WALLET } from "../i18n/index.ts";
import { passbookColumns, toPassbookEntry } from "./transaction-rows.tsx";

type PassbookTab = "all" | "withdraw" | "deposit";
const TAB_IDS = ["all", "withdraw", "deposit"] as const;
const TYPE: Record<PassbookTab, "credit" | "debit" | null> = { all: null, withdraw: "debit", deposit: "credit" };

/** /passbook: money into and out of the wallet, with tabs All, Withdraw (debits) and Deposit (credits). */
export default function PassbookPage() {
  const { t } = useTranslation(WALLET);
  const [params, setParams] = useSearchParams();
  const wanted = params.get("tab");
  const tab: PassbookTab = wanted === "withdraw" || wanted === "deposit" ? wanted : "all";
  const list = usePagedList((page, size) => fetchPassbook(page, size, TYPE[tab]), toPassbookEntry, tab);
  const columns = useMemo(() => passbookColumns(t), [t]);
  const tabs = TAB_IDS.map((id) => ({ id, label: t(`passbook.${id}`) }));
  return (
    <AccountShell title={t("passbook.title")} testId="passbook">
      <Tabs idPrefix="passbook" label={t("passbook.title")} items={tabs} selected={tab} onSelect={(next) => setParams(next === "all" ? {} : { tab: next }, { replace: true })} variant="pill" />
      <TabPanel idPrefix="passbook" id={tab} className="wallet-tab">
        <PagedTable list={list} columns={columns} rowKey={(e) => e.id} caption={t("passbook.caption")} empty={t("notAvailable")} noun={t("passbook.noun")} testId="passbook-table" />
      </TabPanel>
    </AccountShell>
  );
}
