import { useEffect, useState } from "react";
import { errorMessage } from "../../../shared/api/client.ts";
import { formatMinutesSeconds } from "../../../shared/format/countdown.ts";
import { useSecondsUntil } from "../../../shared/ui/countdown-hooks.ts";
import { Modal } from "../../../shared/ui/modal.tsx";
import { fetchQualifiers, type Qualifiers } from "../api/tournaments-api.ts";
import { NO_QUALIFIERS } from "../model/tournament.ts";

/** SPEC.md section 2 item 5: who qualified from the last round, with their scoreboards. */
export function QualifiersModal({ tournamentId, onClose }: { tournamentId: string; onClose: () => void }) {
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
    <Modal title="Qualifiers" onClose={onClose} testId="tournament-qualifiers">
      {error && <p role="alert">{error}</p>}
      {!data && !error && <p role="status">Loading…</p>}
      {data && data.rows.length === 0 && <p role="status">{NO_QUALIFIERS}</p>}
      {data && data.rows.length > 0 && (
        <>
          <p>
            Round {data.nTournamentRound}: {data.nTotalQualifier} qualified
          </p>
          {deadline !== null && <p role="timer">Next round in {formatMinutesSeconds(seconds)}</p>}
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
