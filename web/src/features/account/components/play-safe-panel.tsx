import { useEffect, useState } from "react";
import { ConfirmModal } from "../../../shared/ui/confirm-modal.tsx";
import { formatDateTime } from "../../../shared/ui/dates.ts";
import { exclude, fetchPlaySafe, saveLimits, type ExclusionPeriod, type LimitsBody, type PlaySafe } from "../api/play-safe-api.ts";
import { profileFailure, profileSuccess } from "./profile-toast.ts";

/** The limits a player sets, by the name the server uses in the history. */
const LIMIT_LABELS: Record<string, string> = {
  deposit_daily: "Deposit per day",
  deposit_weekly: "Deposit per week",
  deposit_monthly: "Deposit per month",
  loss_daily: "Net loss per day",
  loss_monthly: "Net loss per month",
  play_minutes_daily: "Play time per day",
};

const PERIODS: { id: ExclusionPeriod; label: string }[] = [
  { id: "24h", label: "24-hour cool-off" },
  { id: "1d", label: "Self-exclude for 1 day" },
  { id: "7d", label: "Self-exclude for 7 days" },
  { id: "30d", label: "Self-exclude for 30 days" },
  { id: "6m", label: "Self-exclude for 6 months" },
  { id: "permanent", label: "Self-exclude permanently" },
];

type Field = "nDepositDaily" | "nDepositWeekly" | "nDepositMonthly" | "nLossDaily" | "nLossMonthly" | "nPlayMinutesDaily";
const FIELDS: { field: Field; kind: string; optional: boolean }[] = [
  { field: "nDepositDaily", kind: "deposit_daily", optional: false },
  { field: "nDepositWeekly", kind: "deposit_weekly", optional: false },
  { field: "nDepositMonthly", kind: "deposit_monthly", optional: false },
  { field: "nLossDaily", kind: "loss_daily", optional: true },
  { field: "nLossMonthly", kind: "loss_monthly", optional: true },
  { field: "nPlayMinutesDaily", kind: "play_minutes_daily", optional: true },
];

const isMinutes = (kind: string) => kind === "play_minutes_daily";
const shown = (kind: string, v: number | null) => (v === null ? "No limit" : isMinutes(kind) ? `${v} min` : `₹${v.toLocaleString("en-IN")}`);

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
  const [view, setView] = useState<PlaySafe | null>(null);
  const [draft, setDraft] = useState<Partial<Record<Field, string>>>({});
  const [period, setPeriod] = useState<ExclusionPeriod>("24h");
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    fetchPlaySafe().then(setView, (e: unknown) => profileFailure(e));
  }, []);

  if (!view) return <p role="status">Loading your limits…</p>;
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
  const periodLabel = PERIODS.find((p) => p.id === period)?.label ?? period;
  return (
    <section className="play-safe" data-testid="play-safe" aria-labelledby="play-safe-title">
      <h2 id="play-safe-title">Play safe</h2>
      {ex && (
        <p role="status" className="play-safe__exclusion" data-testid="play-safe-exclusion">
          {ex.eKind === "cool_off" ? `You are taking a break until ${ex.sEndsAt}.` : ex.dEndsAt ? `You excluded yourself until ${ex.sEndsAt}.` : "You excluded yourself permanently."} You cannot play, join
          tournaments or add cash meanwhile; withdrawals stay open.
        </p>
      )}
      {view.bNightLock && <p className="play-safe__note">Play is closed every night from 00:00 to 05:00 IST.</p>}

      <h3>Your limits</h3>
      <p className="play-safe__note">Lowering a limit applies at once. Raising or removing one applies after {view.nRaiseDelayHours} hours.</p>
      <table className="play-safe__limits">
        <thead>
          <tr>
            <th scope="col">Limit</th>
            <th scope="col">Now</th>
            <th scope="col">Used</th>
            <th scope="col">New value</th>
          </tr>
        </thead>
        <tbody>
          {FIELDS.map(({ field, kind, optional }) => {
            const row = current[kind];
            return (
              <tr key={field} data-testid={`limit-${kind}`}>
                <th scope="row">{LIMIT_LABELS[kind]}</th>
                <td>
                  {shown(kind, row?.value ?? null)}
                  {row?.pending && (
                    <small className="play-safe__pending">
                      {" "}
                      → {shown(kind, row.pending.nValue)} from {formatDateTime(row.pending.dEffectiveAt)}
                    </small>
                  )}
                </td>
                <td>{shown(kind, row?.used ?? 0)}</td>
                <td>
                  <input
                    type="number"
                    min={0}
                    step={isMinutes(kind) ? 1 : 0.01}
                    inputMode="decimal"
                    aria-label={`New ${LIMIT_LABELS[kind]?.toLowerCase()}${isMinutes(kind) ? " in minutes" : " in rupees"}`}
                    placeholder={optional ? "Blank: no limit" : ""}
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
        Save limits
      </button>

      <h3>Take a break</h3>
      <p className="play-safe__note">A cool-off or self-exclusion cannot be shortened. Lifting a permanent one needs support.</p>
      <label>
        Period{" "}
        <select value={period} onChange={(e) => setPeriod(e.target.value as ExclusionPeriod)}>
          {PERIODS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </label>{" "}
      <button type="button" className="btn btn--ghost" onClick={() => setConfirming(true)}>
        Start
      </button>

      <h3>History</h3>
      {view.aHistory.length === 0 && view.aExclusions.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <ul className="play-safe__history" data-testid="play-safe-history">
          {view.aExclusions.map((e) => (
            <li key={`x-${e.dStartsAt}`}>
              {formatDateTime(e.dStartsAt)}: {PERIODS.find((p) => p.id === e.ePeriod)?.label}, until {e.sEndsAt}
              {e.dLiftedAt ? ` (lifted by support ${formatDateTime(e.dLiftedAt)})` : ""}
            </li>
          ))}
          {view.aHistory.map((h) => (
            <li key={`${h.eLimit}-${h.dCreatedAt}`}>
              {formatDateTime(h.dCreatedAt)}: {LIMIT_LABELS[h.eLimit] ?? h.eLimit} {shown(h.eLimit, h.nOld)} → {shown(h.eLimit, h.nNew)}, applies {formatDateTime(h.dEffectiveAt)}
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <ConfirmModal
          title="Take a break"
          message={`${periodLabel}? You will not be able to play, join tournaments or add cash until it ends, and it cannot be shortened.`}
          confirmLabel="Yes, start it"
          onConfirm={() => void confirmExclusion()}
          onCancel={() => setConfirming(false)}
          testId="play-safe-confirm"
        />
      )}
    </section>
  );
}
