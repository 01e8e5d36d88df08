import { useAtom, useAtomValue } from "jotai";
import { useId } from "react";
import { formatHoursMinutesSeconds } from "../../shared/format/countdown.ts";
import { maintenanceEndMs, maintenanceModalOpenAtom, settingsAtom } from "../../shared/settings/settings.ts";
import { useSecondsUntil } from "../../shared/ui/countdown-hooks.ts";
import { Modal } from "../../shared/ui/modal.tsx";
import { useTranslation } from "react-i18next";
import { SHELL } from "./i18n/index.ts";

/** SPEC.md sections 2 and 4: the maintenance countdown to oMaintenance.dEndAt, ticking every second. */
export function MaintenanceModal() {
  const [open, setOpen] = useAtom(maintenanceModalOpenAtom);
  const settings = useAtomValue(settingsAtom);
  const seconds = useSecondsUntil(open ? maintenanceEndMs(settings) : null);
  const messageId = useId();
  const { t } = useTranslation(SHELL);
  if (!open) return null;
  return (
    <Modal
      title={t("maintenance.title")}
      onClose={() => setOpen(false)}
      size="sm"
      alert
      describedBy={messageId}
      testId="maintenance-modal"
      footer={
        <button type="button" className="btn btn--primary" onClick={() => setOpen(false)} data-autofocus>
          {t("maintenance.okay")}
        </button>
      }
    >
      <p id={messageId} className="modal__message">
        {t("maintenance.message", { countdown: formatHoursMinutesSeconds(seconds) })}
      </p>
    </Modal>
  );
}
