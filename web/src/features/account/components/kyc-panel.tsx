import { useState, type FormEvent } from "react";
import { Trans } from "react-i18next";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { useTranslation } from "react-i18next";
import { ACCOUNT } from "../i18n/index.ts";
import { refreshProfile } from "../../../shared/session/profile.ts";
import { TextField } from "../../../shared/ui/text-field.tsx";
import { submitPan } from "../api/account-api.ts";
import { dobToInput } from "../model/profile-form.ts";
import { cleanPan, dobDayFirst, KYC_MESSAGES, maskedAadhaar, panError } from "../model/kyc-form.ts";
import type { AccountProfile } from "../model/profile-view.ts";
import { AadhaarStep } from "./aadhaar-step.tsx";
import { BankPanel } from "./bank-panel.tsx";
import { profileFailure, profileSuccess } from "./profile-toast.ts";

/** SPEC.md section 4 "KYC": the text of each oKYC.eState. */
function KycStatus({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation(ACCOUNT);
  const { kyc } = profile;
  if (kyc.eState === "approved") {
    return (
      <div className="notice notice--success" role="status" data-testid="kyc-status">
        <p>
          <strong>{t("kyc.states.approved")}</strong>
        </p>
        <dl className="details">
          <dt>{t("kyc.pan")}</dt>
          <dd>{kyc.sPanNumber}</dd>
          <dt>{t("kyc.aadhaar")}</dt>
          <dd>{maskedAadhaar(kyc.sAdharNumber) || kyc.sAdharNumber}</dd>
        </dl>
      </div>
    );
  }
  if (kyc.eState === "pending") {
    return (
      <div className="notice" role="status" data-testid="kyc-status">
        <p>
          <strong>{t("kyc.states.pending")}</strong>
        </p>
        {kyc.bSuspended && <p>{t("kyc.manual")}</p>}
        {kyc.sRejectReason && <p>{kyc.sRejectReason}</p>}
      </div>
    );
  }
  if (kyc.eState === "rejected") {
    return (
      <div className="notice notice--error" role="status" data-testid="kyc-status">
        <p>
          <Trans t={t} i18nKey="kyc.rejectedLine" values={{ state: t("kyc.states.rejected"), reason: kyc.sRejectReason || t("kyc.rejectedReason") }} components={{ b: <strong /> }} />
        </p>
        <p>{t("kyc.rejectedAgain")}</p>
      </div>
    );
  }
  return (
    <p className="notice" role="status" data-testid="kyc-status">
      {t("kyc.start")}
    </p>
  );
}

function PanStep({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation(ACCOUNT);
  const says = (text: string | undefined) => knownText(t, "messages", KYC_MESSAGES, text);
  const [pan, setPan] = useState("");
  const profileDob = dobToInput(profile.dDob);
  const [dob, setDob] = useState(profileDob);
  const [errors, setErrors] = useState<{ pan?: string; dob?: string }>({});

  if (profile.kyc.bPanVerified) {
    return (
      <p className="kyc-done">
        <span aria-hidden="true">✓</span> {profile.kyc.sPanNumber ? t("kyc.panVerifiedNumber", { pan: profile.kyc.sPanNumber }) : t("kyc.panVerified")}
      </p>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { pan: panError(pan) ?? undefined, dob: dob ? undefined : KYC_MESSAGES.dobEmpty };
    setErrors(found);
    if (found.pan || found.dob) return;
    try {
      profileSuccess(await submitPan(pan, dobDayFirst(dob)).then((r) => r.message));
      await refreshProfile();
    } catch (error) {
      profileFailure(error);
      await refreshProfile().catch(() => null);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="pan-title" className="kyc-step">
      <h3 id="pan-title">{t("kyc.panStep")}</h3>
      <div className="form-grid">
        <TextField
          label={t("kyc.panNumber")}
          value={pan}
          onChange={(e) => setPan(cleanPan(e.target.value))}
          maxLength={10}
          autoCapitalize="characters"
          autoComplete="off"
          error={says(errors.pan)}
          placeholder={t("kyc.panPlaceholder")}
        />
        <TextField label={t("kyc.dob")} type="date" value={dob} onChange={(e) => setDob(e.target.value)} readOnly={profileDob !== ""} error={says(errors.dob)} />
      </div>
      <button type="submit" className="btn btn--primary">
        {t("kyc.verifyPan")}
      </button>
    </form>
  );
}

/** The KYC tab: status, PAN, Aadhaar (OTP or DigiLocker) and the bank details. */
export function KycPanel({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation(ACCOUNT);
  const open = profile.kyc.eState !== "approved" && !profile.kyc.bSuspended;
  return (
    <>
      <section className="panel" aria-labelledby="kyc-title" data-testid="kyc-panel">
        <h2 className="panel__title" id="kyc-title">
          {t("kyc.title")}
        </h2>
        <KycStatus profile={profile} />
        {open && !profile.sFullName && <p className="notice notice--error">{t("kyc.needsName")}</p>}
        {open && profile.sFullName && (
          <>
            <PanStep profile={profile} />
            <AadhaarStep profile={profile} />
          </>
        )}
      </section>
      <BankPanel profile={profile} />
    </>
  );
}
