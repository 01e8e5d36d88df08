/**
 * What each keyboard action does at the table: focus moves along the hand, the rest call the
 * same controller methods as the mouse and the buttons.
 */
import { handCards, nudgeCard, type Arrangement } from "./hand.ts";
import type { KeyAction } from "./keyboard.ts";
import { dialogAtom, focusAtom, type Dialog, type TableStore } from "./table-store.ts";

/** What the keys act on: the table controller's own methods (named here, so neither file imports the other's class). */
export interface KeyboardTarget {
  readonly store: TableStore;
  readonly arrangement: Arrangement;
  toggleSelect(id: string): void;
  setArrangement(arrangement: Arrangement): void;
  draw(from: "closed" | "open"): void;
  discard(): void;
  groupSelected(): void;
  sortBySuit(): void;
  autoArrange(): void;
  requestDeclare(): void;
  requestDrop(): void;
  closeDialog(): void;
  clearSelection(): void;
  toggleMute(): void;
  openDialog(dialog: Dialog): void;
}

/** The id `step` cards (or groups) away from `current`, staying inside the hand. */
export function nextFocus(groups: readonly (readonly { id: string }[])[], current: string | null, action: KeyAction): string | null {
  const ids = groups.flat().map((c) => c.id);
  if (ids.length === 0) return null;
  const at = current === null ? -1 : ids.indexOf(current);
  switch (action.type) {
    case "focus":
      if (at < 0) return action.step > 0 ? (ids[0] ?? null) : (ids[ids.length - 1] ?? null);
      return ids[Math.max(0, Math.min(ids.length - 1, at + action.step))] ?? null;
    case "focus-edge":
      return (action.edge === "first" ? ids[0] : ids[ids.length - 1]) ?? null;
    case "focus-group": {
      const gi = groups.findIndex((g) => g.some((c) => c.id === current));
      const target = groups[Math.max(0, Math.min(groups.length - 1, (gi < 0 ? 0 : gi) + (gi < 0 ? 0 : action.step)))];
      return target?.[0]?.id ?? null;
    }
    default:
      return current;
  }
}

export function keyboardAction(controller: KeyboardTarget, action: KeyAction): void {
  const { store } = controller;
  const focus = store.get(focusAtom);
  switch (action.type) {
    case "focus":
    case "focus-edge":
    case "focus-group":
      store.set(focusAtom, nextFocus(controller.arrangement.groups, focus, action));
      return;
    case "toggle-select":
      if (focus !== null) controller.toggleSelect(focus);
      else store.set(focusAtom, handCards(controller.arrangement)[0]?.id ?? null);
      return;
    case "nudge":
      if (focus !== null) controller.setArrangement(nudgeCard(controller.arrangement, focus, action.step));
      return;
    case "draw":
      return controller.draw(action.from);
    case "discard":
      return controller.discard();
    case "group":
      return controller.groupSelected();
    case "sort":
      return controller.sortBySuit();
    case "auto-arrange":
      return controller.autoArrange();
    case "declare":
      return controller.requestDeclare();
    case "drop":
      return controller.requestDrop();
    case "clear-selection":
      if (store.get(dialogAtom)) controller.closeDialog();
      else controller.clearSelection();
      return;
    case "mute":
      return controller.toggleMute();
    case "help":
      return controller.openDialog({ type: "help" });
  }
}
