/**
 * Pool and Deals between deals: the rejoin offer to an eliminated player, the split offer and
 * its votes, and the end of the match with the prizes.
 */
import type { TFunction } from "i18next";
import { useAtomValue } from "jotai";
import { Trans, useTranslation } from "react-i18next";
import { TABLE } from "../i18n/index.ts";
import { viewAtom } from "../model/table-store.ts";
import { stake } from "../model/stake.ts";
import type { TableView } from "../model/types.ts";
import { useController } from "./controller-context.ts";
import { Modal } from "./modal.tsx";
import { ScoreTable } from "./results-dialog.tsx";
import { useCountdown } from "./use-countdown.ts";


function nameOf(view: TableView, seat: number, t: TFunction<"game-table">): string {
  return seat === view.mySeat ? t("match.you") : (view.seats[seat]?.name ?? t("match.seat", { seat: seat + 1 }));
}

function RejoinPrompt({ view }: { view: TableView }) {
  const { t } = useTranslation(TABLE);
  const controller = useController();
  const seconds = useCountdown(view.rejoin?.deadline ?? null);
  if (!view.rejoin) return null;
  return (
    <Modal
      title={t("match.outTitle")}
      actions={
        <>
          <span className="gt-countdown">{seconds !== null ? t("match.seconds", { seconds }) : ""}</span>
          <button type="button" onClick={() => controller.respondRejoin(false)}>
            {t("match.noThanks")}
          </button>
          <button type="button" className="gt-accent" onClick={() => controller.respondRejoin(true)} data-autofocus>
            {t("match.rejoin", { fee: stake(view.rejoin.fee, view.info.practice) })}
          </button>
        </>
      }
    >
      <p>
        <Trans t={t} i18nKey="match.rejoinText" values={{ fee: stake(view.rejoin.fee, view.info.practice), score: view.rejoin.score }} components={{ b: <strong /> }} />
      </p>
    </Modal>
  );
}

function SplitPrompt({ view }: { view: TableView }) {
  const { t } = useTranslation(TABLE);
  const controller = useController();
  const split = view.split;
  const seconds = useCountdown(split?.deadline ?? null);
  if (!split) return null;
  const mine = view.mySeat !== null && split.seats.includes(view.mySeat);
  const voted = view.mySeat !== null && split.accepted.includes(view.mySeat);
  return (
    <Modal
      title={split.kind === "auto" ? t("match.splitAuto") : t("match.splitAsk")}
      actions={
        <>
          <span className="gt-countdown">{seconds !== null ? t("match.seconds", { seconds }) : ""}</span>
          {mine && !voted ? (
            <>
              <button type="button" onClick={() => controller.split("reject")}>
                {t("match.playOn")}
              </button>
              <button type="button" className="gt-accent" onClick={() => controller.split("accept")} data-autofocus>
                {t("match.acceptSplit")}
              </button>
            </>
          ) : (
            <span>{t("match.waiting")}</span>
          )}
        </>
      }
    >
      <p>{split.kind === "auto" ? t("match.splitAutoText") : t("match.splitAskText")}</p>
      <ul className="gt-checks">
        {split.shares.map((s) => (
          <li key={s.seat}>
            {t("match.share", { name: nameOf(view, s.seat, t), amount: stake(s.amount, view.info.practice) })}
            {split.accepted.includes(s.seat) ? t("match.accepted") : ""}
          </li>
        ))}
      </ul>
    </Modal>
  );
}

function MatchOver({ view }: { view: TableView }) {
  const { t } = useTranslation(TABLE);
  const controller = useController();
  if (!view.matchEnd) return null;
  return (
    <Modal
      title={t("match.overTitle")}
      wide
      actions={
        <button type="button" className="gt-danger" onClick={() => void controller.leave()}>
          {t("match.leave")}
        </button>
      }
    >
      <p>{t("match.pool", { amount: stake(view.matchEnd.prizePool, view.info.practice) })}</p>
      <ul className="gt-checks">
        {view.matchEnd.prizes.map((p) => (
          <li key={p.seat}>
            <Trans
              t={t}
              i18nKey={p.seat === view.mySeat ? "match.youWin" : "match.wins"}
              values={{ name: p.name, amount: stake(p.amount, view.info.practice) }}
              components={{ b: <strong /> }}
            />
          </li>
        ))}
      </ul>
      {view.scoreboard ? <ScoreTable board={view.scoreboard} /> : null}
    </Modal>
  );
}

export function MatchPrompts() {
  const view = useAtomValue(viewAtom);
  if (!view) return null;
  if (view.matchEnd) return <MatchOver view={view} />;
  if (view.rejoin) return <RejoinPrompt view={view} />;
  if (view.split) return <SplitPrompt view={view} />;
  return null;
}
