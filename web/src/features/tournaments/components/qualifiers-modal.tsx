import { useEffect, useState } from "react";
import { errorMessage } from "../../../shared/api/client.ts";
import { formatMinutesSeconds } from "../../../shared/format/countdown.ts";
import { useSecondsUntil } from "../../../shared/ui/countdown-hooks.ts";
import { Modal } from "../../../shared/ui/modal.tsx";
import { fetchQualifiers, type Qualifiers } from "../api/tournaments-api.ts";
import { TOURNAMENTS } from "../i18n/index.ts";
import { useTranslation } from "react-i18next";

/** SPEC.md section 2 item 5: who qualified from the last round, with their scoreboards. */
export function QualifiersModal({ tournamentId, onClose }: { tournamentId: string; onClose: () => void }) {
  const { t } = useTranslation(TOURNAMENTS);
  const [state, setState] = useState<{ data: Qualifiers | null; error: string; deadline: number | null }>({ data: null, error: "", deadline: null });
  useEffect(() => {
    let live = true;
    fetchQualifiers(tournamentId)
      // nStrategicDuration: milliseconds until the next round starts, counted from this answer.
      .then((data) => live && setState({ data, error: "", deadline: data.nStrategicDuration > 0 ? Date.now() + data.nStrategicDuration : null }))
      .catch((e: unknown) => live && setState({ data: null, error: errorMessage(e), deadline: null }));
    return () => {
      live = false;
    };
  }, [tournamentId]);
  const { data, error, deadline } = state;
  const seconds = useSecondsUntil(deadline);
  return (
    <Modal title={t("qualifiers.title")} onClose={onClose} testId="tournament-qualifiers">
      {error && <p role="alert">{error}</p>}
      {!data && !error && <p role="status">{t("loading")}</p>}
      {data && data.rows.length === 0 && <p role="status">{t("qualifiers.none")}</p>}
      {data && data.rows.length > 0 && (
        <>
          <p>{t("qualifiers.round", { round: data.nTournamentRound, qualified: data.nTotalQualifier })}</p>
          {deadline !== null && <p role="timer">{t("qualifiers.nextRound", { time: formatMinutesSeconds(seconds) })}</p>}
          <ol>
            {data.rows.map((q) => (
              <li key={q.sUserName}>
                {q.sUserName}: {q.aScoreBoard.join(", ")}
              </li>
            ))}
          </ol>
        </>
      )}
    </Modal>
  );
}
