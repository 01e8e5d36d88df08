import "./account.css";
import { formatRupees } from "../../../shared/format/money.ts";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import type { Column } from "../../../shared/ui/data-table.tsx";
import { formatDateTime } from "../../../shared/ui/dates.ts";
import { PagedTable } from "../../../shared/ui/paged-table.tsx";
import { usePagedList } from "../../../shared/ui/use-paged-list.ts";
import { fetchReferralBonuses } from "../api/account-api.ts";
import { useAccountProfile } from "./use-account-profile.ts";

export const NO_FRIENDS = "You have not invited any friends yet!";

interface ReferralBonus {
  readonly id: string;
  readonly friend: string;
  readonly bonus: number;
  readonly used: number;
  readonly date: string;
}

function toBonus(r: Record<string, unknown>): ReferralBonus {
  const friend = r["oReferredUser"];
  return {
    id: String(r["_id"] ?? `${String(r["dCreatedDate"])}-${String(r["nBonus"])}`),
    friend: typeof friend === "object" && friend !== null ? String((friend as Record<string, unknown>)["sUserName"] ?? "") : "",
    bonus: Number(r["nBonus"]) || 0,
    used: Number(r["nUsed"]) || 0,
    date: String(r["dCreatedDate"] ?? ""),
  };
}

const COLUMNS: Column<ReferralBonus>[] = [
  { key: "friend", header: "Friend", cell: (b) => <strong>{b.friend || "Not Available"}</strong> },
  { key: "bonus", header: "Bonus", align: "end", cell: (b) => formatRupees(b.bonus) },
  { key: "used", header: "Used", align: "end", cell: (b) => formatRupees(b.used) },
  { key: "left", header: "Left", align: "end", cell: (b) => formatRupees(Math.max(0, b.bonus - b.used)) },
  { key: "date", header: "Date", cell: (b) => formatDateTime(b.date) },
];

function BonusSummary() {
  const profile = useAccountProfile();
  if (!profile) return null;
  const { nTotalIB, nUsedIB, nTotalLB, nUsedLB } = profile.bonus;
  const items: [string, number][] = [
    ["Instant bonus", Math.max(0, nTotalIB - nUsedIB)],
    ["Locked bonus", Math.max(0, nTotalLB - nUsedLB)],
    ["Bonus used", nUsedIB + nUsedLB],
  ];
  return (
    <dl className="stat-cards">
      {items.map(([label, value]) => (
        <div key={label} className="stat-card">
          <dt>{label}</dt>
          <dd>{formatRupees(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /bonus: the referral bonus list (SPEC.md section 3) with the bonus balances. */
export default function BonusPage() {
  const list = usePagedList(fetchReferralBonuses, toBonus);
  return (
    <AccountShell title="Bonus" testId="bonus">
      <BonusSummary />
      <h2 className="section-title">Referral bonus</h2>
      <PagedTable list={list} columns={COLUMNS} rowKey={(b) => b.id} caption="Referral bonuses" empty={NO_FRIENDS} noun="bonuses" testId="bonus-table" />
    </AccountShell>
  );
}
