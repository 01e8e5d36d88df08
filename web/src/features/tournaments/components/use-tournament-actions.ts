import { getDefaultStore } from "jotai";
import { useState } from "react";
import { errorMessage } from "../../../shared/api/client.ts";
import { refreshProfile } from "../../../shared/session/profile.ts";
import { takeSeatActionAtom, takeSeatAtom } from "../../../shared/session/take-seat.ts";
import { blockIfMaintenance } from "../../../shared/settings/settings.ts";
import { toastError, toastSuccess } from "../../../shared/ui/toast-store.ts";
import { joinTournament, withdrawTournament } from "../api/tournaments-api.ts";
import { tournamentsT } from "../i18n/index.ts";
import type { StatusAction, Tournament } from "../model/tournament.ts";

const store = getDefaultStore();
const SUCCESS_MS = 3000;

/** What the confirmation modal is asking about. */
export interface Pending {
  readonly kind: "register" | "withdraw";
  readonly tournament: Tournament;
}

/**
 * The Status button's actions (SPEC.md section 4): register and withdraw after a yes, take seat
 * through the shell's Take Seat path; the list (and an open detail) reload either way.
 */
export function useTournamentActions(reload: () => void) {
  const [pending, setPending] = useState<Pending | null>(null);

  const press = (action: StatusAction, t: Tournament) => {
    if (action === "register" || action === "waitlist") {
      if (!blockIfMaintenance()) setPending({ kind: "register", tournament: t });
    } else if (action === "withdraw") setPending({ kind: "withdraw", tournament: t });
    else if (action === "take_seat") {
      if (blockIfMaintenance()) return;
      const seat = store.get(takeSeatAtom);
      const iTableId = seat?.iTournamentId === t._id ? seat.iTableId : t.participant?.iTableId;
      if (!iTableId) return;
      store.set(takeSeatAtom, null);
      store.get(takeSeatActionAtom)?.run({ iTableId, iTournamentId: t._id });
    }
  };

  const confirm = async () => {
    const current = pending;
    setPending(null);
    if (!current) return;
    try {
      if (current.kind === "register") {
        const result = await joinTournament(current.tournament._id);
        if (result.message === "success.") toastSuccess(tournamentsT()("confirm.registered"), SUCCESS_MS);
      } else {
        const message = await withdrawTournament(current.tournament._id);
        if (message === "success.") toastSuccess(tournamentsT()("confirm.withdrawn"), SUCCESS_MS);
      }
      void refreshProfile({ loader: false }).catch(() => undefined);
    } catch (error) {
      toastError(errorMessage(error));
    } finally {
      reload();
    }
  };

  return { pending, press, confirm: () => void confirm(), cancel: () => setPending(null) };
}
