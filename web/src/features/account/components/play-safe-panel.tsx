import { formatRupees, nearestPaise } from "@rummy/shared-rules/money";
import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ACCOUNT } from "../i18n/index.ts";
import { ConfirmModal } from "../../../shared/ui/confirm-modal.tsx";
import { formatDateTime } from "../../../shared/ui/dates.ts";
import { exclude, fetchPlaySafe, saveLimits, type ExclusionPeriod, type LimitsBody, type PlaySafe } from "../api/play-safe-api.ts";
import { profileFailure, profileSuccess } from "./profile-toast.ts";

type AccountT = TFunction<"account">;

/** The limits a player sets, by the name the server uses in the history (their words are in the catalogue). */
const LIMIT_KINDS = ["deposit_daily", "deposit_weekly", "deposit_monthly", "loss_daily", "loss_monthly", "play_minutes_daily"] as const;
const limitLabel = (kind: string, t: AccountT): string | undefined => ((LIMIT_KINDS as readonly string[]).includes(kind) ? t(`playSafe.limits.${kind}`) : undefined);

const PERIODS: readonly ExclusionPeriod[] = ["24h", "1d", "7d", "30d", "6m", "permanent"];
const periodLabel = (period: ExclusionPeriod, t: AccountT): string => t(`playSafe.periods.${period}`);

type Field = "nDepositDaily" | "nDepositWeekly" | "nDepositMonthly" | "nLossDaily" | "nLossMonthly" | "nPlayMinutesDaily";
const FIELDS: { field: Field; kind: string; optional: boolean }[] = [
  { field: "nDepositDaily", kind: "deposit_daily", optional: false },
  { field: "nDepositWeekly", kind: "deposit_weekly", optional: false },
  { field: "nDepositMonthly", kind: "deposit_monthly", optional: false },
  { field: "nLossDaily", kind: "loss_daily", optional: true },
  { field: "nLossMonthly", kind: "loss_monthly", optional: true },
  { field: "nPlayMinutesDaily", kind: "play_minutes_daily", optional: true },
];

/** A limit in rupees, lakh-grouped by the contract's formatter, paise only when there are some: "₹1,000", "₹99.5". */
const rupees = (v: number) => formatRupees(nearestPaise(v), { decimals: "trim" });
const isMinutes = (kind: string) => kind === "play_minutes_daily";
const shown = (kind: string, v: number | null, t: AccountT) =>
  v === null ? t("playSafe.noLimit") : isMinutes(kind) ? t("playSafe.minutes", { count: v }) : rupees(v);

/** Each limit's value in force, what is used, and a raise waiting, from the server's view. */
function rows(view: PlaySafe) {
  const d = view.oDeposit;
  const pendingDeposit = (v: number | null | undefined) => (v === null || v === undefined || !d.oPending ? null : { nValue: v, dEffectiveAt: d.oPending.dEffectiveAt });
  const deposit = {
    deposit_daily: { value: d.nDailyLimit, used: d.nDailyUsed, pending: pendingDeposit(d.oPending?.nDailyLimit) },
    deposit_weekly: { value: d.nWeeklyLimit, used: d.nWeeklyUsed, pending: pendingDeposit(d.oPending?.nWeeklyLimit) },
    deposit_monthly: { value: d.nMonthlyLimit, used: d.nMonthlyUsed, pending: pendingDeposit(d.oPending?.nMonthlyLimit) },
  } as Record<string, { value: number | null; used: number; pending: { nValue: number | null; dEffectiveAt: string } | null }>;
  for (const l of view.aLimits) deposit[l.eLimit] = { value: l.nValue, used: l.nUsed, pending: l.oPending };
  return deposit;
}

