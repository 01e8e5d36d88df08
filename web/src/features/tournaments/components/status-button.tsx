import { isDisabledStatus, STATUS_LABEL, type StatusAction } from "../model/tournament.ts";

export function StatusButton({ action, name, onPress }: { action: StatusAction; name: string; onPress: () => void }) {
  const primary = action === "register" || action === "waitlist" || action === "take_seat";
  return (
    <button
      type="button"
      className={`btn btn--sm ${primary ? "btn--primary" : "btn--ghost"}`}
      disabled={isDisabledStatus(action)}
      aria-label={`${STATUS_LABEL[action]}: ${name}`}
      data-testid={`tournament-status-${action}`}
      onClick={onPress}
    >
      {STATUS_LABEL[action]}
    </button>
  );
}
