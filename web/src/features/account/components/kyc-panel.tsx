import { useState, type FormEvent } from "react";
import { refreshProfile } from "../../../shared/session/profile.ts";
import { TextField } from "../../../shared/ui/text-field.tsx";
import { submitPan } from "../api/account-api.ts";
import { dobToInput } from "../model/profile-form.ts";
import { cleanPan, dobDayFirst, KYC_MESSAGES, KYC_STATE_TEXT, maskedAadhaar, panError } from "../model/kyc-form.ts";
import type { AccountProfile } from "../model/profile-view.ts";
import { AadhaarStep } from "./aadhaar-step.tsx";
import { BankPanel } from "./bank-panel.tsx";
import { profileFailure, profileSuccess } from "./profile-toast.ts";

/** SPEC.md section 4 "KYC": the text of each oKYC.eState. */
function KycStatus({ profile }: { profile: AccountProfile }) {
  const { kyc } = profile;
  if (kyc.eState === "approved") {
    return (
      <div className="notice notice--success" role="status" data-testid="kyc-status">
        <p>
          <strong>{KYC_STATE_TEXT.approved}</strong>
        </p>
        <dl className="details">
          <dt>PAN</dt>
          <dd>{kyc.sPanNumber}</dd>
          <dt>Aadhaar</dt>
          <dd>{maskedAadhaar(kyc.sAdharNumber) || kyc.sAdharNumber}</dd>
        </dl>
      </div>
    );
  }
  if (kyc.eState === "pending") {
    return (
      <div className="notice" role="status" data-testid="kyc-status">
        <p>
          <strong>{KYC_STATE_TEXT.pending}</strong>
        </p>
        {kyc.bSuspended && <p>After 2 failed attempts your KYC is checked by hand, within 72 hours.</p>}
        {kyc.sRejectReason && <p>{kyc.sRejectReason}</p>}
      </div>
    );
  }
  if (kyc.eState === "rejected") {
    return (
      <div className="notice notice--error" role="status" data-testid="kyc-status">
        <p>
          <strong>{KYC_STATE_TEXT.rejected}</strong>: {kyc.sRejectReason || "the details could not be verified"}.
        </p>
        <p>Please check your details and submit again. After a second failed attempt KYC is checked by hand.</p>
      </div>
    );
  }
  return (
    <p className="notice" role="status" data-testid="kyc-status">
      Complete your KYC with your PAN and Aadhaar to withdraw your winnings. Automatic checks take about 15 minutes; a manual check takes up to 72 hours.
    </p>
  );
}

function PanStep({ profile }: { profile: AccountProfile }) {
  const [pan, setPan] = useState("");
  const profileDob = dobToInput(profile.dDob);
  const [dob, setDob] = useState(profileDob);
  const [errors, setErrors] = useState<{ pan?: string; dob?: string }>({});

  if (profile.kyc.bPanVerified) {
    return (
      <p className="kyc-done">
        <span aria-hidden="true">✓</span> PAN verified{profile.kyc.sPanNumber ? `: ${profile.kyc.sPanNumber}` : ""}
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
      <h3 id="pan-title">Step 1: PAN</h3>
      <div className="form-grid">
        <TextField label="PAN number" value={pan} onChange={(e) => setPan(cleanPan(e.target.value))} maxLength={10} autoCapitalize="characters" autoComplete="off" error={errors.pan} placeholder="ABCDE1234F" />
        <TextField label="Date of birth" type="date" value={dob} onChange={(e) => setDob(e.target.value)} readOnly={profileDob !== ""} error={errors.dob} />
      </div>
      <button type="submit" className="btn btn--primary">
        Verify PAN
      </button>
    </form>
  );
}

/** The KYC tab: status, PAN, Aadhaar (OTP or DigiLocker) and the bank details. */
export function KycPanel({ profile }: { profile: AccountProfile }) {
  const open = profile.kyc.eState !== "approved" && !profile.kyc.bSuspended;
  return (
    <>
      <section className="panel" aria-labelledby="kyc-title" data-testid="kyc-panel">
        <h2 className="panel__title" id="kyc-title">
          KYC
        </h2>
        <KycStatus profile={profile} />
        {open && !profile.sFullName && <p className="notice notice--error">Please add your full name in Basic Info first: KYC checks your documents against it.</p>}
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
