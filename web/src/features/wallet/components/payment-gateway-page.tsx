import "./wallet.css";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { WALLET } from "../i18n/index.ts";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { ApiError, errorMessage } from "../../../shared/api/client.ts";
import { SelectField } from "../../../shared/ui/form-fields.tsx";
import { TextField } from "../../../shared/ui/text-field.tsx";
import { toastError, toastSuccess } from "../../../shared/ui/toast-store.ts";
import { useDocumentTitle } from "../../../shared/ui/use-document-title.ts";
import { bankPayoutStatus, payoutRefs, postWithToken } from "../api/wallet-api.ts";
import {
  BANK_MODES,
  cleanGatewayAmount,
  cleanTransRemarks,
  EMPTY_GATEWAY,
  GATEWAY_MESSAGES,
  gatewayBody,
  gatewayFieldsFor,
  validateGateway,
  withGatewayMode,
  type BankMode,
  type GatewayErrors,
  type GatewayValues,
} from "../model/gateway-form.ts";
import { refNoFor } from "../model/status-retry.ts";
import { checkStatus, REDIRECT_AFTER_MS } from "./payout-flow.ts";

/**
 * /payment-gateway?token&amount (SPEC.md sections 2, 4, 5 and 7): a bank payment for a deposit.
 * It authorises the payment with the token from its URL: a one-time link the deposit screen got
 * for this amount (it works once, for 15 minutes); the status checks after it use the player's
 * own session. Submit shows a spinner until the payment and its
 * status check (3 attempts, 1 s apart) answer; on success the message shows and after 3 s the
 * player is back on /deposit-cash. Cancel goes straight back.
 */
