import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useId } from "react";
import { useNavigate } from "react-router-dom";
import { blockIfMaintenance } from "../../shared/settings/settings.ts";
import { pendingTakeSeatAtom, takeSeatActionAtom, takeSeatAtom } from "../../shared/session/take-seat.ts";
import { Modal } from "../../shared/ui/modal.tsx";
import { useTranslation } from "react-i18next";
import { SHELL } from "./i18n/index.ts";

/** SPEC.md section 2: shown when a tournament the player joined starts (realtime seat data). */
export function TakeSeatModal() {
  const [seat, setSeat] = useAtom(takeSeatAtom);
  const action = useAtomValue(takeSeatActionAtom);
  const setPending = useSetAtom(pendingTakeSeatAtom);
  const navigate = useNavigate();
  const messageId = useId();
  const { t } = useTranslation(SHELL);
  if (!seat) return null;

  const takeSeat = () => {
    setSeat(null);
    // SPEC.md section 8: Take Seat during maintenance shows the maintenance modal instead.
    if (blockIfMaintenance()) return;
    if (action) return action.run(seat);
    // Only the lobby opens game windows: go there, and it takes the seat once it is shown.
    setPending(seat);
    void navigate("/lobby");
  };

  return (
    <Modal
      title={t("takeSeat.title")}
      onClose={() => setSeat(null)}
      size="sm"
      alert
      describedBy={messageId}
      testId="take-seat-modal"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={() => setSeat(null)}>
            {t("takeSeat.cancel")}
          </button>
          <button type="button" className="btn btn--primary" onClick={takeSeat} data-autofocus>
            {t("takeSeat.takeSeat")}
          </button>
        </>
      }
    >
      <p id={messageId} className="modal__message">
        {t("takeSeat.message")}
      </p>
    </Modal>
  );
}
