/** The strip along the top: the table's name and deal, the fairness panel, sound, help and leave. */
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TABLE } from "../i18n/index.ts";
import { ReportForm } from "../../../shared/fairplay/report-form.tsx";
import { Modal } from "./modal.tsx";
import { mutedAtom, viewAtom } from "../model/table-store.ts";
import { useController } from "./controller-context.ts";
import { tableTitle } from "./title-words.ts";

export function TopBar() {
  const { t } = useTranslation(TABLE);
  const controller = useController();
  const view = useAtomValue(viewAtom);
  const muted = useAtomValue(mutedAtom);
  const [reporting, setReporting] = useState(false);
  const others = (view?.seats ?? []).flatMap((s) => (s && !s.isBot && s.seat !== view?.mySeat ? [{ seat: s.seat, name: s.name }] : []));
  return (
    <header className="gt-top">
      <div className="gt-title">
        <strong>{view ? tableTitle(view.info, t) : t("top.table")}</strong>
        {view && view.dealNumber > 0 ? <span>{t("top.deal", { deal: view.dealNumber })}</span> : null}
        {view?.info.practice ? <span className="gt-tag">{t("top.practice")}</span> : null}
        {view?.info.privateCode ? <span className="gt-tag">{t("top.private", { code: view.info.privateCode })}</span> : null}
      </div>
      <div className="gt-tools">
        <button type="button" onClick={() => controller.openDialog({ type: "fairness" })} title={t("top.fairTitle")} disabled={!view?.commitment}>
          <svg className="gt-icon" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
            <path d="M8.5 12l2.5 2.5 4.5-5" />
          </svg>
          <span className="gt-label">{t("top.fair")}</span>
        </button>
        <button type="button" onClick={() => controller.toggleMute()} aria-pressed={muted} title={t("top.soundTitle")}>
          <svg className="gt-icon" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 9h4l5-4v14l-5-4H4z" />
            {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M16.5 8.5a5 5 0 010 7M19 6a8.5 8.5 0 010 12" />}
          </svg>
          <span className="gt-sr">{muted ? t("top.soundOff") : t("top.soundOn")}</span>
        </button>
        <button type="button" onClick={() => controller.openDialog({ type: "help" })} title={t("top.helpTitle")}>
          ?<span className="gt-sr">{t("top.help")}</span>
        </button>
        {view && !view.info.practice ? (
          <button type="button" onClick={() => setReporting(true)} title={t("top.reportTitle")}>
            {t("top.report")}
          </button>
        ) : null}
        <button type="button" className="gt-danger" onClick={() => controller.openDialog({ type: "leave" })}>
          {t("top.leave")}
        </button>
      </div>
      {reporting && view ? (
        <Modal title={t("top.report")} actions={null} onClose={() => setReporting(false)}>
          <ReportForm
            target={{ tableId: view.tableId, players: others }}
            onCancel={() => setReporting(false)}
            onDone={(message) => {
              setReporting(false);
              controller.notify("info", message);
            }}
          />
        </Modal>
      ) : null}
    </header>
  );
}
