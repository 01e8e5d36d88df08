import type { SoundName } from "../audio/sound.ts";
import type { Moment } from "./moments.ts";

const MOMENT_SOUNDS: Partial<Record<Moment["type"], SoundName>> = {
  deal: "deal",
  "my-turn": "turn",
  drew: "draw",
  discarded: "discard",
  declared: "declare",
  "wrong-show": "error",
};

/** The sound a table moment makes, if any: the results sound says whether this player won. */
export function momentSound(moment: Moment): SoundName | undefined {
  return moment.type === "results" ? (moment.won ? "win" : "lose") : MOMENT_SOUNDS[moment.type];
}
