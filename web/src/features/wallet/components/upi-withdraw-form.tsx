import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { WALLET } from "../i18n/index.ts";
import { ApiError, errorMessage } from "../../../shared/api/client.ts";
import { TextField } from "../../../shared/ui/text-field.tsx";
import { toastSuccess } from "../../../shared/ui/toast-store.ts";
import { fetchVerifiedUpiIds, verifyUpiId, type VerifiedUpiId } from "../api/wallet-api.ts";
import { cleanWholeAmount, validateUpiWithdraw, validateUpiWithdrawTo, verifiedUpiFor, WITHDRAW_MESSAGES } from "../model/withdraw-form.ts";

/**
 * The UPI method of /withdraw. A UPI payout goes only to the player's own UPI id: the bank is
 * asked who the id belongs to (Verify), and the server accepts it when the name is the PAN name
 * (game-server/PAYMENTS.md "Payout destinations"). Its refusals are shown at the field.
 */
export function UpiWithdrawForm({ withdrawable, busy, onSubmit }: { withdrawable: number; busy: boolean; onSubmit: (amount: string, upi: string) => void }) {
  const { t } = useTranslation(WALLET);
  const says = (text: string | undefined) => knownText(t, "withdrawMessages", WITHDRAW_MESSAGES, text);
  const [values, setValues] = useState({ amount: "", upiId: "" });
  const [submitted, setSubmitted] = useState(false);
  const [verified, setVerified] = useState<VerifiedUpiId[]>([]);
  const [verifying, setVerifying] = useState(false);
  const [verifyError, setVerifyError] = useState("");

  useEffect(() => {
    let live = true;
    fetchVerifiedUpiIds().then(
      (list) => {
        if (!live) return;
        setVerified(list);
        // The latest verified id is the likely destination.
        setValues((v) => (v.upiId === "" && list[0] ? { ...v, upiId: list[0].vpa } : v));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const current = verifiedUpiFor(values.upiId, verified);
  const errors = submitted ? validateUpiWithdrawTo(values, withdrawable, verified) : {};
  const formatError = validateUpiWithdraw(values, withdrawable).upiId;
  const upiError = verifyError || errors.upiId;

  const verify = async () => {
    if (formatError) {
      setVerifyError(formatError);
      return;
    }
    setVerifying(true);
    setVerifyError("");
    try {
      const { upi, message } = await verifyUpiId(values.upiId.trim());
      setVerified((list) => [upi, ...list.filter((v) => v.vpa !== upi.vpa)]);
      setValues((v) => ({ ...v, upiId: upi.vpa }));
      toastSuccess(message);
    } catch (error) {
      setVerifyError(error instanceof ApiError && error.message ? errorMessage(error) : t("messages.upiCheckFailed"));
    } finally {
      setVerifying(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateUpiWithdrawTo(values, withdrawable, verified)).length === 0) onSubmit(values.amount, values.upiId.trim());
  };

  return (
    <form className="panel narrow-form" onSubmit={submit} noValidate aria-label={t("withdraw.upiForm")}>
      <TextField label={t("amount")} prefix="₹" inputMode="numeric" value={values.amount} onChange={(e) => setValues((v) => ({ ...v, amount: cleanWholeAmount(e.target.value) }))} error={says(errors.amount)} autoComplete="off" />
      <TextField
        label={t("withdraw.upiId")}
        value={values.upiId}
        onChange={(e) => {
          setVerifyError("");
          setValues((v) => ({ ...v, upiId: e.target.value.slice(0, 100) }));
        }}
        error={says(upiError)}
        hint={current ? t("withdraw.upiVerified", { name: current.name }) : t("withdraw.upiHint")}
        placeholder={t("withdraw.upiPlaceholder")}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        data-testid="upi-id"
      />
      {!current && (
        <button type="button" className="btn btn--ghost" onClick={() => void verify()} disabled={verifying || values.upiId.trim() === ""} data-testid="verify-upi">
          {verifying ? t("withdraw.verifying") : t("withdraw.verify")}
        </button>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? t("processing") : t("withdraw.submit")}
      </button>
    </form>
  );
}
