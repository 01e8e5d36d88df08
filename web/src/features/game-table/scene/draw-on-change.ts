/**
 * The table is drawn only when its scene changed, not on every tick. A still table (a player
 * thinking, the opponent's turn) has only the turn ring and the seconds moving, a few times a
 * second; drawing all of it 30 or 60 times a second kept a phone's CPU (and GPU) busy for nothing,
 * and a software-rendered browser (no GPU) spent most of a core on it.
 *
 * Whether the scene changed is read from Pixi's own bookkeeping, which the renderer clears as it
 * draws: a render group notes each container whose transform, colour or visibility changed
 * (`childrenToUpdate`), each view whose content changed, a Graphics redrawn or a Text set
 * (`childrenRenderablesToUpdate`), and any child added or removed (`structureDidChange`). Those
 * are fields of Pixi 8's RenderGroup, not of its documented API: if they are ever missing, every
 * tick draws, as before. A frame a second is drawn regardless, so a change that bypassed them
 * would show late, never not at all.
 */
import { UPDATE_PRIORITY, type Application } from "pixi.js";

/** The fields of a Pixi 8 RenderGroup this reads. */
export interface ChangeMarks {
  readonly structureDidChange?: boolean;
  readonly childrenToUpdate?: Readonly<Record<string, { readonly index: number } | undefined>>;
  readonly childrenRenderablesToUpdate?: { readonly index: number };
  readonly renderGroupChildren?: readonly ChangeMarks[];
}

/** A frame at least this often, whatever the marks say. */
export const HEARTBEAT_MS = 1000;

/** Whether the render group (or one nested in it) has a change not yet drawn; unknown marks count as a change. */
export function sceneChanged(group: ChangeMarks | null | undefined): boolean {
  if (!group || group.childrenToUpdate === undefined || group.childrenRenderablesToUpdate === undefined) return true;
  if (group.structureDidChange || group.childrenRenderablesToUpdate.index > 0) return true;
  for (const depth in group.childrenToUpdate) {
    if ((group.childrenToUpdate[depth]?.index ?? 0) > 0) return true;
  }
  return (group.renderGroupChildren ?? []).some(sceneChanged);
}

/**
 * Replaces the application's draw-every-tick with a draw when `busy()` (a drag, cards easing into
 * place), when the scene changed, or when the last frame is a heartbeat old. Returns the undo.
 */
export function drawOnChange(app: Pick<Application, "ticker" | "stage" | "render">, busy: () => boolean, now: () => number = () => performance.now()): () => void {
  let drawnAt = -Infinity;
  const draw = () => {
    const at = now();
    if (!busy() && !sceneChanged(app.stage.renderGroup as ChangeMarks | undefined) && at - drawnAt < HEARTBEAT_MS) return;
    drawnAt = at;
    app.render();
  };
  app.ticker.remove(app.render, app);
  app.ticker.add(draw, undefined, UPDATE_PRIORITY.LOW);
  return () => {
    app.ticker.remove(draw);
    app.ticker.add(app.render, app, UPDATE_PRIORITY.LOW);
  };
}
