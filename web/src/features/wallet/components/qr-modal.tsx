import { useEffect, useRef, useState } from "react";
import { formatRupees } from "../../../shared/format/money.ts";
import { QrCode } from "../../../shared/qr/qr-code.tsx";
import { Modal } from "../../../shared/ui/modal.tsx";
import { toastError, toastSuccess } from "../../../shared/ui/toast-store.ts";
import { refreshProfile } from "../../../shared/session/profile.ts";
import { depositStatus, type CreatedDeposit, type DepositSplit } from "../api/wallet-api.ts";
import { DEPOSIT_MESSAGES, sandboxApproveUrl } from "../model/deposit-form.ts";
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
          toastSuccess(paid ? DEPOSIT_MESSAGES.credited(paid) : DEPOSIT_MESSAGES.creditedAmount(formatRupees(amount || deposit.nAmount)), 3000);
          // The balances refresh in place (no page reload): the receipt below stays readable.
          reload = window.setTimeout(() => void refreshProfile().catch(() => undefined), RELOAD_AFTER_MS);
        } else if (status === "failed") {
          stopped = true;
          toastError(DEPOSIT_MESSAGES.failed);
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
    <Modal title="Scan and pay" onClose={onClose} size="sm" testId="qr-modal">
      <div className="qr-pay">
        <p className="qr-pay__amount">{formatRupees(deposit.nAmount)}</p>
        {deposit.qrString && <QrCode value={deposit.qrString} size={232} label="UPI payment QR code" />}
        <p className="qr-pay__help">Scan with any UPI app{isUpi ? ", or open it on this phone:" : "."}</p>
        {isUpi && (
          <a className="btn btn--primary btn--block" href={deposit.qrString}>
            Pay with a UPI app
          </a>
        )}
        <p className="qr-pay__ref">
          Reference <code>{deposit.CustRefNum}</code>
        </p>
        <p className="qr-pay__status" role="status" data-testid="qr-status">
          {state === "success" ? "Payment received. Your balances are updated." : "Waiting for your payment. We check every 10 seconds."}
        </p>
        {receipt && <DepositSplitList split={receipt} testPrefix="receipt" />}
        {sandbox && (
          <p className="notice qr-pay__sandbox">
            Sandbox: no real money moves.{" "}
            <a href={sandbox} target="_blank" rel="noopener" data-testid="sandbox-approve-link">
              Open the sandbox gateway to approve this payment
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        )}
      </div>
    </Modal>
  );
}
