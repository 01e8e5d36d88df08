import "./account.css";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ACCOUNT } from "../i18n/index.ts";
import { errorMessage } from "../../../shared/api/client.ts";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { copyToClipboard } from "../../../shared/ui/clipboard.ts";
import { fetchInvite, type Invite } from "../api/account-api.ts";

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation(ACCOUNT);
  return (
    <div className="copy-row">
      <span className="copy-row__label">{label}</span>
      <code className="copy-row__value" data-testid={testId}>
        {value}
      </code>
      <button type="button" className="btn btn--gold btn--sm" onClick={() => void copyToClipboard(value)} aria-label={t("invite.copyLabel", { what: label.toLowerCase() })}>
        {t("invite.copy")}
      </button>
    </div>
  );
}

/** /invite: the referral code and link, each with a copy action ('Copied to clipboard!'). */
export default function InvitePage() {
  const { t } = useTranslation(ACCOUNT);
  const [invite, setInvite] = useState<Invite | null>(null);
  const [error, setError] = useState("");
  useEffect(() => {
    fetchInvite().then(setInvite, (e: unknown) => setError(errorMessage(e)));
  }, []);
  return (
    <AccountShell title={t("invite.title")} testId="invite">
      <section className="panel invite">
        <h2 className="panel__title">{t("invite.heading")}</h2>
        <p>{t("invite.text")}</p>
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        {!invite && !error && <p role="status">{t("invite.loading")}</p>}
        {invite && (
          <>
            <CopyRow label={t("invite.code")} value={invite.sReferralCode} testId="referral-code" />
            <CopyRow label={t("invite.link")} value={invite.sReferralLink} testId="referral-link" />
          </>
        )}
      </section>
    </AccountShell>
  );
}
