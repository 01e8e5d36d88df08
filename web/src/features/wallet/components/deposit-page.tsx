import "./wallet.css";
import { useAtomValue } from "jotai";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { ApiError, errorMessage } from "../../../shared/api/client.ts";
import { formatRupees, formatRupeesWhole } from "../../../shared/format/money.ts";
import { profileAtom } from "../../../shared/session/profile.ts";
import { loadSettings, settingsAtom, type Settings } from "../../../shared/settings/settings.ts";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { TextAreaField } from "../../../shared/ui/form-fields.tsx";
import { TextField } from "../../../shared/ui/text-field.tsx";
import { toastError } from "../../../shared/ui/toast-store.ts";
import { createGatewayLink } from "../api/gateway-link.ts";
import { fetchPromotions, type Promotion } from "../../../shared/api/promotions.ts";
import { buyCash, createUpiIntent, previewDeposit, type CreatedDeposit, type DepositSplit } from "../api/wallet-api.ts";
import { cleanMobile, cleanNotes, gatewayPath, NOTES_MAX, quickAmounts, typedAmount, validateDeposit, type DepositErrors, type DepositMessage, type DepositValues } from "../model/deposit-form.ts";
import { DepositSplitList } from "./deposit-split.tsx";
import { PromotionsModal, type AppliedPromo } from "./promotions-modal.tsx";
import { QrModal } from "./qr-modal.tsx";
import { WALLET } from "../i18n/index.ts";
import { depositText } from "./deposit-words.ts";
import { walletT, type WalletT } from "./transaction-rows.tsx";

/** SPEC.md section 7: GET /setting is called again before each deposit. */
async function freshSettings(): Promise<Settings | null> {
  try {
    return await loadSettings({ loader: true });
  } catch (error) {
    const t = walletT();
    toastError(error instanceof ApiError ? errorMessage(error) || t("messages.settings") : t("messages.settingsUnexpected"));
    return null;
  }
}

function listStates(states: readonly string[], t: WalletT): string {
  return states.length <= 1 ? states.join("") : t("deposit.statesAnd", { list: states.slice(0, -1).join(", "), last: states[states.length - 1] ?? "" });
}

