import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { WALLET } from "../i18n/index.ts";
import { Link } from "react-router-dom";
import { SelectField } from "../../../shared/ui/form-fields.tsx";
import { TextField } from "../../../shared/ui/text-field.tsx";
import {
  BANK_MODES,
  bankFieldsFor,
  cleanWholeAmount,
  validateBankWithdraw,
  WITHDRAW_MESSAGES,
  withModeForSaved,
  type BankMode,
  type BankWithdrawErrors,
  type BankWithdrawValues,
  type SavedBankAccount,
} from "../model/withdraw-form.ts";

/**
 * The Bank method of /withdraw: payment mode first, then the fields that mode needs. A bank
 * payout goes only to the saved account (game-server/PAYMENTS.md "Payout destinations"), so its
 * beneficiary fields show that account and cannot be changed here.
 */
export function BankWithdrawForm({ saved, ...props }: { withdrawable: number; busy: boolean; saved: SavedBankAccount; onSubmit: (values: BankWithdrawValues) => void }) {
  const { t } = useTranslation(WALLET);
  if (!saved.accountNo) {
    return (
      <div className="notice" role="status" data-testid="withdraw-no-bank">
        <p>{t("withdraw.noBank")}</p>
        <p>
          <Link to="/my-account">{t("withdraw.addBank")}</Link>
        </p>
      </div>
    );
  }
  return <SavedAccountForm saved={saved} {...props} />;
}

function SavedAccountForm({ withdrawable, busy, saved, onSubmit }: { withdrawable: number; busy: boolean; saved: SavedBankAccount; onSubmit: (values: BankWithdrawValues) => void }) {
  const { t } = useTranslation(WALLET);
  const says = (text: string | undefined) => knownText(t, "withdrawMessages", WITHDRAW_MESSAGES, text);
  const [values, setValues] = useState<BankWithdrawValues>(withModeForSaved({ modeOfPay: "", amount: "", accountNo: "", name: "", ifsc: "", bankName: "", particulars: "", remarks: "" }, "", saved));
  const [errors, setErrors] = useState<BankWithdrawErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const need = bankFieldsFor(values.modeOfPay);

  const update = (next: BankWithdrawValues) => {
    setValues(next);
    if (submitted) setErrors(validateBankWithdraw(next, withdrawable));
  };
  const field = (key: keyof BankWithdrawValues, clean: (v: string) => string = (v) => v) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => update({ ...values, [key]: clean(e.target.value) }),
    error: says(errors[key]),
    autoComplete: "off",
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateBankWithdraw(values, withdrawable);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <form className="panel" onSubmit={submit} noValidate aria-label={t("withdraw.bankForm")}>
      <div className="form-grid">
        <SelectField
          label={t("paymentMode")}
          value={values.modeOfPay}
          error={says(errors.modeOfPay)}
          onChange={(e) => {
            // SPEC.md section 4: a new mode clears every message and the mode-specific fields.
            setErrors({});
            setSubmitted(false);
            setValues(withModeForSaved(values, e.target.value as BankMode | "", saved));
          }}
        >
          <option value="">{t("selectPaymentMode")}</option>
          {BANK_MODES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </SelectField>
        <TextField label={t("amount")} prefix="₹" inputMode="numeric" {...field("amount", (v) => cleanWholeAmount(v))} hint={values.modeOfPay === "RTGS" ? t("withdraw.rtgsHint") : undefined} />
        <TextField label={t("withdraw.accountNo")} value={values.accountNo} readOnly hint={t("withdraw.savedAccount")} data-testid="saved-account" />
        <TextField label={t("withdraw.name")} value={values.name} readOnly />
        {need.ifsc && <TextField label={t("withdraw.ifsc")} value={values.ifsc} readOnly />}
        {need.bankName && <TextField label={t("withdraw.bankName")} value={values.bankName} readOnly />}
        {need.particulars && <TextField label={t("withdraw.particulars")} {...field("particulars", (v) => v.slice(0, 50))} maxLength={50} />}
        {need.remarks && <TextField label={t("remarks")} {...field("remarks", (v) => v.slice(0, 50))} maxLength={50} />}
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? t("processing") : t("withdraw.submit")}
      </button>
    </form>
  );
}
