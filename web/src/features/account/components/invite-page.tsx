import "./account.css";
import { useEffect, useState } from "react";
import { errorMessage } from "../../../shared/api/client.ts";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { copyToClipboard } from "../../../shared/ui/clipboard.ts";
import { fetchInvite, type Invite } from "../api/account-api.ts";

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="copy-row">
      <span className="copy-row__label">{label}</span>
      <code className="copy-row__value" data-testid={testId}>
        {value}
      </code>
      <button type="button" className="btn btn--gold btn--sm" onClick={() => void copyToClipboard(value)} aria-label={`Copy ${label.toLowerCase()}`}>
        Copy
      </button>
    </div>
  );
}

/** /invite: the referral code and link, each with a copy action ('Copied to clipboard!'). */
export default function InvitePage() {
  const [invite, setInvite] = useState<Invite | null>(null);
  const [error, setError] = useState("");
  useEffect(() => {
    fetchInvite().then(setInvite, (e: unknown) => setError(errorMessage(e)));
  }, []);
  return (
    <AccountShell title="Invite" testId="invite">
      <section className="panel invite">
        <h2 className="panel__title">Invite friends to play</h2>
        <p>Share your code or link. When a friend registers with it and plays, you earn a referral bonus, listed under Bonus.</p>
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        {!invite && !error && <p role="status">Loading your code…</p>}
        {invite && (
          <>
            <CopyRow label="Referral code" value={invite.sReferralCode} testId="referral-code" />
            <CopyRow label="Referral link" value={invite.sReferralLink} testId="referral-link" />
          </>
        )}
      </section>
    </AccountShell>
  );
}
