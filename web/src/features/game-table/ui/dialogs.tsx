/**
 * The confirmations: drop (stating its cost), declare (with the rules' verdict on the groups
 * first, so a wrong show is never a surprise), leave, and the keyboard help.
 */
import type { TFunction } from "i18next";
import { useAtomValue } from "jotai";
import { Trans, useTranslation } from "react-i18next";
import { TABLE } from "../i18n/index.ts";
import { cardGroups, findCard, handCards, withoutCard } from "../model/hand.ts";
import { KEY_HELP } from "../model/keyboard.ts";
import { pointsStake, stake } from "../model/stake.ts";
import { arrangementAtom, dialogAtom, hintsAtom, viewAtom } from "../model/table-store.ts";
import { CardChip, CardGroups } from "./card-chip.tsx";
import { useController } from "./controller-context.ts";
import { FairnessPanel } from "./fairness-panel.tsx";
import { Modal } from "./modal.tsx";

function DropDialog() {
  const { t } = useTranslation(TABLE);
  const controller = useController();
  const view = useAtomValue(viewAtom);
  const hints = useAtomValue(hintsAtom);
  if (!view || !hints) return null;
  const cost = hints.dropCost(view.hasDrawn);
  const money = view.info.pointValue ? ` (${pointsStake(cost, view.info.pointValue, view.info.practice)})` : "";
  return (
    <Modal
      title={t("drop.title")}
      onClose={() => controller.closeDialog()}
      actions={
        <>
          <button type="button" onClick={() => controller.closeDialog()} data-autofocus>
            {t("drop.keep")}
          </button>
          <button type="button" className="gt-danger" onClick={() => controller.confirmDrop()}>
            {t("drop.confirm", { cost })}
          </button>
        </>
      }
    >
      <p>
        <Trans t={t} i18nKey={view.hasDrawn ? "drop.middle" : "drop.first"} values={{ cost, money }} components={{ b: <strong /> }} />
      </p>
    </Modal>
  );
}

function DeclareDialog({ finishId }: { finishId: string }) {
  const { t } = useTranslation(TABLE);
  const controller = useController();
  const view = useAtomValue(viewAtom);
  const hints = useAtomValue(hintsAtom);
  const arrangement = useAtomValue(arrangementAtom);
  const finish = findCard(arrangement, finishId);
  if (!view || !hints || !finish) return null;
  const rest = withoutCard(arrangement, finishId);
  const groups = cardGroups(rest);
  const verdict = hints.declaration(groups, handCards(rest).map((c) => c.card));
  return (
    <Modal
      title={t("declare.title")}
      wide
      onClose={() => controller.closeDialog()}
      actions={
        <>
          <button type="button" onClick={() => controller.closeDialog()} data-autofocus={verdict.valid ? undefined : true}>
            {t("declare.cancel")}
          </button>
          <button type="button" className={verdict.valid ? "gt-accent" : "gt-danger"} onClick={() => controller.confirmDeclare()} data-autofocus={verdict.valid ? true : undefined}>
            {verdict.valid ? t("declare.declare") : t("declare.anyway")}
          </button>
        </>
      }
    >
      <p>
        {t("declare.finish")} <CardChip card={finish.card} joker={hints.isJoker(finish.card)} />
      </p>
      <p>
        {t("declare.groups")} <CardGroups groups={groups} isJoker={hints.isJoker} />
      </p>
      {verdict.valid ? (
        <p className="gt-ok">{t("declare.valid")}</p>
      ) : (
        <p className="gt-warn" role="alert">
          {t("declare.wrong", { problem: verdict.problem ? t(`declare.problems.${verdict.problem}`) : "", points: view.rules.wrongShow })}
        </p>
      )}
    </Modal>
  );
}

function LeaveDialog() {
  const { t } = useTranslation(TABLE);
  const controller = useController();
  const view = useAtomValue(viewAtom);
  const inDeal = view?.phase === "play" && view.mySeat !== null && view.seats[view.mySeat]?.status === "playing";
  return (
    <Modal
      title={t("leave.title")}
      onClose={() => controller.closeDialog()}
      actions={
        <>
          <button type="button" onClick={() => controller.closeDialog()} data-autofocus>
            {t("leave.stay")}
          </button>
          <button type="button" className="gt-danger" onClick={() => void controller.leave()}>
            {t("leave.leave")}
          </button>
        </>
      }
    >
      <p>{inDeal ? t("leave.inDeal") : t("leave.chips")}</p>
    </Modal>
  );
}

/** Played "1 h 5 min" or "45 min". */
function duration(minutes: number, t: TFunction<"game-table">): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? t("reality.hours", { hours: h, minutes: m }) : t("reality.minutes", { minutes: m });
}

/** The reality check: time played and the session's net result, with Continue and Take a break (leave). */
function RealityCheckDialog({ playedMinutes, net }: { playedMinutes: number; net: number }) {
  const { t } = useTranslation(TABLE);
  const controller = useController();
  const result = net === 0 ? "₹0" : `${net > 0 ? "+" : "−"}${stake(Math.abs(net), false)}`;
  return (
    <Modal
      title={t("reality.title")}
      onClose={() => controller.closeDialog()}
      actions={
        <>
          <button type="button" onClick={() => controller.closeDialog()} data-autofocus>
            {t("reality.continue")}
          </button>
          <button type="button" className="gt-danger" onClick={() => void controller.leave()}>
            {t("reality.break")}
          </button>
        </>
      }
    >
      <p data-testid="reality-check">
        <Trans t={t} i18nKey="reality.text" values={{ time: duration(playedMinutes, t), result }} components={{ b: <strong /> }} />
      </p>
    </Modal>
  );
}

/** KEY_HELP's words by catalogue key, in its order (the keys themselves are symbols and letters). */
export const KEY_WHAT = ["move", "jump", "select", "nudge", "pick", "discard", "group", "sort", "autoArrange", "declare", "drop", "escape", "mute", "help"] as const;
export const KEY_NAMES: Readonly<Record<string, "spaceEnter" | "shiftArrows" | "deleteKey" | "helpKeys">> = {
  "Space or Enter": "spaceEnter",
  "Shift + ← →": "shiftArrows",
  "D or Delete": "deleteKey",
  "H or ?": "helpKeys",
};

function HelpDialog() {
  const { t } = useTranslation(TABLE);
  const controller = useController();
  return (
    <Modal
      title={t("help.title")}
      actions={
        <button type="button" onClick={() => controller.closeDialog()}>
          {t("help.close")}
        </button>
      }
      onClose={() => controller.closeDialog()}
    >
      <dl className="gt-keys">
        {KEY_HELP.map(([keys, what], i) => {
          const name = KEY_NAMES[keys];
          const key = KEY_WHAT[i];
          return (
            <div key={keys}>
              <dt>{name ? t(`help.keys.${name}`) : keys}</dt>
              <dd>{key ? t(`help.what.${key}`) : what}</dd>
            </div>
          );
        })}
      </dl>
      <p>{t("help.pointer")}</p>
    </Modal>
  );
}

export function Dialogs() {
  const dialog = useAtomValue(dialogAtom);
  switch (dialog?.type) {
    case "drop":
      return <DropDialog />;
    case "declare":
      return <DeclareDialog finishId={dialog.finishId} />;
    case "leave":
      return <LeaveDialog />;
    case "help":
      return <HelpDialog />;
    case "fairness":
      return <FairnessPanel />;
    case "realityCheck":
      return <RealityCheckDialog playedMinutes={dialog.playedMinutes} net={dialog.net} />;
    default:
      return null;
  }
}
