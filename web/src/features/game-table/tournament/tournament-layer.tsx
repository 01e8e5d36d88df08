/**
 * The tournament's overlays on the table (only at a tournament table): the header (name, round r
 * of n, deal k of N, table t), the table's standings with the qualifying cut, and after the round
 * the qualified / knocked-out / final screen driven by the player channel, with Take Seat when the
 * next round's seat arrives.
 */
import { getDefaultStore, useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMinutesSeconds } from "../../../shared/format/countdown.ts";
import { tournamentProgressAtom } from "../../../shared/realtime/tournament-progress.ts";
import { takeSeatAtom } from "../../../shared/session/take-seat.ts";
import { isMaintenanceRunning, loadSettings, settingsAtom } from "../../../shared/settings/settings.ts";
import { useSecondsUntil } from "../../../shared/ui/countdown-hooks.ts";
import { TABLE } from "../i18n/index.ts";
import { viewAtom } from "../model/table-store.ts";
import type { TableView } from "../model/types.ts";
import { cutText, headerOf, headerParts, listedPrizeText, ordinal, roundScreenOf, standingsOf, type TournamentHeader, type TournamentPrize } from "./tournament-table.ts";
import { useTournamentFacts, useTournamentId } from "./use-table-tournament.ts";
import "./tournament.css";

/** The app's store: the player channel writes there; the table's own store is the Provider's. */
const appStore = { store: getDefaultStore() };

export function TournamentLayer() {
  const view = useAtomValue(viewAtom);
  const id = useTournamentId(view);
  const progressById = useAtomValue(tournamentProgressAtom, appStore);
  const progress = id ? progressById[id] : undefined;
  const facts = useTournamentFacts(id);
  const header = id ? headerOf(view, facts) : null;
  if (!id || !header) return null;
  const prizes = facts?.prizes ?? [];
  return (
    <>
      <TournamentHeaderBar header={header} />
      {view && <Standings view={view} header={header} />}
      <RoundScreenLayer tournamentId={id} progressPrizes={prizes} view={view} header={header} hidden={!progress} />
    </>
  );
}

export function TournamentHeaderBar({ header }: { header: TournamentHeader }) {
  const { t } = useTranslation(TABLE);
  return (
    <section className="gt-tour-head" aria-label={t("tournament.label")} data-testid="tournament-header">
      <strong>{header.name || t("tournament.name")}</strong>
      {headerParts(t, header).map((part) => (
        <span key={part}>{part}</span>
      ))}
    </section>
  );
}

/** Small screens (a phone held sideways): the standings start folded so the table stays clear. */
const SMALL_SCREEN = "(max-width: 900px), (max-height: 500px)";

function smallScreenQuery(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(SMALL_SCREEN) : null;
}

