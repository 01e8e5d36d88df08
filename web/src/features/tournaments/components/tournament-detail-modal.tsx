import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { errorMessage } from "../../../shared/api/client.ts";
import { takeSeatAtom } from "../../../shared/session/take-seat.ts";
import { formatDateTime } from "../../../shared/ui/dates.ts";
import { Modal } from "../../../shared/ui/modal.tsx";
import { fetchTournament } from "../api/tournaments-api.ts";
import { botsLabel, breakFooter, DISCLAIMER, entriesLabel, entryFeeLabel, prizeCurrency, prizeLabel, rankRange, roundLabel, shortTournamentId, statusOf, type StatusAction, type Tournament } from "../model/tournament.ts";
import { StatusButton } from "./status-button.tsx";

/** SPEC.md section 2 item 4: everything about one tournament; reloads when `version` changes (after an action). */
export function TournamentDetailModal({ initial, version, onPress, onClose, onQualifiers }: {
  initial: Tournament;
  version: number;
  onPress: (action: StatusAction, t: Tournament) => void;
  onClose: () => void;
  onQualifiers: () => void;
}) {
  const [t, setT] = useState(initial);
  const [error, setError] = useState("");
  const seat = useAtomValue(takeSeatAtom);
  useEffect(() => {
    let live = true;
    fetchTournament(initial._id)
      .then((fresh) => live && (setT(fresh), setError("")))
      .catch((e: unknown) => live && setError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [initial._id, version]);

  const entries = entriesLabel(t);
  const bots = botsLabel(t.nBots);
  const prizes = t.aRoundInfo.flatMap((r) => r.aWinning);
  const action = statusOf(t, seat?.iTournamentId ?? null);
  return (
    <Modal title={t.sName} onClose={onClose} size="lg" testId="tournament-detail" footer={
        <>
          {t.eState === "running" && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={onQualifiers}>
              Qualifiers
            </button>
          )}
          <StatusButton action={action} name={t.sName} onPress={() => onPress(action, t)} />
        </>
      }>
      <p className="tournament-detail__id">{shortTournamentId(t._id)}</p>
      {error && <p className="notice notice--error" role="alert">{error}</p>}
      <h3>Tournament Timings</h3>
      <dl className="details">
        <div><dt>Reg. Start</dt><dd>{formatDateTime(t.dJoiningStartAt)}</dd></div>
        <div><dt>Reg. End</dt><dd>{formatDateTime(t.dJoiningEndAt)}</dd></div>
        <div><dt>Starts</dt><dd>{formatDateTime(t.dTournamentStartAt)}</dd></div>
        <div><dt>Entry Fee</dt><dd>{entryFeeLabel(t)}</dd></div>
        <div><dt>Player Joined</dt><dd data-testid="tournament-detail-joined">{entries.seats}{bots ? ` ${bots}` : ""}{` (Waitlist: ${t.nWaitlist})`}</dd></div>
      </dl>
      {t.nBotFillTo > 0 && (
        <p className="tournament-detail__bots" data-testid="tournament-detail-bots">
          Practice only: labelled bots fill empty places up to {t.nBotFillTo} players at the start.
        </p>
      )}
      <h3>Game Rounds</h3>
      <ul data-testid="tournament-detail-rounds">
        {t.aRoundInfo.map((r) => <li key={r.nRound}>{roundLabel(r)}</li>)}
      </ul>
      <h3>Prizes</h3>
      {prizes.length === 0 ? <p>No Prizes</p> : (
        <ul>
          {prizes.map((p) => (
            <li key={`${p.nFrom}-${p.nTo}`}>
              {rankRange(p)} ({p.nTo - p.nFrom + 1} player{p.nTo > p.nFrom ? "s" : ""}): {p.eType === "ticket" ? `Ticket${p.sTicketName ? ` ${p.sTicketName}` : ""}` : prizeLabel(p.nAmount, prizeCurrency(t))}
            </li>
          ))}
        </ul>
      )}
      <p><strong>Total Prize:</strong> {prizeLabel(t.nTotalWinning, prizeCurrency(t))}{t.nWinTicketCount > 0 ? ` + ${t.nWinTicketCount} ticket${t.nWinTicketCount === 1 ? "" : "s"}` : ""}</p>
      <p className="tournament-detail__footer">{breakFooter(t.nStrategicTime)}</p>
      <p className="tournament-detail__footer">{DISCLAIMER}</p>
    </Modal>
  );
}
