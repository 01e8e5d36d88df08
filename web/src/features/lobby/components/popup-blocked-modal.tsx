import { useAtom } from "jotai";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../shared/ui/modal.tsx";
import { openGameWindow } from "../model/game-window.ts";
import { blockedPopupAtom } from "../model/lobby-state.ts";
import { LOBBY } from "../i18n/index.ts";

/** When the browser blocks the game popup, a click on this button is a gesture it always allows. */
export function PopupBlockedModal() {
  const { t } = useTranslation(LOBBY);
  const [blocked, setBlocked] = useAtom(blockedPopupAtom);
  if (!blocked) return null;
  const open = () => {
    if (openGameWindow(blocked.url, blocked.name)) setBlocked(null);
  };
  return (
    <Modal
      title={t("popupBlocked.title")}
      onClose={() => setBlocked(null)}
      size="sm"
      testId="popup-blocked"
      footer={
        <button type="button" className="btn btn--gold" onClick={open} data-autofocus>
          {t("popupBlocked.open")}
        </button>
      }
    >
      <p className="modal__message">{t("popupBlocked.text")}</p>
    </Modal>
  );
}
