import { useState, type FormEvent } from "react";
import { refreshProfile } from "../../../shared/session/profile.ts";
import { TextField } from "../../../shared/ui/text-field.tsx";
import { saveBank } from "../api/account-api.ts";
import { BANK_LIMITS, cleanBank, validateBank, type BankErrors, type BankValues } from "../model/bank-form.ts";
import type { AccountProfile } from "../model/profile-view.ts";
import { profileFailure, profileSuccess } from "./profile-toast.ts";

const EMPTY: BankValues = { sBankName: "", sAccountHolderName: "", sAccountNo: "", sConfirmAccountNo: "", sIFSC: "" };

function LockedBank({ bank }: { bank: AccountProfile["bank"] }) {
  return (
    <>
      <dl className="details">
        <dt>Bank name</dt>
        <dd>{bank.sBankName}</dd>
        <dt>Account holder</dt>
        <dd>{bank.sAccountHolderName}</dd>
        <dt>Account number</dt>
        <dd>{bank.sAccountNo}</dd>
        <dt>IFSC</dt>
        <dd>{bank.sIFSC}</dd>
      </dl>
      <p className="field__hint">Bank details are locked once saved. To change them, report a problem to support.</p>
    </>
  );
}

/** Bank details (SPEC.md sections 4 and 5): the account number confirmed, locked once saved. */
export function BankPanel({ profile }: { profile: AccountProfile }) {
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
        Bank details
      </h2>
      {profile.bank.bLocked ? (
        <LockedBank bank={profile.bank} />
      ) : !profile.kyc.bPanVerified ? (
        <p className="notice" data-testid="bank-needs-pan">
          Verify your PAN first: the account holder name must match the name on it.
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Bank details">
          <p className="field__hint">The account holder name must match the name on your PAN.</p>
          <div className="form-grid">
            <TextField label="Bank name" value={values.sBankName} onChange={set("sBankName", (v) => cleanBank.name(v, BANK_LIMITS.bankName))} maxLength={BANK_LIMITS.bankName} error={errors.sBankName} />
            <TextField
              label="Account holder name"
              value={values.sAccountHolderName}
              onChange={set("sAccountHolderName", (v) => cleanBank.name(v, BANK_LIMITS.holder))}
              maxLength={BANK_LIMITS.holder}
              error={errors.sAccountHolderName}
            />
            <TextField label="Account number" inputMode="numeric" value={values.sAccountNo} onChange={set("sAccountNo", cleanBank.account)} maxLength={16} error={errors.sAccountNo} autoComplete="off" />
            <TextField
              label="Confirm account number"
              inputMode="numeric"
              value={values.sConfirmAccountNo}
              onChange={set("sConfirmAccountNo", cleanBank.account)}
              maxLength={16}
              error={errors.sConfirmAccountNo}
              autoComplete="off"
            />
            <TextField label="IFSC code" value={values.sIFSC} onChange={set("sIFSC", cleanBank.ifsc)} maxLength={BANK_LIMITS.ifsc} error={errors.sIFSC} autoCapitalize="characters" />
          </div>
          <div className="panel__actions">
            <button type="submit" className="btn btn--primary">
              Save bank details
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
