import { useState, type FormEvent } from "react";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { useTranslation } from "react-i18next";
import { ACCOUNT } from "../i18n/index.ts";
import { refreshProfile } from "../../../shared/session/profile.ts";
import { TextField } from "../../../shared/ui/text-field.tsx";
import { saveBank } from "../api/account-api.ts";
import { BANK_LIMITS, BANK_MESSAGES, cleanBank, validateBank, type BankErrors, type BankValues } from "../model/bank-form.ts";
import type { AccountProfile } from "../model/profile-view.ts";
import { profileFailure, profileSuccess } from "./profile-toast.ts";

const EMPTY: BankValues = { sBankName: "", sAccountHolderName: "", sAccountNo: "", sConfirmAccountNo: "", sIFSC: "" };

function LockedBank({ bank }: { bank: AccountProfile["bank"] }) {
  const { t } = useTranslation(ACCOUNT);
  return (
    <>
      <dl className="details">
        <dt>{t("bank.bankName")}</dt>
        <dd>{bank.sBankName}</dd>
        <dt>{t("bank.holder")}</dt>
        <dd>{bank.sAccountHolderName}</dd>
        <dt>{t("bank.accountNumber")}</dt>
        <dd>{bank.sAccountNo}</dd>
        <dt>{t("bank.ifsc")}</dt>
        <dd>{bank.sIFSC}</dd>
      </dl>
      <p className="field__hint">{t("bank.locked")}</p>
    </>
  );
}

/** Bank details (SPEC.md sections 4 and 5): the account number confirmed, locked once saved. */
export function BankPanel({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation(ACCOUNT);
  const says = (text: string | undefined) => knownText(t, "bankMessages", BANK_MESSAGES, text);
  const [values, setValues] = useState<BankValues>({ ...EMPTY, sAccountHolderName: profile.sFullName.replace(/[^A-Za-z ]/g, "") });
  const [errors, setErrors] = useState<BankErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const set = (key: keyof BankValues, clean: (v: string) => string) => (event: { target: { value: string } }) => {
    const next = { ...values, [key]: clean(event.target.value) };
    setValues(next);
    if (submitted) setErrors(validateBank(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const found = validateBank(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    try {
      profileSuccess(await saveBank(values));
      await refreshProfile();
    } catch (error) {
      profileFailure(error);
    }
  };

  return (
    <section className="panel" aria-labelledby="bank-title" data-testid="bank-panel">
      <h2 className="panel__title" id="bank-title">
        {t("bank.title")}
      </h2>
      {profile.bank.bLocked ? (
        <LockedBank bank={profile.bank} />
      ) : !profile.kyc.bPanVerified ? (
        <p className="notice" data-testid="bank-needs-pan">
          {t("bank.needsPan")}
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t("bank.title")}>
          <p className="field__hint">{t("bank.matchPan")}</p>
          <div className="form-grid">
            <TextField label={t("bank.bankName")} value={values.sBankName} onChange={set("sBankName", (v) => cleanBank.name(v, BANK_LIMITS.bankName))} maxLength={BANK_LIMITS.bankName} error={says(errors.sBankName)} />
            <TextField
              label={t("bank.holderName")}
              value={values.sAccountHolderName}
              onChange={set("sAccountHolderName", (v) => cleanBank.name(v, BANK_LIMITS.holder))}
              maxLength={BANK_LIMITS.holder}
              error={says(errors.sAccountHolderName)}
            />
            <TextField label={t("bank.accountNumber")} inputMode="numeric" value={values.sAccountNo} onChange={set("sAccountNo", cleanBank.account)} maxLength={16} error={says(errors.sAccountNo)} autoComplete="off" />
            <TextField
              label={t("bank.confirmAccount")}
              inputMode="numeric"
              value={values.sConfirmAccountNo}
              onChange={set("sConfirmAccountNo", cleanBank.account)}
              maxLength={16}
              error={says(errors.sConfirmAccountNo)}
              autoComplete="off"
            />
            <TextField label={t("bank.ifscCode")} value={values.sIFSC} onChange={set("sIFSC", cleanBank.ifsc)} maxLength={BANK_LIMITS.ifsc} error={says(errors.sIFSC)} autoCapitalize="characters" />
          </div>
          <div className="panel__actions">
            <button type="submit" className="btn btn--primary">
              {t("bank.save")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
