/** A soft tick for each of the last five seconds of this player's turn (turn clock, then bank). */
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { isMyTurn } from "../model/guards.ts";
import { viewAtom } from "../model/table-store.ts";
import { useController } from "./controller-context.ts";

const TICK_FROM_SECONDS = 5;

/**
 * One timer per tick, set when the deadline is known: a countdown state would re-render the table
 * four times a second for five sounds. A second already under way ticks at once.
 */
export function TurnTicker() {
  const controller = useController();
  const view = useAtomValue(viewAtom);
  const mine = view ? isMyTurn(view) : false;
  const deadline = mine && view?.turn ? view.turn.deadline : null;
  useEffect(() => {
    if (deadline === null) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    for (let seconds = TICK_FROM_SECONDS; seconds > 0; seconds--) {
      const wait = deadline - seconds * 1000 - Date.now();
      if (wait > -1000) timers.push(setTimeout(() => controller.playSound("tick"), Math.max(0, wait)));
    }
    return () => timers.forEach(clearTimeout);
  }, [deadline, controller]);
  return null;
}
