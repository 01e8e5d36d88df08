import { useEffect, useMemo, useState, type FormEvent } from "react";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { useTranslation } from "react-i18next";
import { ACCOUNT } from "../i18n/index.ts";
import { refreshProfile } from "../../../shared/session/profile.ts";
import { ConfirmModal } from "../../../shared/ui/confirm-modal.tsx";
import { SelectField } from "../../../shared/ui/form-fields.tsx";
import { PasswordField, TextField } from "../../../shared/ui/text-field.tsx";
import { useUnsavedChanges } from "../../../shared/ui/unsaved-changes.ts";
import { saveProfile } from "../api/account-api.ts";
import { INDIAN_STATES } from "@rummy/shared-rules";
import { PROFILE_LIMITS, PROFILE_MESSAGES, profilePayload, profileValues, sameValues, validateProfile, type ProfileErrors, type ProfileValues } from "../model/profile-form.ts";
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
  const { t } = useTranslation(ACCOUNT);
  const says = (text: string | undefined) => knownText(t, "profileMessages", PROFILE_MESSAGES, text);
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
    error: says(errors[key]),
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
    <form className="panel" onSubmit={(e) => void submit(e)} noValidate aria-label={t("basic.title")} data-testid="basic-info-form">
      <div className="panel__head">
        <h2 className="panel__title">{t("basic.title")}</h2>
        {!editing && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setEditing(true)}>
            {t("basic.edit")}
          </button>
        )}
      </div>
      <div className="form-grid">
        <TextField label={t("basic.userName")} maxLength={PROFILE_LIMITS.userName} autoComplete="username" {...input("sUserName")} />
        <TextField label={t("basic.fullName")} maxLength={PROFILE_LIMITS.fullName} autoComplete="name" {...input("sFullName")} hint={editing ? t("basic.fullNameHint") : undefined} />
        <TextField label={t("basic.email")} type="email" maxLength={PROFILE_LIMITS.email} autoComplete="email" {...input("sEmail")} />
        <TextField
          label={t("basic.mobile")}
          prefix="+91"
          inputMode="numeric"
          maxLength={PROFILE_LIMITS.mobile}
          autoComplete="tel-national"
          {...input("sMobile")}
          onChange={(e) => set("sMobile")(e.target.value.replace(/\D/g, "").slice(0, 10))}
          readOnly={!editing || mobileLocked}
          hint={mobileLocked ? t("basic.verified") : undefined}
        />
        {editing && emailChanged && (
          <PasswordField
            label={t("basic.emailPassword")}
            className="span-2"
            value={values.sPassword}
            onChange={(e) => set("sPassword")(e.target.value)}
            error={says(errors.sPassword)}
            autoComplete="current-password"
          />
        )}
        <TextField label={t("basic.dob")} type="date" {...input("dDob")} max={new Date().toISOString().slice(0, 10)} />
        <TextField label={t("basic.address1")} maxLength={PROFILE_LIMITS.address} autoComplete="address-line1" {...input("sAddressLine1")} readOnly={!editing || addressLocked} />
        <TextField label={t("basic.address2")} maxLength={PROFILE_LIMITS.address} autoComplete="address-line2" {...input("sAddressLine2")} readOnly={!editing || addressLocked} />
        <TextField label={t("basic.landmark")} maxLength={PROFILE_LIMITS.address} {...input("sLandMark")} readOnly={!editing || addressLocked} />
        <TextField label={t("basic.city")} maxLength={PROFILE_LIMITS.address} autoComplete="address-level2" {...input("sCity")} readOnly={!editing || addressLocked} />
        <SelectField label={t("basic.state")} value={values.sState} onChange={(e) => set("sState")(e.target.value)} disabled={!editing || addressLocked} error={says(errors.sState)}>
          <option value="">{t("basic.selectState")}</option>
          {INDIAN_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("basic.pinCode")}
          inputMode="numeric"
          maxLength={PROFILE_LIMITS.pinCode}
          autoComplete="postal-code"
          {...input("nPinCode")}
          onChange={(e) => set("nPinCode")(e.target.value.replace(/\D/g, "").slice(0, 6))}
          readOnly={!editing || addressLocked}
        />
      </div>
      {addressLocked && editing && <p className="field__hint">{t("basic.addressLocked")}</p>}
      {editing && (
        <div className="panel__actions">
          <button type="submit" className="btn btn--primary">
            {t("submit")}
          </button>
          <button type="button" className="btn btn--ghost" onClick={cancel}>
            {t("cancel")}
          </button>
        </div>
      )}
      {blocker.state === "blocked" && (
        <ConfirmModal title={t("unsavedTitle")} message={t("unsavedQuestion")} onConfirm={() => blocker.proceed()} onCancel={() => blocker.reset()} testId="unsaved-confirm" />
      )}
    </form>
  );
}
