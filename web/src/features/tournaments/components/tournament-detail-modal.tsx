import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { errorMessage } from "../../../shared/api/client.ts";
import { takeSeatAtom } from "../../../shared/session/take-seat.ts";
import { formatDateTime } from "../../../shared/ui/dates.ts";
import { Modal } from "../../../shared/ui/modal.tsx";
import { fetchTournament } from "../api/tournaments-api.ts";
import { useTranslation } from "react-i18next";
import { TOURNAMENTS } from "../i18n/index.ts";
import { botsLabel, breakFooter, entriesLabel, entryFeeLabel, prizeCurrency, prizeLabel, rankRange, roundLabel, shortTournamentId, statusOf, type StatusAction, type Tournament } from "../model/tournament.ts";
import { StatusButton } from "./status-button.tsx";

/** SPEC.md section 2 item 4: everything about one tournament; reloads when `version` changes (after an action). */
export function TournamentDetailModal({ initial, version, onPress, onClose, onQualifiers }: {
  initial: Tournament;
  version: number;
  onPress: (action: StatusAction, t: Tournament) => void;
  onClose: () => void;
  onQualifiers: () => void;
}) {
  const { t: say } = useTranslation(TOURNAMENTS);
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

  const entries = entriesLabel(say, t);
  const bots = botsLabel(say, t.nBots);
  const prizes = t.aRoundInfo.flatMap((r) => r.aWinning);
  const action = statusOf(t, seat?.iTournamentId ?? null);
  return (
    <Modal title={t.sName} onClose={onClose} size="lg" testId="tournament-detail" footer={
        <>
          {t.eState === "running" && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={onQualifiers}>
              {say("detail.qualifiers")}
            </button>
          )}
          <StatusButton action={action} name={t.sName} onPress={() => onPress(action, t)} />
        </>
      }>
      <p className="tournament-detail__id">{shortTournamentId(say, t._id)}</p>
      {error && <p className="notice notice--error" role="alert">{error}</p>}
      <h3>{say("detail.timings")}</h3>
      <dl className="details">
        <div><dt>{say("detail.regStart")}</dt><dd>{formatDateTime(t.dJoiningStartAt)}</dd></div>
        <div><dt>{say("detail.regEnd")}</dt><dd>{formatDateTime(t.dJoiningEndAt)}</dd></div>
        <div><dt>{say("detail.starts")}</dt><dd>{formatDateTime(t.dTournamentStartAt)}</dd></div>
        <div><dt>{say("detail.entryFee")}</dt><dd>{entryFeeLabel(say, t)}</dd></div>
        <div><dt>{say("detail.joined")}</dt><dd data-testid="tournament-detail-joined">{entries.seats}{bots ? ` ${bots}` : ""}{` ${say("detail.waitlist", { waiting: t.nWaitlist })}`}</dd></div>
      </dl>
      {t.nBotFillTo > 0 && (
        <p className="tournament-detail__bots" data-testid="tournament-detail-bots">
          {say("detail.botFill", { players: t.nBotFillTo })}
        </p>
      )}
      <h3>{say("detail.rounds")}</h3>
      <ul data-testid="tournament-detail-rounds">
        {t.aRoundInfo.map((r) => <li key={r.nRound}>{roundLabel(say, r)}</li>)}
      </ul>
      <h3>{say("detail.prizes")}</h3>
      {prizes.length === 0 ? <p>{say("noPrizes")}</p> : (
        <ul>
          {prizes.map((p) => (
            <li key={`${p.nFrom}-${p.nTo}`}>
              {say("detail.prizeRow", {
                rank: rankRange(say, p),
                count: p.nTo - p.nFrom + 1,
                prize: p.eType !== "ticket" ? prizeLabel(say, p.nAmount, prizeCurrency(t)) : p.sTicketName ? say("detail.ticketNamed", { name: p.sTicketName }) : say("detail.ticket"),
              })}
            </li>
          ))}
        </ul>
      )}
      <p><strong>{say("detail.totalPrize")}</strong> {prizeLabel(say, t.nTotalWinning, prizeCurrency(t))}{t.nWinTicketCount > 0 ? say("detail.plusTickets", { count: t.nWinTicketCount }) : ""}</p>
      <p className="tournament-detail__footer">{breakFooter(say, t.nStrategicTime)}</p>
      <p className="tournament-detail__footer">{say("detail.disclaimer")}</p>
    </Modal>
  );
}
