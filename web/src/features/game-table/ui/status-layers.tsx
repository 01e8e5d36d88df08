/**
 * The overlays about the table's state rather than the deal: waiting for players or the next
 * deal, refusals and notices from the room, the connection (reconnecting, or the seat lost), the
 * screen reader's live region, and the rotate-your-phone hint in portrait.
 */
import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { TABLE } from "../i18n/index.ts";
import { announceAtom, endReasonAtom, noticesAtom, statusAtom, viewAtom } from "../model/table-store.ts";
import { useController } from "./controller-context.ts";
import { noticeText } from "./notice-words.ts";
import { useCountdown } from "./use-countdown.ts";
import { useUsualWait } from "./use-usual-wait.ts";

export function WaitingBanner() {
  const { t } = useTranslation(TABLE);
  const view = useAtomValue(viewAtom);
  const seconds = useCountdown(view?.phase === "waiting" ? view.nextDealAt : null);
  const me = view && view.mySeat !== null ? view.seats[view.mySeat] : null;
  const seatedNow = view ? view.seats.filter((s) => s !== null).length : 0;
  // Alone at a cash table: say how long the wait usually is, and that leaving now costs nothing.
  const usualWait = useUsualWait(view?.tableId ?? "", !!view && view.phase === "waiting" && !view.info.practice && seatedNow === 1);
  if (view && (view.phase === "play" || view.phase === "meld") && me?.status === "waiting") {
    return (
      <div className="gt-banner gt-banner-low" role="status">
        {t("status.nextDeal")}
      </div>
    );
  }
  if (!view || view.phase !== "waiting") return null;
  const seated = view.seats.filter((s) => s !== null).length;
  return (
    <div className="gt-banner" role="status">
      {seconds !== null ? t("status.startsIn", { seconds }) : t("status.waiting", { seated, max: view.maxSeats })}
      {seconds === null && usualWait && (
        <span className="gt-banner-note">
          {" "}
          {usualWait} {t("status.freeLeave")}
        </span>
      )}
    </div>
  );
}

export function Notices() {
  const { t } = useTranslation(TABLE);
  const controller = useController();
  const notices = useAtomValue(noticesAtom);
  return (
    <div className="gt-notices">
      {notices.map((n) => (
        <div key={n.id} className={`gt-notice gt-notice-${n.kind}`} role={n.kind === "error" ? "alert" : "status"} onClick={() => controller.dismissNotice(n.id)}>
          {noticeText(t, n.text)}
        </div>
      ))}
    </div>
  );
}

export function ConnectionOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(TABLE);
  const status = useAtomValue(statusAtom);
  const reason = useAtomValue(endReasonAtom);
  const view = useAtomValue(viewAtom);
  if (status === "connected") return null;
  if (status === "connecting" && !view) {
    return (
      <div className="gt-cover" role="status">
        <div className="gt-spinner" aria-hidden="true" />
        <p>{t("status.joining")}</p>
      </div>
    );
  }
  if (status === "reconnecting" || status === "connecting") {
    return (
      <div className="gt-cover gt-cover-soft" role="status" data-testid="reconnecting">
        <div className="gt-spinner" aria-hidden="true" />
        <p>{t("status.reconnecting")}</p>
      </div>
    );
  }
  return (
    <div className="gt-cover" role="alertdialog" aria-labelledby="gt-end-title" data-testid="table-ended">
      <h2 id="gt-end-title">{status === "closed" ? t("status.left") : t("status.lost")}</h2>
      <p>{reason ?? (status === "closed" ? t("status.thanks") : t("status.notRestored"))}</p>
      <button type="button" onClick={onClose}>
        {t("status.closeWindow")}
      </button>
    </div>
  );
}

export function LiveRegion() {
  const { t } = useTranslation(TABLE);
  const said = useAtomValue(announceAtom);
  const text = said && noticeText(t, said);
  return (
    <div className="gt-sr" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}

export function RotateHint() {
  const { t } = useTranslation(TABLE);
  return (
    <div className="gt-rotate" aria-hidden="true">
      <div className="gt-rotate-phone" />
      <p>{t("status.rotate")}</p>
    </div>
  );
}
