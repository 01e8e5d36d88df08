/** A soft tick for each of the last five seconds of this player's turn (turn clock, then bank). */
import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { isMyTurn } from "../model/guards.ts";
import { viewAtom } from "../model/table-store.ts";
import { useController } from "./controller-context.ts";
import { useCountdown } from "./use-countdown.ts";

const TICK_FROM_SECONDS = 5;

export function TurnTicker() {
  const controller = useController();
  const view = useAtomValue(viewAtom);
  const mine = view ? isMyTurn(view) : false;
  const deadline = mine && view?.turn ? view.turn.deadline : null;
  const seconds = useCountdown(deadline);
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (seconds === null || seconds === last.current) return;
    last.current = seconds;
    if (seconds > 0 && seconds <= TICK_FROM_SECONDS) controller.playSound("tick");
  }, [seconds, controller]);
  return null;
}