export default function PaymentGatewayPage() {
  const { t } = useTranslation(WALLET);
  useDocumentTitle(t("gateway.title"));
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [values, setValues] = useState<GatewayValues>({ ...EMPTY_GATEWAY, amount: cleanGatewayAmount(params.get("amount") ?? "") });
  const [touched, setTouched] = useState<ReadonlySet<keyof GatewayValues>>(new Set());
  const [submitErrors, setSubmitErrors] = useState<GatewayErrors | null>(null);
  const [working, setWorking] = useState(false);
  const [success, setSuccess] = useState("");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const need = gatewayFieldsFor(values.modeOfPay);

  const typingErrors = validateGateway(values, "typing");
  // A field edited since the last submit shows the typing message ("should not be empty");
  // one left as it was shows the submit message ("is required").
  const errorOf = (key: keyof GatewayValues) => knownText(t, "gatewayMessages", GATEWAY_MESSAGES, touched.has(key) ? typingErrors[key] : submitErrors?.[key]);

  const edit = (key: keyof GatewayValues, clean: (v: string) => string) => (event: { target: { value: string } }) => {
    const next = { ...values, [key]: clean(event.target.value) };
    setValues(next);
    setTouched((t) => new Set(t).add(key));
  };

  const changeMode = (mode: BankMode | "") => {
    // SPEC.md section 4: a new mode clears every message and the mode-specific fields.
    setValues(withGatewayMode(values, mode));
    setTouched(new Set());
    setSubmitErrors(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateGateway(values, "submit");
    setSubmitErrors(found);
    setTouched(new Set());
    if (Object.keys(found).length > 0 || working) return;
    setWorking(true);
    try {
      const reply = await postWithToken<unknown>("/transaction/rbl/payout", gatewayBody(values), token);
      const refs = payoutRefs(reply);
      const status: Record<string, string> = { sTransactionId: refs.tranId, refNo: refNoFor(refs.refNo, refs.tranId), modeOfPay: values.modeOfPay };
      if (values.modeOfPay === "IMPS") status["rrn"] = refs.rrn;
      else if (values.modeOfPay !== "FT") status["utrNo"] = refs.utrNo;
      // The link's token is spent by the payment; the player's session reads its status.
      const checked = await checkStatus(() => bankPayoutStatus(status));
      if (checked) {
        const message = checked.message || reply.message;
        setSuccess(message);
        toastSuccess(message, REDIRECT_AFTER_MS);
        timer.current = window.setTimeout(() => navigate("/deposit-cash"), REDIRECT_AFTER_MS);
        return;
      }
    } catch (error) {
      toastError(error instanceof ApiError ? errorMessage(error) : t("messages.gatewayError"));
    }
    setWorking(false);
  };

  return (
    <div className="gateway" data-testid="payment-gateway">
      <form className="panel gateway__card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="gateway-title">
        <h1 id="gateway-title" className="gateway__title">
          {t("gateway.title")}
        </h1>
        {!token && (
          <p className="notice notice--error" role="alert">
            <Trans t={t} i18nKey="gateway.noToken" components={{ deposit: <Link to="/deposit-cash" /> }} />
          </p>
        )}
        {success && (
          <p className="notice notice--success" role="status" data-testid="gateway-success">
            {t("gateway.success", { message: success })}
          </p>
        )}
        <fieldset disabled={working || success !== ""} className="gateway__fields">
          <SelectField label={t("paymentMode")} value={values.modeOfPay} onChange={(e) => changeMode(e.target.value as BankMode | "")} error={errorOf("modeOfPay")}>
            <option value="">{t("selectPaymentMode")}</option>
            {BANK_MODES.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </SelectField>
          <TextField label={t("amount")} prefix="₹" inputMode="decimal" maxLength={20} value={values.amount} onChange={edit("amount", cleanGatewayAmount)} error={errorOf("amount")} autoComplete="off" />
          <TextField label={t("gateway.debitAccountNo")} maxLength={16} value={values.debitAccountNo} onChange={edit("debitAccountNo", (v) => v.replace(/[^A-Za-z0-9]/g, "").slice(0, 16))} error={errorOf("debitAccountNo")} autoComplete="off" />
          <TextField label={t("gateway.debitAccountName")} maxLength={50} value={values.debitAccountName} onChange={edit("debitAccountName", (v) => v.slice(0, 50))} autoComplete="name" />
          <TextField label={t("gateway.debitRemarks")} maxLength={values.modeOfPay === "FT" ? 30 : 50} value={values.debitPartTrnRmks} onChange={edit("debitPartTrnRmks", (v) => cleanTransRemarks(v, values.modeOfPay))} autoComplete="off" />
          {need.remarks && <TextField label={t("remarks")} maxLength={50} value={values.remarks} onChange={edit("remarks", (v) => v.slice(0, 50))} error={errorOf("remarks")} autoComplete="off" />}
          {need.imps && (
            <>
              <TextField label={t("gateway.debitIfsc")} maxLength={15} value={values.debitIfsc} onChange={edit("debitIfsc", (v) => v.toUpperCase().slice(0, 15))} error={errorOf("debitIfsc")} autoCapitalize="characters" autoComplete="off" />
              <TextField label={t("gateway.debitMobile")} prefix="+91" inputMode="numeric" maxLength={10} value={values.debitMobile} onChange={edit("debitMobile", (v) => v.replace(/\D/g, "").slice(0, 10))} error={errorOf("debitMobile")} autoComplete="tel-national" />
            </>
          )}
          {need.particulars && (
            <TextField label={t("gateway.debitParticulars")} maxLength={50} value={values.debitTrnParticulars} onChange={edit("debitTrnParticulars", (v) => v.slice(0, 50))} error={errorOf("debitTrnParticulars")} autoComplete="off" />
          )}
        </fieldset>
        <div className="panel__actions">
          <button type="submit" className="btn btn--gold" disabled={working || success !== "" || !token} aria-busy={working}>
            {working && <span className="btn__spinner" aria-hidden="true" />}
            {working ? t("processing") : t("gateway.submit")}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => navigate("/deposit-cash")} disabled={working}>
            {t("gateway.cancel")}
          </button>
        </div>
      </form>
    </div>
  );
}
