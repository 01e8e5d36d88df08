import "./account.css";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { ApiError } from "../../../shared/api/client.ts";
import { formatAmount, formatRupees } from "../../../shared/format/money.ts";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { formatDateTime } from "../../../shared/ui/dates.ts";
import { Modal } from "../../../shared/ui/modal.tsx";
import { toastSuccess } from "../../../shared/ui/toast-store.ts";
import { ReportForm } from "../../../shared/fairplay/report-form.tsx";
import { fetchHandHistory } from "../api/account-api.ts";
import { cardLabel, describeStep, OUTCOMES, VARIANT_NAMES, type HandHistory } from "../model/hand-history.ts";

const PLAY_MS = 900;
const cards = (list: readonly number[]) => list.map(cardLabel).join(" ");

type Load = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; history: HandHistory };

/**
 * /game-history/{dealId}: one deal replayed step by step as the player saw it at the table: their
 * own cards, every public action, then the results table and the fairness check. Previous, next
 * and play move through the steps; the step's actions are announced to screen readers.
 */
export default function HandHistoryPage() {
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
        setLoad({ state: "error", message: error instanceof ApiError && error.status === 404 ? "This game is not in your history." : error instanceof Error ? error.message : "Could not load the game." }),
    );
    return () => {
      live = false;
    };
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
    <AccountShell title="Hand History" testId="hand-history" aside={load.state === "ready" ? <span>Table #{load.history.iTableId.slice(-8)} · deal {load.history.nDeal}</span> : undefined}>
      <p>
        <Link to="/game-transaction">
          <span aria-hidden="true">‹</span> All games
        </Link>
      </p>
      {load.state === "loading" && <p role="status">Loading…</p>}
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
  const current = history.aSteps[step];
  if (!current) return null;
  const view = current.oView;
  const turnName = view.oTurn ? (view.oTurn.nSeat === history.nSeat ? "Your turn" : `${history.aPlayers.find((p) => p.nSeat === view.oTurn?.nSeat)?.sName ?? "Another player"}'s turn`) : null;
  const cash = history.eGameType === "cash";
  const ended = step === last;
  return (
    <>
      <p>
        {formatDateTime(history.dCreatedDate)} · {cash ? "Cash" : "Practice"} · {VARIANT_NAMES[history.sVariant] ?? history.sVariant} · You: {OUTCOMES[history.eResult === "won" ? "winner" : history.eResult] ?? history.eResult}
        {history.nPoints === null ? "" : `, ${history.nPoints} points`}, {cash ? formatRupees(history.nAmount) : `${formatAmount(history.nAmount)} chips`}
      </p>
      <div className="hand-history__controls" role="group" aria-label="Replay">
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setStep(0)} disabled={step === 0}>
          First
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setStep(Math.max(0, step - 1))} disabled={step === 0}>
          Previous
        </button>
        <button type="button" className="btn btn--sm" onClick={() => setPlaying(!playing)} aria-pressed={playing} disabled={!playing && step >= last}>
          {playing ? "Pause" : "Play"}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setStep(Math.min(last, step + 1))} disabled={step >= last}>
          Next
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setStep(last)} disabled={step >= last}>
          Last
        </button>
      </div>
      <section aria-live="polite" aria-atomic="true" data-testid="hand-history-step">
        <h2>
          Step {step + 1} of {last + 1}
        </h2>
        <ul>
          {describeStep(current, history).map((line, n) => (
            <li key={n}>{line}</li>
          ))}
        </ul>
      </section>
      <dl className="hand-history__view">
        <dt>Your cards</dt>
        <dd data-testid="hand-history-hand">{view.aHand.length > 0 ? cards(view.aHand) : "–"}</dd>
        <dt>Open pile</dt>
        <dd>{view.nOpenTop === null ? "empty" : `${cardLabel(view.nOpenTop)} on top (${view.nOpenCount} cards)`}</dd>
        <dt>Closed pile</dt>
        <dd>{view.nClosedCount} cards</dd>
        <dt>Cut joker</dt>
        <dd>{cardLabel(view.nCut)}</dd>
        {turnName && (
          <>
            <dt>Turn</dt>
            <dd>
              {turnName} (turn {view.oTurn?.nNumber})
            </dd>
          </>
        )}
      </dl>
      {ended && history.oResults && <ResultsTable history={history} />}
      {ended && !history.oResults && <p role="status">This deal was voided: no one won or lost.</p>}
      <section aria-labelledby="fairness-title" className="hand-history__fairness">
        <h2 id="fairness-title">Fairness check</h2>
        <p>
          Commitment shown at the start: <code>{history.oFairness.sCommitment}</code>
        </p>
        <p>Seed revealed at the end: {history.oFairness.sSeed ? <code>{history.oFairness.sSeed}</code> : "not yet"}</p>
        <p data-testid="hand-history-fairness">{history.oFairness.bCommitmentMatches ? "The seed matches the commitment: the cards were shuffled before the deal began." : "The seed does not match the commitment."}</p>
        <p>
          <a href={history.oFairness.sVerifyUrl} target="_blank" rel="noreferrer">
            Full verification data
          </a>
        </p>
      </section>
    </>
  );
}

/** Fair play: report the table or another player of this deal. */
function ReportDeal({ history }: { history: HandHistory }) {
  const [open, setOpen] = useState(false);
  const players = history.aPlayers.filter((p) => p.nSeat !== history.nSeat && !p.bBot).map((p) => ({ seat: p.nSeat, name: p.sName }));
  return (
    <p>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(true)}>
        Report this game
      </button>
      {open && (
        <Modal title="Report this game" onClose={() => setOpen(false)} size="sm">
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
  const results = history.oResults;
  if (!results) return null;
  return (
    <table className="data-table" data-testid="hand-history-results">
      <caption>Results</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Result</th>
          <th scope="col">Points</th>
          <th scope="col">Melds shown</th>
        </tr>
      </thead>
      <tbody>
        {results.aSeats.map((s) => (
          <tr key={s.nSeat} data-seat={s.nSeat}>
            <th scope="row">{s.nSeat === history.nSeat ? `${s.sName} (you)` : s.sName}</th>
            <td>{OUTCOMES[s.eOutcome] ?? s.eOutcome}</td>
            <td>{s.nPoints}</td>
            <td>{s.aGroups ? s.aGroups.map((g) => cards(g)).join(" | ") : s.aHand ? cards(s.aHand) : "–"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
