/**
 * Pool and Deals between deals: the rejoin offer to an eliminated player, the split offer and
 * its votes, and the end of the match with the prizes.
 */
import { useAtomValue } from "jotai";
import { viewAtom } from "../model/table-store.ts";
import { stake } from "../model/stake.ts";
import type { TableView } from "../model/types.ts";
import { useController } from "./controller-context.ts";
import { Modal } from "./Modal.tsx";
import { ScoreTable } from "./ResultsDialog.tsx";
import { useCountdown } from "./use-countdown.ts";


function nameOf(view: TableView, seat: number): string {
  return seat === view.mySeat ? "You" : (view.seats[seat]?.name ?? `Seat ${seat + 1}`);
}

function RejoinPrompt({ view }: { view: TableView }) {
  const controller = useController();
  const seconds = useCountdown(view.rejoin?.deadline ?? null);
  if (!view.rejoin) return null;
  return (
    <Modal
      title="You are out of the pool"
      actions={
        <>
          <span className="gt-countdown">{seconds !== null ? `${seconds}s` : ""}</span>
          <button type="button" onClick={() => controller.respondRejoin(false)}>
            No thanks
          </button>
          <button type="button" className="gt-accent" onClick={() => controller.respondRejoin(true)} data-autofocus>
            Rejoin for {stake(view.rejoin.fee, view.info.practice)}
          </button>
        </>
      }
    >
      <p>
        Rejoin the pool for {stake(view.rejoin.fee, view.info.practice)} and play on with a score of <strong>{view.rejoin.score}</strong>.
      </p>
    </Modal>
  );
}

function SplitPrompt({ view }: { view: TableView }) {
  const controller = useController();
  const split = view.split;
  const seconds = useCountdown(split?.deadline ?? null);
  if (!split) return null;
  const mine = view.mySeat !== null && split.seats.includes(view.mySeat);
  const voted = view.mySeat !== null && split.accepted.includes(view.mySeat);
  return (
    <Modal
      title={split.kind === "auto" ? "Split the prize?" : "A player asks to split the prize"}
      actions={
        <>
          <span className="gt-countdown">{seconds !== null ? `${seconds}s` : ""}</span>
          {mine && !voted ? (
            <>
              <button type="button" onClick={() => controller.split("reject")}>
                Play on
              </button>
              <button type="button" className="gt-accent" onClick={() => controller.split("accept")} data-autofocus>
                Accept split
              </button>
            </>
          ) : (
            <span>Waiting for the others…</span>
          )}
        </>
      }
    >
      <p>{split.kind === "auto" ? "Everyone left is close to elimination: the prize can be shared equally." : "The prize is shared by drops left; everyone must accept."}</p>
      <ul className="gt-checks">
        {split.shares.map((s) => (
          <li key={s.seat}>
            {nameOf(view, s.seat)}: {stake(s.amount, view.info.practice)} {split.accepted.includes(s.seat) ? "✓ accepted" : ""}
          </li>
        ))}
      </ul>
    </Modal>
  );
}

function MatchOver({ view }: { view: TableView }) {
  const controller = useController();
  if (!view.matchEnd) return null;
  return (
    <Modal title="The match is over" wide actions={<button type="button" className="gt-danger" onClick={() => void controller.leave()}>Leave table</button>}>
      <p>Prize pool {stake(view.matchEnd.prizePool, view.info.practice)}.</p>
      <ul className="gt-checks">
        {view.matchEnd.prizes.map((p) => (
          <li key={p.seat}>
            <strong>{p.seat === view.mySeat ? "You" : p.name}</strong> win {stake(p.amount, view.info.practice)}
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
