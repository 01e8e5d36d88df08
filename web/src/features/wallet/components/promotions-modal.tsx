import { Trans, useTranslation } from "react-i18next";
import { formatAmount, formatRupees } from "../../../shared/format/money.ts";
import { formatDate } from "../../../shared/ui/dates.ts";
import { Modal } from "../../../shared/ui/modal.tsx";
import type { Promotion } from "../../../shared/api/promotions.ts";
import { WALLET } from "../i18n/index.ts";

export const NO_OFFERS = "Currently, No promotional offers available.";

export interface AppliedPromo {
  readonly promotionId: string;
  readonly tierIndex: number;
}

/**
 * The deposit screen's promotional offers (SPEC.md section 4): Apply picks a tier (and, with no
 * amount yet, sets the amount to the tier's nFrom); the applied tier's button reads Remove.
 */
export function PromotionsModal({ promotions, applied, onApply, onRemove, onClose }: {
  promotions: readonly Promotion[] | null;
  applied: AppliedPromo | null;
  onApply: (promotion: Promotion, tierIndex: number) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(WALLET);
  return (
    <Modal title={t("promotions.title")} onClose={onClose} size="md" testId="promotions-modal">
      {promotions === null ? (
        <p role="status">{t("promotions.loading")}</p>
      ) : promotions.length === 0 ? (
        <p className="data-table__empty">{t("promotions.none")}</p>
      ) : (
        <ul className="promo-list">
          {promotions.map((p) => (
            <li key={p._id} className="promo">
              <p className="promo__name">{p.sName}</p>
              <p className="promo__meta">
                {t("promotions.valid", { from: formatDate(p.dStartDate), to: formatDate(p.dEndDate) })}
                {p.nExpiresIn > 0 ? t("promotions.expires", { days: p.nExpiresIn }) : ""}
              </p>
              <ul className="promo__tiers">
                {p.tiers.map((tier, i) => {
                  const isApplied = applied?.promotionId === p._id && applied.tierIndex === i;
                  return (
                    <li key={i} className="promo__tier">
                      <span>
                        <Trans
                          t={t}
                          i18nKey="promotions.tier"
                          values={{ from: formatRupees(tier.nFrom), to: formatRupees(tier.nTo), percent: formatAmount(tier.nPercentage).replace(/\.00$/, "") }}
                          components={{ b: <strong /> }}
                        />
                        {tier.nMaxBonus > 0 ? t("promotions.upTo", { max: formatRupees(tier.nMaxBonus) }) : ""}
                        {tier.tickets.length > 0 ? ` + ${tier.tickets.join(", ")}` : ""}
                      </span>
                      <button type="button" className={`btn btn--sm ${isApplied ? "btn--ghost" : "btn--gold"}`} onClick={() => (isApplied ? onRemove() : onApply(p, i))}>
                        {isApplied ? t("promotions.remove") : t("promotions.apply")}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
