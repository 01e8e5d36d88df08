import "./account.css";
import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ACCOUNT } from "../i18n/index.ts";
import { Link, useParams } from "react-router-dom";
import { ApiError } from "../../../shared/api/client.ts";
import { formatAmount, formatRupees } from "../../../shared/format/money.ts";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { formatDateTime } from "../../../shared/ui/dates.ts";
import { Modal } from "../../../shared/ui/modal.tsx";
import { toastSuccess } from "../../../shared/ui/toast-store.ts";
import { ReportForm } from "../../../shared/fairplay/report-form.tsx";
import { fetchHandHistory } from "../api/account-api.ts";
import { cardLabel, describeStep, type HandHistory } from "../model/hand-history.ts";

const PLAY_MS = 900;
const cards = (list: readonly number[], t: TFunction<"account">) => list.map((c) => cardLabel(c, t)).join(" ");

type Load = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; history: HandHistory };
type AccountT = TFunction<"account">;

/** The catalogue's name of a variant or outcome; a value the catalogue does not know shows as sent. */
const variantName = (variant: string, t: AccountT) => t(`history.variants.${variant}`, { defaultValue: variant });
const outcomeName = (outcome: string, t: AccountT) => t(`history.outcomes.${outcome}`, { defaultValue: outcome });

/**
 * /game-history/{dealId}: one deal replayed step by step as the player saw it at the table: their
 * own cards, every public action, then the results table and the fairness check. Previous, next
 * and play move through the steps; the step's actions are announced to screen readers.
 */
export default function HandHistoryPage() {
  const { t } = useTranslation(ACCOUNT);
  const { dealId = "" } = useParams();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    let live = true;
    setLoad({ state: "loading" });
    setStep(0);
    fetchHandHistory(dealId).then(
      (history) => live && setLoad({ state: "ready", history }),
      (error: unknown) =>
        live &&
        setLoad({ state: "error", message: error instanceof ApiError && error.status === 404 ? t("history.notFound") : error instanceof Error ? error.message : t("history.failed") }),
    );
    return () => {
      live = false;
    };
    // The messages are read when the reply comes; a language change does not load again.
  }, [dealId]);

  const last = load.state === "ready" ? load.history.aSteps.length - 1 : 0;
  useEffect(() => {
    if (!playing) return;
    if (step >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setStep((s) => Math.min(s + 1, last)), PLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, step, last]);

  return (
    <AccountShell
      title={t("history.title")}
      testId="hand-history"
      aside={load.state === "ready" ? <span>{t("history.aside", { table: load.history.iTableId.slice(-8), deal: load.history.nDeal })}</span> : undefined}
    >
      <p>
        <Link to="/game-transaction">
          <span aria-hidden="true">‹</span> {t("history.back")}
        </Link>
      </p>
      {load.state === "loading" && <p role="status">{t("history.loading")}</p>}
      {load.state === "error" && (
        <p className="notice notice--error" role="alert">
          {load.message}
        </p>
      )}
      {load.state === "ready" && <Replay history={load.history} step={step} last={last} playing={playing} setStep={setStep} setPlaying={setPlaying} />}
      {load.state === "ready" && <ReportDeal history={load.history} />}
    </AccountShell>
  );
}

