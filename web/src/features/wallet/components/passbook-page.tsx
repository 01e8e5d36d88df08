import { useSearchParams } from "react-router-dom";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { PagedTable } from "../../../shared/ui/paged-table.tsx";
import { TabPanel, Tabs } from "../../../shared/ui/tabs.tsx";
import { usePagedList } from "../../../shared/ui/use-paged-list.ts";
import { fetchPassbook } from "../api/wallet-api.ts";
import { NOT_AVAILABLE, PASSBOOK_COLUMNS, toPassbookEntry } from "./transaction-rows.tsx";

type PassbookTab = "all" | "withdraw" | "deposit";
const TABS = [
  { id: "all", label: "All" },
  { id: "withdraw", label: "Withdraw" },
  { id: "deposit", label: "Deposit" },
] as const;
const TYPE: Record<PassbookTab, "credit" | "debit" | null> = { all: null, withdraw: "debit", deposit: "credit" };

/** /passbook: money into and out of the wallet, with tabs All, Withdraw (debits) and Deposit (credits). */
export default function PassbookPage() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("tab");
  const tab: PassbookTab = wanted === "withdraw" || wanted === "deposit" ? wanted : "all";
  const list = usePagedList((page, size) => fetchPassbook(page, size, TYPE[tab]), toPassbookEntry, tab);
  return (
    <AccountShell title="Passbook" testId="passbook">
      <Tabs idPrefix="passbook" label="Passbook" items={TABS} selected={tab} onSelect={(next) => setParams(next === "all" ? {} : { tab: next }, { replace: true })} variant="pill" />
      <TabPanel idPrefix="passbook" id={tab} className="wallet-tab">
        <PagedTable list={list} columns={PASSBOOK_COLUMNS} rowKey={(e) => e.id} caption="Passbook entries" empty={NOT_AVAILABLE} noun="entries" testId="passbook-table" />
      </TabPanel>
    </AccountShell>
  );
}
