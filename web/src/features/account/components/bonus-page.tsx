import "./account.css";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ACCOUNT } from "../i18n/index.ts";
import { formatRupees } from "../../../shared/format/money.ts";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import type { Column } from "../../../shared/ui/data-table.tsx";
import { formatDateTime } from "../../../shared/ui/dates.ts";
import { PagedTable } from "../../../shared/ui/paged-table.tsx";
import { usePagedList } from "../../../shared/ui/use-paged-list.ts";
import { fetchReferralBonuses, type ReferralRow } from "../api/account-api.ts";
import { useAccountProfile } from "./use-account-profile.ts";

export const NO_FRIENDS = "You have not invited any friends yet!";

interface ReferralBonus {
  readonly id: string;
  readonly friend: string;
  readonly bonus: number;
  readonly used: number;
  readonly date: string;
}

function toBonus(r: ReferralRow): ReferralBonus {
  return { id: r._id, friend: r.oReferredUser.sUserName, bonus: r.nBonus, used: r.nUsed, date: r.dCreatedDate };
}

const columns = (t: TFunction<"account">): Column<ReferralBonus>[] => [
  { key: "friend", header: t("bonus.friend"), cell: (b) => <strong>{b.friend || t("notAvailable")}</strong> },
  { key: "bonus", header: t("bonus.bonus"), align: "end", cell: (b) => formatRupees(b.bonus) },
  { key: "used", header: t("bonus.used"), align: "end", cell: (b) => formatRupees(b.used) },
  { key: "left", header: t("bonus.left"), align: "end", cell: (b) => formatRupees(Math.max(0, b.bonus - b.used)) },
  { key: "date", header: t("bonus.date"), cell: (b) => formatDateTime(b.date) },
];

function BonusSummary() {
  const { t } = useTranslation(ACCOUNT);
  const profile = useAccountProfile();
  if (!profile) return null;
  const { nTotalIB, nUsedIB, nTotalLB, nUsedLB } = profile.bonus;
  const items: [string, number][] = [
    [t("bonus.instant"), Math.max(0, nTotalIB - nUsedIB)],
    [t("bonus.locked"), Math.max(0, nTotalLB - nUsedLB)],
    [t("bonus.usedTotal"), nUsedIB + nUsedLB],
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
  const { t } = useTranslation(ACCOUNT);
  const cols = useMemo(() => columns(t), [t]);
  const list = usePagedList(fetchReferralBonuses, toBonus);
  return (
    <AccountShell title={t("bonus.title")} testId="bonus">
      <BonusSummary />
      <h2 className="section-title">{t("bonus.referral")}</h2>
      <PagedTable list={list} columns={cols} rowKey={(b) => b.id} caption={t("bonus.caption")} empty={t("bonus.none")} noun={t("bonus.noun")} testId="bonus-table" />
    </AccountShell>
  );
}
