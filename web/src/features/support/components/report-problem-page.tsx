import "./support.css";
import { useAtomValue } from "jotai";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { SUPPORT } from "../i18n/index.ts";
import type { TFunction } from "i18next";
import { Link } from "react-router-dom";
import { errorMessage } from "../../../shared/api/client.ts";
import { loadSettings, settingsAtom } from "../../../shared/settings/settings.ts";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { SelectField, TextAreaField } from "../../../shared/ui/form-fields.tsx";
import { toastError, toastSuccess } from "../../../shared/ui/toast-store.ts";
import { addTicket } from "../api/support-api.ts";
import { attachmentError, REPORT_LIMITS, REPORT_MESSAGES, validateReport, type ReportValues } from "../model/report-form.ts";

/** The settings' aReportDropDown without blank entries. */
function issuesFrom(list: readonly string[]): string[] {
  return list.filter((issue) => issue.trim() !== "");
}

const sizeText = (bytes: number, t: TFunction<"support">) =>
  bytes >= 1_048_576 ? t("report.megabytes", { size: (bytes / 1_048_576).toFixed(1) }) : t("report.kilobytes", { size: Math.max(1, Math.round(bytes / 1024)) });

/**
 * /report-problem (SPEC.md sections 2 and 5): Select Issue from the settings' aReportDropDown,
 * Comments up to 200, up to 4 image or video attachments, Submit and Cancel.
 */
export default function ReportProblemPage() {
  const { t } = useTranslation(SUPPORT);
  const says = (text: string | undefined) => knownText(t, "messages", REPORT_MESSAGES, text);
  const settings = useAtomValue(settingsAtom);
  const issues = issuesFrom(settings?.reply.aReportDropDown ?? []);
  const [values, setValues] = useState<ReportValues>({ issue: "", comments: "" });
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const errors = submitted ? validateReport(values) : {};

  useEffect(() => {
    loadSettings().catch(() => undefined);
  }, []);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    const problem = attachmentError(chosen);
    setFileError(problem ?? undefined);
    setFiles(problem ? [] : chosen);
    if (problem) event.target.value = "";
  };

  const reset = () => {
    setValues({ issue: "", comments: "" });
    setFiles([]);
    setFileError(undefined);
    setSubmitted(false);
    if (input.current) input.current.value = "";
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateReport(values)).length > 0 || fileError) return;
    try {
      const message = await addTicket({ eCategory: values.issue, sTitle: values.issue, sDescription: values.comments.trim() }, files);
      toastSuccess(knownText(t, "messages", REPORT_MESSAGES, message || REPORT_MESSAGES.submitted), 3000);
      reset();
      setSent(true);
    } catch (error) {
      toastError(errorMessage(error));
    }
  };

  return (
    <AccountShell title={t("report.title")} testId="report-problem">
      {sent && (
        <p className="notice notice--success" role="status">
          <Trans t={t} i18nKey="report.sent" values={{ message: t("messages.submitted") }} components={{ list: <Link to="/reported-problems" /> }} />
        </p>
      )}
      <form className="panel narrow-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t("report.form")}>
        <SelectField label={t("report.issue")} value={values.issue} onChange={(e) => setValues((v) => ({ ...v, issue: e.target.value }))} error={says(errors.issue)}>
          <option value="">{t("report.issue")}</option>
          {issues.map((issue) => (
            <option key={issue} value={issue}>
              {issue}
            </option>
          ))}
        </SelectField>
        <TextAreaField label={t("report.comments")} rows={4} maxLength={REPORT_LIMITS.comments} value={values.comments} onChange={(e) => setValues((v) => ({ ...v, comments: e.target.value }))} error={says(errors.comments)} />
        <div className={`field${fileError ? " field--invalid" : ""}`}>
          <label className="field__label" htmlFor="report-files">
            {t("report.attachments")}
          </label>
          <input
            ref={input}
            id="report-files"
            className="file-input"
            type="file"
            multiple
            accept="image/*,video/*"
            onChange={pick}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? "report-files-error" : "report-files-hint"}
          />
          {fileError ? (
            <p className="field__error" id="report-files-error" role="alert">
              {says(fileError)}
            </p>
          ) : (
            <p className="field__hint" id="report-files-hint">
              {t("report.attachmentsHint")}
            </p>
          )}
          {files.length > 0 && (
            <ul className="file-list" aria-label={t("report.chosen")}>
              {files.map((f) => (
                <li key={`${f.name}-${f.size}`}>
                  {f.name} <span>({sizeText(f.size, t)})</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="panel__actions">
          <button type="submit" className="btn btn--primary">
            {t("report.submit")}
          </button>
          <button type="button" className="btn btn--ghost" onClick={reset}>
            {t("report.cancel")}
          </button>
        </div>
      </form>
    </AccountShell>
  );
}
