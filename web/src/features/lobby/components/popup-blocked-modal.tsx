import { useAtom } from "jotai";
import { Modal } from "../../../shared/ui/modal.tsx";
import { openGameWindow } from "../model/game-window.ts";
import { blockedPopupAtom } from "../model/lobby-state.ts";

/** When the browser blocks the game popup, a click on this button is a gesture it always allows. */
export function PopupBlockedModal() {
  const [blocked, setBlocked] = useAtom(blockedPopupAtom);
  if (!blocked) return null;
  const open = () => {
    if (openGameWindow(blocked.url, blocked.name)) setBlocked(null);
  };
  return (
    <Modal
      title="Your table is ready"
      onClose={() => setBlocked(null)}
      size="sm"
      testId="popup-blocked"
      footer={
        <button type="button" className="btn btn--gold" onClick={open} data-autofocus>
          Open the table
        </button>
      }
    >
      <p className="modal__message">Your browser stopped the game window from opening. Open it here, or allow pop-ups for this site.</p>
    </Modal>
  );
}
