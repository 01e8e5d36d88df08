import { useTranslation } from "react-i18next";
import { LOBBY } from "../i18n/index.ts";
import { useAtomValue } from "jotai";
import { formatHoursMinutesSeconds } from "../../../shared/format/countdown.ts";
import { isMaintenanceRunning, maintenanceEndMs, settingsAtom } from "../../../shared/settings/settings.ts";
import { useSecondsUntil } from "../../../shared/ui/countdown-hooks.ts";

/** SPEC.md section 4: while maintenance runs the lobby shows the countdown to dEndAt, every second. */
export function MaintenanceBanner() {
  const settings = useAtomValue(settingsAtom);
  const running = isMaintenanceRunning(settings);
  const seconds = useSecondsUntil(running ? maintenanceEndMs(settings) : null);
  const { t } = useTranslation(LOBBY);
  if (!running) return null;
  return (
    <div className="notice lobby-maintenance" role="status" data-testid="maintenance-banner">
      {t("maintenanceBefore")}
      <strong className="lobby-maintenance__clock">{formatHoursMinutesSeconds(seconds)}</strong>
      {t("maintenanceAfter")}
    </div>
  );
}
