/**
 * The table's state as jotai atoms in a store of its own (one per table window), read by the DOM
 * overlays and, through @pixi/react's context bridge, by the Pixi scene. Only the controller
 * writes to it.
 */
import { atom, createStore } from "jotai";
import { EMPTY_ARRANGEMENT, type Arrangement } from "./hand.ts";
import { ruleHints, type RuleHints } from "./hints.ts";
import type { TableLayout } from "../scene/layout.ts";
import type { Moment } from "./moments.ts";
import type { ConnectionStatus, TableNotice, TableView } from "./types.ts";

export type Dialog =
  | { readonly type: "drop" }
  | { readonly type: "declare"; readonly finishId: string }
  | { readonly type: "leave" }
  | { readonly type: "fairness" }
  | { readonly type: "help" }
  | { readonly type: "realityCheck"; readonly playedMinutes: number; readonly net: number };

/** A drag in progress, as far as the DOM needs to know (the scene moves the sprites itself). */
export interface DragState {
  readonly ids: readonly string[];
  readonly over: "open" | "finish" | "closed" | "hand" | null;
  /** Set when a card is being drawn by dragging it off a pile. */
  readonly pile: "closed" | "open" | null;
}

export const viewAtom = atom<TableView | null>(null);
export const statusAtom = atom<ConnectionStatus>("connecting");
/** Why the connection ended, for the end screen. */
export const endReasonAtom = atom<string | null>(null);
export const arrangementAtom = atom<Arrangement>(EMPTY_ARRANGEMENT);
export const selectionAtom = atom<ReadonlySet<string>>(new Set<string>());
/** Cards that just arrived in the hand (the drawn card), shown with a glow until the next change. */
export const freshAtom = atom<ReadonlySet<string>>(new Set<string>());
/** The card the keyboard is on. */
export const focusAtom = atom<string | null>(null);
export const noticesAtom = atom<readonly TableNotice[]>([]);
export const dialogAtom = atom<Dialog | null>(null);
export const mutedAtom = atom<boolean>(false);
/** The latest things that happened (numbered), for the scene's card flights. */
export const momentsAtom = atom<{ readonly seq: number; readonly moments: readonly Moment[] }>({ seq: 0, moments: [] });
/** Text for the screen reader's live region. */
export const announceAtom = atom<string>("");
export const dragAtom = atom<DragState | null>(null);
/** Where everything sits on screen, for the DOM overlays and the test hook. */
export const layoutAtom = atom<TableLayout | null>(null);

let lastHints: { key: string; hints: RuleHints } | null = null;

/** Hints follow the rule set and the cut card; they are rebuilt only when those change. */
export const hintsAtom = atom<RuleHints | null>((get) => {
  const view = get(viewAtom);
  if (!view) return null;
  const key = `${view.rules.id}:${view.cut ?? "none"}:${view.dealId ?? ""}`;
  if (lastHints?.key !== key) lastHints = { key, hints: ruleHints(view.rules, view.cut) };
  return lastHints.hints;
});

export type TableStore = ReturnType<typeof createStore>;

export function createTableStore(): TableStore {
  return createStore();
}
