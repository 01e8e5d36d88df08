import "./wallet.css";
import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { WALLET } from "../i18n/index.ts";
import { Link, useNavigate } from "react-router-dom";
import { formatRupees } from "../../../shared/format/money.ts";
import { profileAtom, refreshProfile } from "../../../shared/session/profile.ts";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { TabPanel, Tabs } from "../../../shared/ui/tabs.tsx";
import { toastSuccess } from "../../../shared/ui/toast-store.ts";
import { bankPayout, bankPayoutStatus, fetchTdsYears, upiWithdraw, upiWithdrawStatus } from "../api/wallet-api.ts";
import { refNoFor } from "../model/status-retry.ts";
import { bankPayoutBody, type BankWithdrawValues } from "../model/withdraw-form.ts";
import { BankWithdrawForm } from "./bank-withdraw-form.tsx";
import { UpiWithdrawForm } from "./upi-withdraw-form.tsx";
import { checkStatus, deviceId, payoutFailed, REDIRECT_AFTER_MS } from "./payout-flow.ts";

type Method = "upi" | "bank";
const METHODS = ["upi", "bank"] as const;

/**
 * /withdraw (SPEC.md sections 4, 5 and 7): UPI (disbursement, then its status) or Bank (payout,
 * then its status, 3 attempts 1 s apart). On success the message shows and after 3 s the passbook
 * opens on its Withdraw tab.
 */
export default function WithdrawPage() {
  const { t } = useTranslation(WALLET);
  const profile = useAtomValue(profileAtom);
  const bank = profile?.oBanking;
  const withdrawable = profile?.nWithdrawable ?? 0;
  const [method, setMethod] = useState<Method>("upi");
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState("");
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  const [tds, setTds] = useState<{ label: string; tds: number } | null>(null);

  useEffect(() => {
    refreshProfile().catch(() => undefined);
    // The latest financial year's TDS; the card simply stays away if the statement is unavailable.
    fetchTdsYears().then((years) => setTds([...years].sort((a, b) => b.label.localeCompare(a.label))[0] ?? null), () => setTds(null));
    return () => window.clearTimeout(timer.current);
  }, []);

  const finish = (message: string) => {
    setSuccess(message);
    toastSuccess(message, REDIRECT_AFTER_MS);
    refreshProfile().catch(() => undefined);
    timer.current = window.setTimeout(() => navigate("/passbook?tab=withdraw"), REDIRECT_AFTER_MS);
  };

  const upi = async (amount: string, upiId: string) => {
    setBusy(true);
    try {
      const created = await upiWithdraw(Number(amount), upiId, profile?.sFullName ?? "", deviceId());
      const reply = await checkStatus(() => upiWithdrawStatus(created.sessionToken, created.txnId));
      if (reply) finish(reply.message || created.message);
    } catch (error) {
      payoutFailed(error);
    } finally {
      setBusy(false);
    }
  };

  const bankWithdraw = async (values: BankWithdrawValues) => {
    setBusy(true);
    try {
      const { refs, message } = await bankPayout(bankPayoutBody(values));
      const status: Record<string, string> = { sTransactionId: refs.tranId, refNo: refNoFor(refs.refNo, refs.tranId), modeOfPay: values.modeOfPay };
      if (values.modeOfPay === "IMPS") status["rrn"] = refs.rrn;
      else if (values.modeOfPay !== "FT") status["utrNo"] = refs.utrNo;
      const reply = await checkStatus(() => bankPayoutStatus(status));
      if (reply) finish(reply.message || message);
    } catch (error) {
      payoutFailed(error);
    } finally {
      setBusy(false);
    }
  };

  const approved = profile?.oKYC.eState === "approved";
  return (
    <AccountShell title={t("withdraw.title")} testId="withdraw">
      <dl className="stat-cards">
        <div className="stat-card stat-card--accent">
          <dt>{t("withdraw.withdrawable")}</dt>
          <dd data-testid="withdrawable">{formatRupees(withdrawable)}</dd>
        </div>
        <div className="stat-card">
          <dt>{t("withdraw.totalCash")}</dt>
          <dd>{formatRupees(profile?.nChips ?? 0)}</dd>
        </div>
        {tds && (
          <div className="stat-card">
            <dt>{t("withdraw.tds", { year: tds.label })}</dt>
            <dd data-testid="tds">{formatRupees(tds.tds)}</dd>
          </div>
        )}
      </dl>
      <p className="field__hint wallet-rules">{t("withdraw.rules")}</p>
      {success ? (
        <p className="notice notice--success" role="status" data-testid="withdraw-success">
          {success}
        </p>
      ) : !approved ? (
        <div className="notice" role="status" data-testid="withdraw-kyc">
          <p>{t("withdraw.needsKyc")}</p>
          <p>
            <Link to="/my-account?myProfile=kyc">{t("withdraw.completeKyc")}</Link>
          </p>
        </div>
      ) : (
        <>
          <Tabs idPrefix="withdraw" label={t("withdraw.method")} items={METHODS.map((id) => ({ id, label: t(`withdraw.${id}`) }))} selected={method} onSelect={setMethod} variant="pill" />
          <TabPanel idPrefix="withdraw" id={method} className="wallet-tab">
            {method === "upi" ? (
              <UpiWithdrawForm withdrawable={withdrawable} busy={busy} onSubmit={(a, u) => void upi(a, u)} />
            ) : (
              <BankWithdrawForm
                withdrawable={withdrawable}
                busy={busy}
                saved={{ accountNo: bank?.sAccountNo ?? "", name: bank?.sAccountHolderName ?? "", ifsc: bank?.sIFSC ?? "", bankName: bank?.sBankName ?? "" }}
                onSubmit={(v) => void bankWithdraw(v)}
              />
            )}
          </TabPanel>
        </>
      )}
    </AccountShell>
  );
}
