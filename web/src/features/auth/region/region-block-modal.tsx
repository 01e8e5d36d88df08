import { useAtomValue, useSetAtom } from "jotai";
import { useId } from "react";
import { useNavigate } from "react-router-dom";
import { clearSession } from "../../../shared/session/clear-session.ts";
import { clearAllStorage } from "../../../shared/session/storage-keys.ts";
import { Icon } from "../../../shared/ui/icons.tsx";
import { Modal } from "../../../shared/ui/modal.tsx";
import { useTranslation } from "react-i18next";
import { AUTH } from "../i18n/index.ts";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { LOCATION_MESSAGES, LOCATION_TITLES } from "./geolocation.ts";
import { regionProblemAtom } from "./region-check.ts";

/** The region-block modal: title, message and 'Got It', which clears storage and goes to /. */
export function RegionBlockModal() {
  const problem = useAtomValue(regionProblemAtom);
  const setProblem = useSetAtom(regionProblemAtom);
  const navigate = useNavigate();
  const messageId = useId();
  const { t } = useTranslation(AUTH);
  if (!problem) return null;

  const gotIt = () => {
    clearAllStorage();
    clearSession();
    setProblem(null);
    navigate("/", { replace: true });
  };

  return (
    <Modal
      title={knownText(t, "locationTitles", LOCATION_TITLES, problem.title)}
      onClose={gotIt}
      size="sm"
      alert
      describedBy={messageId}
      testId="region-block"
      footer={
        <button type="button" className="btn btn--primary" onClick={gotIt} data-autofocus>
          {t("region.gotIt")}
        </button>
      }
    >
      <div className="region-block">
        <span className="region-block__icon">
          <Icon name="pin" size={28} />
        </span>
        <p id={messageId} className="modal__message">
          {knownText(t, "locationMessages", LOCATION_MESSAGES, problem.message)}
        </p>
      </div>
    </Modal>
  );
}
