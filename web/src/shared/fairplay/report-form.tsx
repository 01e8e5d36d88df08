import { REPORT_REASONS, type ReportReason } from "@rummy/shared-rules/contract/report-reasons";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { api, errorMessage } from "../api/client.ts";
import { COMMON } from "../i18n/common.ts";
import { knownText } from "../i18n/i18n.ts";

/**
 * Report a table or a player (fair play, issue 20): from the table and from the hand history.
 * Players are named by seat (the server finds who sat there); the reply is SPEC.md's
 * 'Report submitted successfully.'. The form only; each screen puts it in its own dialog.
 */
export interface ReportTarget {
  readonly tableId?: string | null;
  readonly dealId?: string | null;
  /** The other players, by seat. */
  readonly players: readonly { readonly seat: number; readonly name: string }[];
}

const MAX_COMMENT = 200;

export function ReportForm({ target, onDone, onCancel }: { target: ReportTarget; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation(COMMON);
  const id = useId();
  const [who, setWho] = useState("table");
  const [reason, setReason] = useState<ReportReason>(REPORT_REASONS[0]);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const reply = await api.post("/fairplay/report", {
        eReason: reason,
        sComment: comment,
        ...(target.dealId ? { iDealId: target.dealId } : target.tableId ? { iTableId: target.tableId } : {}),
        ...(who === "table" ? {} : { nSeat: Number(who) }),
      });
      onDone(knownText(t, "report", { sent: "Report submitted successfully." }, reply.message || "Report submitted successfully."));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} data-testid="report-form">
      <p>
        <label htmlFor={`${id}-who`}>{t("report.who")}</label>{" "}
        <select id={`${id}-who`} value={who} onChange={(e) => setWho(e.target.value)}>
          <option value="table">{t("report.table")}</option>
          {target.players.map((p) => (
            <option key={p.seat} value={String(p.seat)}>
              {p.name}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor={`${id}-reason`}>{t("report.reason")}</label>{" "}
        <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(REPORT_REASONS.find((r) => r === e.target.value) ?? REPORT_REASONS[0])}>
          {REPORT_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`report.reasons.${value}`)}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor={`${id}-comment`}>{t("report.comment")}</label>
        <br />
        <textarea id={`${id}-comment`} value={comment} maxLength={MAX_COMMENT} rows={3} cols={32} onChange={(e) => setComment(e.target.value)} />
      </p>
      {error && <p role="alert">{error}</p>}
      <p>
        <button type="submit" disabled={sending}>
          {t("report.send")}
        </button>{" "}
        <button type="button" onClick={onCancel}>
          {t("report.cancel")}
        </button>
      </p>
    </form>
  );
}