function useSmallScreen(): boolean {
  const [small, setSmall] = useState(() => smallScreenQuery()?.matches ?? false);
  useEffect(() => {
    const query = smallScreenQuery();
    if (!query) return;
    const onChange = () => setSmall(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return small;
}

export function Standings({ view, header }: { view: TableView; header: TournamentHeader }) {
  const { t } = useTranslation(TABLE);
  const small = useSmallScreen();
  const [chosen, setOpen] = useState<boolean | null>(null);
  const open = chosen ?? !small;
  const rows = standingsOf(view, header.qualifiers);
  const cut = cutText(t, header);
  if (rows.length === 0) return null;
  return (
    <section className={`gt-tour-standings${open ? "" : " is-closed"}`} aria-label={t("tournament.standings")} data-testid="tournament-standings">
      <button type="button" onClick={() => setOpen(!open)} aria-expanded={open}>
        {t("tournament.standingsButton")}
      </button>
      {open && (
        <>
          {cut && <p className="gt-tour-cut-note">{cut}</p>}
          <ol>
            {rows.map((r, i) => (
              <li key={r.seat} className={`${r.me ? "is-me " : ""}${r.inside ? "is-in" : "is-out"}${i === (header.qualifiers ?? 0) - 1 && i < rows.length - 1 ? " is-cut" : ""}`}>
                <span className="gt-tour-rank">{r.rank}</span>
                <span className="gt-tour-name">
                  {r.name}
                  {r.me ? t("tournament.you") : ""}
                </span>
                <span className="gt-tour-chips">{r.chips}</span>
                {r.tiedAtCut && (
                  <span className="gt-tour-tie" title={t("tournament.tieTitle")}>
                    {t("tournament.tie")}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function RoundScreenLayer({ tournamentId, progressPrizes, view, header, hidden }: { tournamentId: string; progressPrizes: readonly TournamentPrize[]; view: TableView | null; header: TournamentHeader; hidden: boolean }) {
  const { t } = useTranslation(TABLE);
  const progress = useAtomValue(tournamentProgressAtom, appStore)[tournamentId];
  const seat = useAtomValue(takeSeatAtom, appStore);
  const settings = useAtomValue(settingsAtom, appStore);
  const [blocked, setBlocked] = useState(false);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const seconds = useSecondsUntil(progress?.nextRoundAt ?? null);
  const screen = roundScreenOf(t, progress, progressPrizes);
  const key = `${screen?.kind ?? ""}:${progress?.qualifiedRound ?? ""}:${progress?.position ?? ""}`;
  if (hidden || !screen || dismissed === key) return null;
  const nextSeat = seat && seat.iTournamentId === tournamentId && seat.iTableId !== view?.tableId ? seat : null;
  const takeSeat = async () => {
    if (!nextSeat) return;
    // SPEC.md section 4: Take Seat during maintenance shows the maintenance notice instead (this
    // window may not have read the settings yet: read them now).
    const current = settings ?? (await loadSettings({ loader: false }).catch(() => null));
    if (isMaintenanceRunning(current)) return setBlocked(true);
    const params = new URLSearchParams(window.location.search);
    params.set("sTableId", nextSeat.iTableId);
    params.set("nChips", "0");
    params.set("iTournamentId", tournamentId);
    params.delete("sPrivateCode");
    getDefaultStore().set(takeSeatAtom, null);
    window.location.assign(`/game?${params.toString()}`);
  };
  // The final table's order, shown to those who played the final here (the last round's table).
  const atFinal = header.rounds !== null && header.round >= header.rounds;
  const finalRanking = screen.kind === "finished" && atFinal && view ? standingsOf(view, null) : [];
  return (
    <div className="gt-backdrop gt-tour-screen-backdrop">
      <section className={`gt-modal gt-tour-screen gt-tour-${screen.kind}`} role="dialog" aria-modal="true" aria-labelledby="gt-tour-screen-title" data-testid={`tournament-${screen.kind}`}>
        <h2 id="gt-tour-screen-title">{screen.title}</h2>
        <p className="gt-tour-screen-name">{header.name || t("tournament.name")}</p>
        {screen.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {screen.kind === "qualified" && progress?.nextRoundAt && !nextSeat && (
          <p role="timer" className="gt-tour-countdown">
            {t("tournament.nextRound", { time: formatMinutesSeconds(seconds) })}
          </p>
        )}
        {screen.kind === "qualified" && !progress?.nextRoundAt && !nextSeat && <p role="status">{t("tournament.waitingSeats")}</p>}
        {nextSeat && <p role="status">{t("tournament.seatReady")}</p>}
        {screen.kind === "finished" && <FinalRanking rows={finalRanking.map((r) => ({ name: r.name, me: r.me }))} prizes={progressPrizes} />}
        {blocked && <p role="alert">{t("tournament.maintenance")}</p>}
        <div className="gt-tour-actions">
          {nextSeat ? (
            <button type="button" className="gt-accent" onClick={() => void takeSeat()} data-autofocus>
              {t("tournament.takeSeat")}
            </button>
          ) : null}
          <button type="button" onClick={() => setDismissed(key)}>
            {t(screen.kind === "qualified" || screen.kind === "waiting" ? "tournament.back" : "tournament.close")}
          </button>
        </div>
      </section>
    </div>
  );
}

/** The final table's order with the prize of each place (the prizes as listed by the tournament). */
function FinalRanking({ rows, prizes }: { rows: readonly { name: string; me: boolean }[]; prizes: readonly TournamentPrize[] }) {
  const { t } = useTranslation(TABLE);
  if (rows.length === 0) return null;
  return (
    <table className="gt-tour-final" data-testid="tournament-final-ranking">
      <caption>{t("tournament.final.caption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("tournament.final.place")}</th>
          <th scope="col">{t("tournament.final.player")}</th>
          <th scope="col">{t("tournament.final.prize")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => {
          const prize = prizes.find((p) => i + 1 >= p.nFrom && i + 1 <= p.nTo);
          return (
            <tr key={`${r.name}-${i}`} className={r.me ? "is-me" : undefined}>
              <td>{ordinal(t, i + 1)}</td>
              <td>{r.name}</td>
              <td>{prize ? listedPrizeText(t, prize) : "–"}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
