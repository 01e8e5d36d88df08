import { formatAmount, formatRupees } from "../../../shared/format/money.ts";
import { formatDate } from "../../../shared/ui/dates.ts";
import { Modal } from "../../../shared/ui/modal.tsx";
import type { Promotion } from "../../../shared/api/promotions.ts";

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
  return (
    <Modal title="Promotional offers" onClose={onClose} size="md" testId="promotions-modal">
      {promotions === null ? (
        <p role="status">Loading offers…</p>
      ) : promotions.length === 0 ? (
        <p className="data-table__empty">{NO_OFFERS}</p>
      ) : (
        <ul className="promo-list">
          {promotions.map((p) => (
            <li key={p._id} className="promo">
              <p className="promo__name">{p.sName}</p>
              <p className="promo__meta">
                Valid {formatDate(p.dStartDate)} to {formatDate(p.dEndDate)}
                {p.nExpiresIn > 0 ? ` · bonus expires ${p.nExpiresIn} days after credit` : ""}
              </p>
              <ul className="promo__tiers">
                {p.tiers.map((t, i) => {
                  const isApplied = applied?.promotionId === p._id && applied.tierIndex === i;
                  return (
                    <li key={i} className="promo__tier">
                      <span>
                        Deposit {formatRupees(t.nFrom)} – {formatRupees(t.nTo)}: <strong>{formatAmount(t.nPercentage).replace(/\.00$/, "")}% bonus</strong>
                        {t.nMaxBonus > 0 ? ` up to ${formatRupees(t.nMaxBonus)}` : ""}
                        {t.tickets.length > 0 ? ` + ${t.tickets.join(", ")}` : ""}
                      </span>
                      <button type="button" className={`btn btn--sm ${isApplied ? "btn--ghost" : "btn--gold"}`} onClick={() => (isApplied ? onRemove() : onApply(p, i))}>
                        {isApplied ? "Remove" : "Apply"}
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
