import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../../shared/format/money.ts";
import { QrCode } from "../../../shared/qr/qr-code.tsx";
import { Modal } from "../../../shared/ui/modal.tsx";
import { toastError, toastSuccess } from "../../../shared/ui/toast-store.ts";
import { refreshProfile } from "../../../shared/session/profile.ts";
import { depositStatus, type CreatedDeposit, type DepositSplit } from "../api/wallet-api.ts";
import { sandboxApproveUrl } from "../model/deposit-form.ts";
import { WALLET } from "../i18n/index.ts";
import { walletT } from "./transaction-rows.tsx";
import { depositCredited } from "./deposit-words.ts";
import { DepositSplitList } from "./deposit-split.tsx";

/** SPEC.md section 9: status poll every 10 s; balances refreshed 1.5 s after a success (in place, so the receipt stays). */
export const POLL_MS = 10_000;
export const RELOAD_AFTER_MS = 1500;

/**
 * The UPI payment: the intent as a QR code and a tappable upi:// link; the status is polled every
 * 10 s until it succeeds (a toast and a receipt naming the GST, the deposit credit and each bonus;
 * balances refreshed after 1.5 s) or fails ('Payment Failed'). Closing stops it.
 */
export function QrModal({ deposit, onClose }: { deposit: CreatedDeposit; onClose: () => void }) {
  const { t } = useTranslation(WALLET);
  const [state, setState] = useState<"waiting" | "success">("waiting");
  const [receipt, setReceipt] = useState<DepositSplit | null>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const sandbox = sandboxApproveUrl(deposit.sCheckoutUrl);

  useEffect(() => {
    let stopped = false;
    let reload: number | undefined;
    const poll = async () => {
      try {
        const { status, amount, receipt: paid } = await depositStatus(deposit.CustRefNum);
        if (stopped) return;
        if (status === "success") {
          stopped = true;
          setState("success");
          setReceipt(paid);
          toastSuccess(depositCredited(paid, formatRupees(amount || deposit.nAmount)), 3000);
          // The balances refresh in place (no page reload): the receipt below stays readable.
          reload = window.setTimeout(() => void refreshProfile().catch(() => undefined), RELOAD_AFTER_MS);
        } else if (status === "failed") {
          stopped = true;
          toastError(walletT()("messages.failed"));
          close.current();
        }
      } catch {
        // A missed poll is retried at the next tick.
      }
    };
    const timer = window.setInterval(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.clearTimeout(reload);
    };
  }, [deposit]);

  const isUpi = deposit.qrString.startsWith("upi:");
  return (
    <Modal title={t("qr.title")} onClose={onClose} size="sm" testId="qr-modal">
      <div className="qr-pay">
        <p className="qr-pay__amount">{formatRupees(deposit.nAmount)}</p>
        {deposit.qrString && <QrCode value={deposit.qrString} size={232} label={t("qr.code")} />}
        <p className="qr-pay__help">{isUpi ? t("qr.helpUpi") : t("qr.help")}</p>
        {isUpi && (
          <a className="btn btn--primary btn--block" href={deposit.qrString}>
            {t("qr.payWithApp")}
          </a>
        )}
        <p className="qr-pay__ref">
          {t("qr.reference")} <code>{deposit.CustRefNum}</code>
        </p>
        <p className="qr-pay__status" role="status" data-testid="qr-status">
          {state === "success" ? t("qr.received") : t("qr.waiting")}
        </p>
        {receipt && <DepositSplitList split={receipt} testPrefix="receipt" />}
        {sandbox && (
          <p className="notice qr-pay__sandbox">
            {t("qr.sandbox")}{" "}
            <a href={sandbox} target="_blank" rel="noopener" data-testid="sandbox-approve-link">
              {t("qr.sandboxLink")}
              <span className="visually-hidden">{t("qr.newTab")}</span>
            </a>
          </p>
        )}
      </div>
    </Modal>
  );
}