/** My Account > Play safe: limits (lower now, higher after 72 hours), a cool-off or self-exclusion, and the history. */
export function PlaySafePanel() {
  const { t } = useTranslation(ACCOUNT);
  const [view, setView] = useState<PlaySafe | null>(null);
  const [draft, setDraft] = useState<Partial<Record<Field, string>>>({});
  const [period, setPeriod] = useState<ExclusionPeriod>("24h");
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    fetchPlaySafe().then(setView, (e: unknown) => profileFailure(e));
  }, []);

  if (!view) return <p role="status">{t("playSafe.loading")}</p>;
  const current = rows(view);

  const save = async () => {
    const body: LimitsBody = {};
    for (const { field, optional } of FIELDS) {
      const raw = draft[field];
      if (raw === undefined) continue;
      const trimmed = raw.trim();
      if (trimmed === "" && !optional) continue;
      (body as Record<Field, number | null>)[field] = trimmed === "" ? null : Number(trimmed);
    }
    try {
      const reply = await saveLimits(body);
      setView(reply.data);
      setDraft({});
      profileSuccess(reply.message);
    } catch (e) {
      profileFailure(e);
    }
  };

  const confirmExclusion = async () => {
    setConfirming(false);
    try {
      const reply = await exclude(period);
      setView(reply.data);
      profileSuccess(reply.message);
    } catch (e) {
      profileFailure(e);
    }
  };

  const ex = view.oExclusion;
  return (
    <section className="play-safe" data-testid="play-safe" aria-labelledby="play-safe-title">
      <h2 id="play-safe-title">{t("playSafe.title")}</h2>
      {ex && (
        <p role="status" className="play-safe__exclusion" data-testid="play-safe-exclusion">
          {ex.eKind === "cool_off"
            ? t("playSafe.coolOff", { until: ex.sEndsAt })
            : ex.dEndsAt
              ? t("playSafe.excludedUntil", { until: ex.sEndsAt })
              : t("playSafe.excludedForever")}{" "}
          {t("playSafe.meanwhile")}
        </p>
      )}
      {view.bNightLock && <p className="play-safe__note">{t("playSafe.night")}</p>}

      <h3>{t("playSafe.yourLimits")}</h3>
      <p className="play-safe__note">{t("playSafe.raiseDelay", { hours: view.nRaiseDelayHours })}</p>
      <table className="play-safe__limits">
        <thead>
          <tr>
            <th scope="col">{t("playSafe.limit")}</th>
            <th scope="col">{t("playSafe.now")}</th>
            <th scope="col">{t("playSafe.usedColumn")}</th>
            <th scope="col">{t("playSafe.newValue")}</th>
          </tr>
        </thead>
        <tbody>
          {FIELDS.map(({ field, kind, optional }) => {
            const row = current[kind];
            return (
              <tr key={field} data-testid={`limit-${kind}`}>
                <th scope="row">{limitLabel(kind, t)}</th>
                <td>
                  {shown(kind, row?.value ?? null, t)}
                  {row?.pending && (
                    <small className="play-safe__pending">
                      {" "}
                      {t("playSafe.pendingFrom", { value: shown(kind, row.pending.nValue, t), date: formatDateTime(row.pending.dEffectiveAt) })}
                    </small>
                  )}
                </td>
                <td>{shown(kind, row?.used ?? 0, t)}</td>
                <td>
                  <input
                    type="number"
                    min={0}
                    step={isMinutes(kind) ? 1 : 0.01}
                    inputMode="decimal"
                    aria-label={t(isMinutes(kind) ? "playSafe.newMinutes" : "playSafe.newRupees", { limit: limitLabel(kind, t)?.toLowerCase() })}
                    placeholder={optional ? t("playSafe.blank") : ""}
                    value={draft[field] ?? ""}
                    onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="button" className="btn btn--primary" disabled={Object.keys(draft).length === 0} onClick={() => void save()}>
        {t("playSafe.save")}
      </button>

      <h3>{t("playSafe.takeBreak")}</h3>
      <p className="play-safe__note">{t("playSafe.breakNote")}</p>
      <label>
        {t("playSafe.period")}{" "}
        <select value={period} onChange={(e) => setPeriod(e.target.value as ExclusionPeriod)}>
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {periodLabel(p, t)}
            </option>
          ))}
        </select>
      </label>{" "}
      <button type="button" className="btn btn--ghost" onClick={() => setConfirming(true)}>
        {t("playSafe.start")}
      </button>

      <h3>{t("playSafe.history")}</h3>
      {view.aHistory.length === 0 && view.aExclusions.length === 0 ? (
        <p>{t("playSafe.noChanges")}</p>
      ) : (
        <ul className="play-safe__history" data-testid="play-safe-history">
          {view.aExclusions.map((e) => (
            <li key={`x-${e.dStartsAt}`}>
              {t("playSafe.exclusionLine", { date: formatDateTime(e.dStartsAt), period: PERIODS.includes(e.ePeriod) ? periodLabel(e.ePeriod, t) : e.ePeriod, until: e.sEndsAt })}
              {e.dLiftedAt ? t("playSafe.lifted", { date: formatDateTime(e.dLiftedAt) }) : ""}
            </li>
          ))}
          {view.aHistory.map((h) => (
            <li key={`${h.eLimit}-${h.dCreatedAt}`}>
              {t("playSafe.limitLine", {
                date: formatDateTime(h.dCreatedAt),
                limit: limitLabel(h.eLimit, t) ?? h.eLimit,
                old: shown(h.eLimit, h.nOld, t),
                new: shown(h.eLimit, h.nNew, t),
                effective: formatDateTime(h.dEffectiveAt),
              })}
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <ConfirmModal
          title={t("playSafe.takeBreak")}
          message={t("playSafe.confirm", { period: periodLabel(period, t) })}
          confirmLabel={t("playSafe.confirmYes")}
          onConfirm={() => void confirmExclusion()}
          onCancel={() => setConfirming(false)}
          testId="play-safe-confirm"
        />
      )}
    </section>
  );
}
