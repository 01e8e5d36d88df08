import { useState, type FormEvent } from "react";
import { SelectField } from "../../../shared/ui/form-fields.tsx";
import { TextField } from "../../../shared/ui/text-field.tsx";
import { BANK_MODES, bankFieldsFor, cleanAlnum, cleanWholeAmount, validateBankWithdraw, withMode, type BankMode, type BankWithdrawErrors, type BankWithdrawValues } from "../model/withdraw-form.ts";

/** The Bank method of /withdraw: payment mode first, then the fields that mode needs. */
export function BankWithdrawForm({ withdrawable, busy, saved, onSubmit }: {
  withdrawable: number;
  busy: boolean;
  saved: { accountNo: string; name: string };
  onSubmit: (values: BankWithdrawValues) => void;
}) {
  const [values, setValues] = useState<BankWithdrawValues>({ modeOfPay: "", amount: "", accountNo: saved.accountNo, name: saved.name, ifsc: "", bankName: "", particulars: "", remarks: "" });
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
    error: errors[key],
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
    <form className="panel" onSubmit={submit} noValidate aria-label="Withdraw to a bank account">
      <div className="form-grid">
        <SelectField
          label="Payment mode"
          value={values.modeOfPay}
          error={errors.modeOfPay}
          onChange={(e) => {
            // SPEC.md section 4: a new mode clears every message and the mode-specific fields.
            setErrors({});
            setSubmitted(false);
            setValues(withMode(values, e.target.value as BankMode | ""));
          }}
        >
          <option value="">Select payment mode</option>
          {BANK_MODES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </SelectField>
        <TextField label="Amount" prefix="₹" inputMode="numeric" {...field("amount", (v) => cleanWholeAmount(v))} hint={values.modeOfPay === "RTGS" ? "RTGS needs at least ₹2,00,000." : undefined} />
        <TextField label="Beneficiary account number" {...field("accountNo", (v) => cleanAlnum(v, 16))} maxLength={16} />
        <TextField label="Beneficiary name" {...field("name", (v) => v.slice(0, 50))} maxLength={50} />
        {need.ifsc && <TextField label="Beneficiary IFSC code" {...field("ifsc", (v) => v.toUpperCase().slice(0, 15))} maxLength={15} autoCapitalize="characters" />}
        {need.bankName && <TextField label="Beneficiary bank name" {...field("bankName", (v) => v.slice(0, 50))} maxLength={50} />}
        {need.particulars && <TextField label="Transaction particulars" {...field("particulars", (v) => v.slice(0, 50))} maxLength={50} />}
        {need.remarks && <TextField label="Remarks" {...field("remarks", (v) => v.slice(0, 50))} maxLength={50} />}
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? "Processing…" : "Withdraw"}
      </button>
    </form>
  );
}