function Replay({ history, step, last, playing, setStep, setPlaying }: { history: HandHistory; step: number; last: number; playing: boolean; setStep: (n: number) => void; setPlaying: (p: boolean) => void }) {
  const { t } = useTranslation(ACCOUNT);
  const current = history.aSteps[step];
  if (!current) return null;
  const view = current.oView;
  const turnName = view.oTurn
    ? view.oTurn.nSeat === history.nSeat
      ? t("history.yourTurn")
      : t("history.othersTurn", { name: history.aPlayers.find((p) => p.nSeat === view.oTurn?.nSeat)?.sName ?? t("history.anotherPlayer") })
    : null;
  const cash = history.eGameType === "cash";
  const ended = step === last;
  return (
    <>
      <p>
        {t("history.summary", {
          date: formatDateTime(history.dCreatedDate),
          kind: cash ? t("history.cash") : t("history.practice"),
          variant: variantName(history.sVariant, t),
          outcome: outcomeName(history.eResult === "won" ? "winner" : history.eResult, t),
        })}
        {history.nPoints === null ? "" : t("history.points", { points: history.nPoints })}, {cash ? formatRupees(history.nAmount) : t("history.chips", { amount: formatAmount(history.nAmount) })}
      </p>
      <div className="hand-history__controls" role="group" aria-label={t("history.replay")}>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setStep(0)} disabled={step === 0}>
          {t("history.first")}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setStep(Math.max(0, step - 1))} disabled={step === 0}>
          {t("history.previous")}
        </button>
        <button type="button" className="btn btn--sm" onClick={() => setPlaying(!playing)} aria-pressed={playing} disabled={!playing && step >= last}>
          {playing ? t("history.pause") : t("history.play")}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setStep(Math.min(last, step + 1))} disabled={step >= last}>
          {t("history.next")}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setStep(last)} disabled={step >= last}>
          {t("history.last")}
        </button>
      </div>
      <section aria-live="polite" aria-atomic="true" data-testid="hand-history-step">
        <h2>
          {t("history.step", { step: step + 1, steps: last + 1 })}
        </h2>
        <ul>
          {describeStep(current, history, t).map((line, n) => (
            <li key={n}>{line}</li>
          ))}
        </ul>
      </section>
      <dl className="hand-history__view">
        <dt>{t("history.yourCards")}</dt>
        <dd data-testid="hand-history-hand">{view.aHand.length > 0 ? cards(view.aHand, t) : "–"}</dd>
        <dt>{t("history.openPile")}</dt>
        <dd>{view.nOpenTop === null ? t("history.empty") : t("history.openTop", { card: cardLabel(view.nOpenTop, t), count: view.nOpenCount })}</dd>
        <dt>{t("history.closedPile")}</dt>
        <dd>{t("history.cards", { count: view.nClosedCount })}</dd>
        <dt>{t("history.cutJoker")}</dt>
        <dd>{cardLabel(view.nCut, t)}</dd>
        {turnName && (
          <>
            <dt>{t("history.turn")}</dt>
            <dd>{t("history.turnLine", { name: turnName, number: view.oTurn?.nNumber })}</dd>
          </>
        )}
      </dl>
      {ended && history.oResults && <ResultsTable history={history} />}
      {ended && !history.oResults && <p role="status">{t("history.voided")}</p>}
      <section aria-labelledby="fairness-title" className="hand-history__fairness">
        <h2 id="fairness-title">{t("history.fairness")}</h2>
        <p>
          {t("history.commitment")} <code>{history.oFairness.sCommitment}</code>
        </p>
        <p>
          {t("history.seed")} {history.oFairness.sSeed ? <code>{history.oFairness.sSeed}</code> : t("history.notYet")}
        </p>
        <p data-testid="hand-history-fairness">{history.oFairness.bCommitmentMatches ? t("history.matches") : t("history.differs")}</p>
        <p>
          <a href={history.oFairness.sVerifyUrl} target="_blank" rel="noreferrer">
            {t("history.verifyData")}
          </a>
        </p>
      </section>
    </>
  );
}

/** Fair play: report the table or another player of this deal. */
function ReportDeal({ history }: { history: HandHistory }) {
  const { t } = useTranslation(ACCOUNT);
  const [open, setOpen] = useState(false);
  const players = history.aPlayers.filter((p) => p.nSeat !== history.nSeat && !p.bBot).map((p) => ({ seat: p.nSeat, name: p.sName }));
  return (
    <p>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(true)}>
        {t("history.report")}
      </button>
      {open && (
        <Modal title={t("history.report")} onClose={() => setOpen(false)} size="sm">
          <ReportForm
            target={{ dealId: history.iDealId, players }}
            onCancel={() => setOpen(false)}
            onDone={(message) => {
              setOpen(false);
              toastSuccess(message);
            }}
          />
        </Modal>
      )}
    </p>
  );
}

function ResultsTable({ history }: { history: HandHistory }) {
  const { t } = useTranslation(ACCOUNT);
  const results = history.oResults;
  if (!results) return null;
  return (
    <table className="data-table" data-testid="hand-history-results">
      <caption>{t("history.results")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("history.player")}</th>
          <th scope="col">{t("history.result")}</th>
          <th scope="col">{t("history.pointsColumn")}</th>
          <th scope="col">{t("history.melds")}</th>
        </tr>
      </thead>
      <tbody>
        {results.aSeats.map((s) => (
          <tr key={s.nSeat} data-seat={s.nSeat}>
            <th scope="row">{s.nSeat === history.nSeat ? t("history.you", { name: s.sName }) : s.sName}</th>
            <td>{outcomeName(s.eOutcome, t)}</td>
            <td>{s.nPoints}</td>
            <td>{s.aGroups ? s.aGroups.map((g) => cards(g, t)).join(" | ") : s.aHand ? cards(s.aHand, t) : "–"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