/** Asks the server what this deposit would pay and add (the rule the credit follows), 300 ms after typing stops. */
function useDepositPreview(amount: number, promotionId: string | null, enabled: boolean): { split: DepositSplit | null; error: string } {
  const [state, setState] = useState<{ split: DepositSplit | null; error: string }>({ split: null, error: "" });
  useEffect(() => {
    if (!enabled || !(amount > 0)) return setState({ split: null, error: "" });
    let live = true;
    const timer = window.setTimeout(() => {
      previewDeposit(amount, promotionId).then(
        (split) => live && setState({ split, error: "" }),
        (error: unknown) => live && setState({ split: null, error: errorMessage(error) }),
      );
    }, 300);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [amount, promotionId, enabled]);
  return state;
}

function BonusPreview({ amount, promotion, applied, split, error, onOpen }: { amount: number; promotion: Promotion | null; applied: AppliedPromo | null; split: DepositSplit | null; error: string; onOpen: () => void }) {
  const { t } = useTranslation(WALLET);
  const tier = promotion && applied ? promotion.tiers[applied.tierIndex] : undefined;
  const inRange = tier ? amount >= tier.nFrom && amount <= tier.nTo : false;
  return (
    <div className="bonus-preview" aria-live="polite" data-testid="deposit-preview">
      {promotion && tier ? (
        <p>
          <Trans
            t={t}
            i18nKey={inRange ? "preview.applied" : "preview.outOfRange"}
            values={{ name: promotion.sName, from: formatRupees(tier.nFrom), to: formatRupees(tier.nTo) }}
            components={{ name: <strong /> }}
          />
        </p>
      ) : (
        <p>{split && split.nFirstDepositBonus > 0 ? t("preview.noOfferFirstBonus") : t("preview.noOffer")}</p>
      )}
      <button type="button" className="link-button" onClick={onOpen}>
        {promotion ? t("preview.change") : t("preview.view")}
      </button>
      {split && <DepositSplitList split={split} testPrefix="preview" />}
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}

/**
 * /deposit-cash (SPEC.md sections 2, 4, 5 and 7): range, UPI or bank, the amount (clamped to the
 * maximum with a warning), quick amounts, offers and the bonus preview, the UPI mobile and notes,
 * then the QR modal (UPI) or the payment gateway page (bank).
 */
export default function DepositPage() {
  const { t } = useTranslation(WALLET);
  const settings = useAtomValue(settingsAtom);
  const profile = useAtomValue(profileAtom);
  const navigate = useNavigate();
  const range = settings?.oPurchaseRange ?? null;
  const [values, setValues] = useState<DepositValues>({ mode: "upi", amount: "", mobile: String(profile?.sMobile ?? "").replace(/^\+91/, ""), notes: "" });
  const [warning, setWarning] = useState<DepositMessage | null>(null);
  const [errors, setErrors] = useState<DepositErrors>({});
  const [promotions, setPromotions] = useState<Promotion[] | null>(null);
  const [applied, setApplied] = useState<AppliedPromo | null>(null);
  const [offersOpen, setOffersOpen] = useState(false);
  const [deposit, setDeposit] = useState<CreatedDeposit | null>(null);
  const quick = useMemo(() => quickAmounts(settings?.reply.aAddCashPack ?? [], range), [settings, range]);
  const promotion = promotions?.find((p) => p._id === applied?.promotionId) ?? null;
  const cashOn = settings !== null && settings.moneyGamesEnabled;
  const preview = useDepositPreview(Number(values.amount) || 0, applied?.promotionId ?? null, cashOn);

  useEffect(() => {
    loadSettings().catch(() => undefined);
    fetchPromotions().then(setPromotions, () => setPromotions([]));
  }, []);

  const setAmount = (raw: string) => {
    const typed = typedAmount(raw, range);
    setWarning(typed.warning);
    setValues((v) => ({ ...v, amount: typed.value }));
    setErrors((e) => ({ ...e, amount: undefined }));
  };

  const apply = (p: Promotion, tierIndex: number) => {
    setApplied({ promotionId: p._id, tierIndex });
    const tier = p.tiers[tierIndex];
    if (tier && values.amount === "") setAmount(String(Math.ceil(tier.nFrom)));
    setOffersOpen(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDeposit(values, range);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const fresh = await freshSettings();
    if (!fresh) return;
    if (!fresh.moneyGamesEnabled) return toastError(t("deposit.off"));
    const amount = Number(values.amount);
    try {
      if (values.mode === "bank") {
        // The gateway page's URL carries a one-time token for this payment, not the session.
        const link = await createGatewayLink(amount);
        return navigate(gatewayPath(link.token, String(link.amount)));
      }
      const promoId = applied?.promotionId ?? null;
      const created = fresh.reply.eUPIPaymentMode === "rblupi" ? await createUpiIntent(amount, values.mobile, values.notes.trim(), promoId) : await buyCash(amount, promoId);
      setDeposit(created);
    } catch (error) {
      toastError(errorMessage(error));
    }
  };

  const restricted = settings?.aRestrictedState ?? [];
  const off = settings !== null && !settings.moneyGamesEnabled;
  const panVerified = profile?.oKYC.bPanVerified === true;
  return (
    <AccountShell
      title={t("deposit.title")}
      aside={range && <span data-testid="deposit-range">{t("deposit.range", { min: formatRupeesWhole(range.nMinimum), max: formatRupeesWhole(range.nMaximum) })}</span>}
      testId="deposit"
    >
      {off ? (
        <div className="notice" role="status" data-testid="deposit-off">
          <p>{t("deposit.off")}</p>
          <p>
            <Trans t={t} i18nKey="deposit.offLinks" components={{ lobby: <Link to="/lobby" />, withdraw: <Link to="/withdraw" /> }} />
          </p>
        </div>
      ) : (
        <>
          {profile && !panVerified && (
            <p className="notice deposit" data-testid="deposit-needs-pan">
              <Trans t={t} i18nKey="deposit.needsPan" components={{ pan: <Link to="/my-account?myProfile=kyc" /> }} />
            </p>
          )}
          <form className="panel deposit" onSubmit={(e) => void submit(e)} noValidate aria-label={t("deposit.form")}>
            <fieldset className="deposit__modes">
              <legend className="field__label">{t("paymentMode")}</legend>
              <div className="deposit__mode-cards">
                {(["upi", "bank"] as const).map((mode) => (
                  <label key={mode} className={`mode-card${values.mode === mode ? " is-selected" : ""}`}>
                    <input type="radio" name="deposit-mode" value={mode} checked={values.mode === mode} onChange={() => setValues((v) => ({ ...v, mode }))} />
                    <span className="mode-card__name">{t(`deposit.modes.${mode}`)}</span>
                    <span className="mode-card__hint">{t(`deposit.modes.${mode}Hint`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <TextField
              label={t("amount")}
              prefix="₹"
              inputMode="numeric"
              maxLength={6}
              value={values.amount}
              onChange={(e) => setAmount(e.target.value)}
              error={depositText(t, errors.amount ?? warning ?? undefined)}
              autoComplete="off"
              data-testid="deposit-amount"
            />
            {quick.length > 0 && (
              <div className="quick-amounts" role="group" aria-label={t("deposit.quickAmounts")}>
                {quick.map((q) => (
                  <button key={q} type="button" className={`chip${values.amount === String(q) ? " is-selected" : ""}`} aria-pressed={values.amount === String(q)} onClick={() => setAmount(String(q))}>
                    {formatRupeesWhole(q)}
                  </button>
                ))}
              </div>
            )}
            <BonusPreview amount={Number(values.amount) || 0} promotion={promotion} applied={applied} split={preview.split} error={preview.error} onOpen={() => setOffersOpen(true)} />
            {values.mode === "upi" && (
              <div className="form-grid">
                <TextField label={t("deposit.mobile")} prefix="+91" inputMode="numeric" maxLength={10} value={values.mobile} onChange={(e) => setValues((v) => ({ ...v, mobile: cleanMobile(e.target.value) }))} error={depositText(t, errors.mobile)} autoComplete="tel-national" />
                <TextAreaField label={t("deposit.notes")} rows={2} maxLength={NOTES_MAX} value={values.notes} onChange={(e) => setValues((v) => ({ ...v, notes: cleanNotes(e.target.value) }))} />
              </div>
            )}
            <button type="submit" className="btn btn--gold btn--lg btn--block" disabled={values.amount === ""}>
              {t("deposit.submit")}
            </button>
            <p className="field__hint">{t("deposit.gstHint")}</p>
          </form>
        </>
      )}
      <p className="deposit__note">
        <Trans
          t={t}
          i18nKey="deposit.note"
          values={{ states: restricted.length > 0 ? listStates(restricted, t) : t("deposit.restrictedStates") }}
          components={{ terms: <Link to="/tearms-of-service-prv" /> }}
        />
      </p>
      {offersOpen && <PromotionsModal promotions={promotions} applied={applied} onApply={apply} onRemove={() => setApplied(null)} onClose={() => setOffersOpen(false)} />}
      {deposit && <QrModal deposit={deposit} onClose={() => setDeposit(null)} />}
    </AccountShell>
  );
}
