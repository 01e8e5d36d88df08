import { useTranslation } from "react-i18next";
import { TOURNAMENTS } from "../i18n/index.ts";
import { isDisabledStatus, type StatusAction } from "../model/tournament.ts";

export function StatusButton({ action, name, onPress }: { action: StatusAction; name: string; onPress: () => void }) {
  const { t } = useTranslation(TOURNAMENTS);
  const primary = action === "register" || action === "waitlist" || action === "take_seat";
  const label = t(`status.${action}`);
  return (
    <button
      type="button"
      className={`btn btn--sm ${primary ? "btn--primary" : "btn--ghost"}`}
      disabled={isDisabledStatus(action)}
      aria-label={t("statusOf", { status: label, name })}
      data-testid={`tournament-status-${action}`}
      onClick={onPress}
    >
      {label}
    </button>
  );
}
