import { useEffect, useMemo, useState, type FormEvent } from "react";
import { refreshProfile } from "../../../shared/session/profile.ts";
import { ConfirmModal } from "../../../shared/ui/confirm-modal.tsx";
import { SelectField } from "../../../shared/ui/form-fields.tsx";
import { PasswordField, TextField } from "../../../shared/ui/text-field.tsx";
import { UNSAVED_CHANGES_QUESTION, useUnsavedChanges } from "../../../shared/ui/unsaved-changes.ts";
import { saveProfile } from "../api/account-api.ts";
import { INDIAN_STATES } from "@rummy/shared-rules";
import { PROFILE_LIMITS, profilePayload, profileValues, sameValues, validateProfile, type ProfileErrors, type ProfileValues } from "../model/profile-form.ts";
import type { AccountProfile } from "../model/profile-view.ts";
import { profileFailure, profileSuccess } from "./profile-toast.ts";

function focusFirstInvalid(form: HTMLFormElement) {
  window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * Basic Info (SPEC.md section 2): view-only until Edit; Submit saves, Cancel restores, and leaving
 * with unsaved edits asks first. Address fields lock once KYC is approved; a verified mobile is locked.
 */
export function BasicInfoForm({ profile, onDirtyChange }: { profile: AccountProfile; onDirtyChange: (dirty: boolean) => void }) {
  const original = useMemo(() => profileValues(profile), [profile]);
  const [values, setValues] = useState<ProfileValues>(original);
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const dirty = editing && !sameValues(values, original);
  const blocker = useUnsavedChanges(dirty);
  const addressLocked = profile.kyc.eState === "approved";
  const mobileLocked = profile.isMobileVerified;
  const emailChanged = values.sEmail.trim().toLowerCase() !== original.sEmail.trim().toLowerCase();

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // A fresh profile from the server replaces what is shown, unless the player is editing.
  useEffect(() => {
    if (!editing) setValues(original);
  }, [original, editing]);

  const set = (key: keyof ProfileValues) => (value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(validateProfile(next, original));
  };
  const input = (key: keyof ProfileValues) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
    readOnly: !editing,
    error: errors[key],
  });

  const cancel = () => {
    setValues(original);
    setErrors({});
    setSubmitted(false);
    setEditing(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const found = validateProfile(values, original);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(form);
    try {
      profileSuccess(await saveProfile(profilePayload(values, original, mobileLocked)));
      setEditing(false);
      setSubmitted(false);
      await refreshProfile();
    } catch (error) {
      profileFailure(error);
    }
  };

  return (
    <form className="panel" onSubmit={(e) => void submit(e)} noValidate aria-label="Basic Info" data-testid="basic-info-form">
      <div className="panel__head">
        <h2 className="panel__title">Basic Info</h2>
        {!editing && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setEditing(true)}>
            Edit
          </button>
        )}
      </div>
      <div className="form-grid">
        <TextField label="Username" maxLength={PROFILE_LIMITS.userName} autoComplete="username" {...input("sUserName")} />
        <TextField label="Full name" maxLength={PROFILE_LIMITS.fullName} autoComplete="name" {...input("sFullName")} hint={editing ? "As on your PAN card." : undefined} />
        <TextField label="Email" type="email" maxLength={PROFILE_LIMITS.email} autoComplete="email" {...input("sEmail")} />
        <TextField
          label="Mobile number"
          prefix="+91"
          inputMode="numeric"
          maxLength={PROFILE_LIMITS.mobile}
          autoComplete="tel-national"
          {...input("sMobile")}
          onChange={(e) => set("sMobile")(e.target.value.replace(/\D/g, "").slice(0, 10))}
          readOnly={!editing || mobileLocked}
          hint={mobileLocked ? "Verified" : undefined}
        />
        {editing && emailChanged && (
          <PasswordField
            label="Password (to change your email)"
            className="span-2"
            value={values.sPassword}
            onChange={(e) => set("sPassword")(e.target.value)}
            error={errors.sPassword}
            autoComplete="current-password"
          />
        )}
        <TextField label="Date of birth" type="date" {...input("dDob")} max={new Date().toISOString().slice(0, 10)} />
        <TextField label="Address line 1" maxLength={PROFILE_LIMITS.address} autoComplete="address-line1" {...input("sAddressLine1")} readOnly={!editing || addressLocked} />
        <TextField label="Address line 2" maxLength={PROFILE_LIMITS.address} autoComplete="address-line2" {...input("sAddressLine2")} readOnly={!editing || addressLocked} />
        <TextField label="Landmark" maxLength={PROFILE_LIMITS.address} {...input("sLandMark")} readOnly={!editing || addressLocked} />
        <TextField label="City" maxLength={PROFILE_LIMITS.address} autoComplete="address-level2" {...input("sCity")} readOnly={!editing || addressLocked} />
        <SelectField label="State" value={values.sState} onChange={(e) => set("sState")(e.target.value)} disabled={!editing || addressLocked} error={errors.sState}>
          <option value="">Select state</option>
          {INDIAN_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Postal code"
          inputMode="numeric"
          maxLength={PROFILE_LIMITS.pinCode}
          autoComplete="postal-code"
          {...input("nPinCode")}
          onChange={(e) => set("nPinCode")(e.target.value.replace(/\D/g, "").slice(0, 6))}
          readOnly={!editing || addressLocked}
        />
      </div>
      {addressLocked && editing && <p className="field__hint">Your address is locked because your KYC is verified.</p>}
      {editing && (
        <div className="panel__actions">
          <button type="submit" className="btn btn--primary">
            Submit
          </button>
          <button type="button" className="btn btn--ghost" onClick={cancel}>
            Cancel
          </button>
        </div>
      )}
      {blocker.state === "blocked" && (
        <ConfirmModal title="Unsaved changes" message={UNSAVED_CHANGES_QUESTION} onConfirm={() => blocker.proceed()} onCancel={() => blocker.reset()} testId="unsaved-confirm" />
      )}
    </form>
  );
}
