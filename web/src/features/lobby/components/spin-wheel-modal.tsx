import type { TFunction } from "i18next";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/client.ts";
import { formatAmount } from "../../../shared/format/money.ts";
import { refreshProfile } from "../../../shared/session/profile.ts";
import { formatDateTime } from "../../../shared/ui/dates.ts";
import { Modal } from "../../../shared/ui/modal.tsx";
import { toastError, toastSuccess } from "../../../shared/ui/toast-store.ts";
import { fetchSpinStatus, spinWheel, type SpinReward, type SpinStatus } from "../api/spin-api.ts";
import { LOBBY } from "../i18n/index.ts";
import { slotAngle, SPIN_CLOSE_MS, SPIN_SLOTS, spinRotation } from "../model/spin-angle.ts";

type LobbyT = TFunction<"lobby">;

const plain = (value: number) => formatAmount(value).replace(/\.00$/, "");

/** A slot's label in the player's language: "20 chips" while cash play is off, "₹20" (bonus) while it is on. */
export const prizeLabel = (value: number, reward: SpinReward, t: LobbyT) => (reward === "bonus" ? `₹${plain(value)}` : t("chips", { amount: plain(value) }));

export const spinCongratulation = (value: number, reward: SpinReward, t: LobbyT) =>
  reward === "bonus" ? t("spin.wonBonus", { amount: `₹${plain(value)}` }) : t("spin.wonChips", { amount: plain(value) });

const COLOURS = ["#11694d", "#f2b632", "#0b3d2e", "#d99a16", "#0e4a38", "#f7c652", "#062a1f"];

function slicePath(index: number): string {
  const step = (slotAngle() * Math.PI) / 180;
  // Slot i is centred i steps clockwise from the top.
  const a0 = index * step - step / 2 - Math.PI / 2;
  const a1 = a0 + step;
  const r = 96;
  const p = (a: number) => `${(Math.cos(a) * r).toFixed(3)} ${(Math.sin(a) * r).toFixed(3)}`;
  return `M0 0 L${p(a0)} A${r} ${r} 0 0 1 ${p(a1)} Z`;
}

function Wheel({ values, rotation, reward }: { values: readonly number[]; rotation: number; reward: SpinReward }) {
  const { t } = useTranslation(LOBBY);
  return (
    <div className="spin-wheel">
      <span className="spin-wheel__pointer" aria-hidden="true" />
      <svg viewBox="-100 -100 200 200" className="spin-wheel__disc" style={{ transform: `rotate(${rotation}deg)` }} aria-hidden="true">
        <circle r="99" fill="#062a1f" />
        {values.map((value, i) => (
          <g key={i}>
            <path d={slicePath(i)} fill={COLOURS[i % COLOURS.length]} stroke="#fff" strokeWidth="1.5" />
            <text transform={`rotate(${i * slotAngle()}) translate(0 -62)`} textAnchor="middle" dominantBaseline="middle" className={`spin-wheel__label${i % 2 === 1 ? " is-dark" : ""}`}>
              {reward === "bonus" ? (
                prizeLabel(value, reward, t)
              ) : (
                <>
                  {plain(value)}
                  <tspan x="0" dy="1.1em" className="spin-wheel__unit">
                    {t("spin.unit")}
                  </tspan>
                </>
              )}
            </text>
          </g>
        ))}
        <circle r="16" fill="#fff" stroke="#f2b632" strokeWidth="4" />
      </svg>
    </div>
  );
}

/**
 * The daily bonus wheel (SPEC.md sections 2 and 4): 7 slots; on a result the wheel turns to that
 * slot, and 4 s later it closes with 'Congratulations! You won {value} practice chips' (cash play
 * off, the default) or 'Congratulations! You won ₹{value} bonus' (cash play on).
 */
export function SpinWheelModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(LOBBY);
  const [status, setStatus] = useState<SpinStatus | null>(null);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    fetchSpinStatus().then(setStatus, (error: unknown) => {
      toastError(errorMessage(error));
      close.current();
    });
    return () => window.clearTimeout(timer.current);
  }, []);

  const values = status?.aDailyBonus.slice(0, SPIN_SLOTS).map((s) => s.nValue) ?? [];
  const spin = async () => {
    setSpinning(true);
    try {
      const result = await spinWheel();
      const index = Math.min(Math.max(0, result.nIndex), SPIN_SLOTS - 1);
      setRotation((current) => spinRotation(index, current));
      timer.current = window.setTimeout(() => {
        toastSuccess(spinCongratulation(result.nValue, result.eReward, t), 3000);
        refreshProfile().catch(() => undefined);
        close.current();
      }, SPIN_CLOSE_MS);
    } catch (error) {
      setSpinning(false);
      toastError(errorMessage(error));
    }
  };

  return (
    <Modal title={status?.eReward === "bonus" ? t("spin.bonusTitle") : t("spin.chipsTitle")} onClose={spinning ? undefined : onClose} size="sm" testId="spin-modal">
      {status === null ? (
        <p role="status">{t("spin.loading")}</p>
      ) : (
        <div className="spin">
          <Wheel values={values} rotation={rotation} reward={status.eReward} />
          <p className="spin__reward" data-testid="spin-reward">
            {status.eReward === "bonus" ? t("spin.rewardBonus") : t("spin.rewardChips")}
          </p>
          <p className="spin__prizes visually-hidden">{t("spin.prizes", { prizes: values.map((v) => prizeLabel(v, status.eReward, t)).join(", ") })}</p>
          {status.bCanSpin ? (
            <button type="button" className="btn btn--gold btn--lg btn--block" onClick={() => void spin()} disabled={spinning} data-autofocus>
              {spinning ? t("spin.spinning") : t("spin.spin")}
            </button>
          ) : (
            <p className="notice" role="status">
              {t("spin.used", { time: formatDateTime(status.dNextSpinAt) })}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
