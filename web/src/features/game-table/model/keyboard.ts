/**
 * Keyboard play. Keys map to table actions in one pure function, so the mapping is tested and
 * documented once (the help dialog lists `KEY_HELP`). The controller decides what an action
 * means in the current state; keys only name the intent.
 */

export type KeyAction =
  | { readonly type: "focus"; readonly step: -1 | 1 }
  | { readonly type: "focus-edge"; readonly edge: "first" | "last" }
  | { readonly type: "focus-group"; readonly step: -1 | 1 }
  | { readonly type: "toggle-select" }
  | { readonly type: "nudge"; readonly step: -1 | 1 }
  | { readonly type: "draw"; readonly from: "closed" | "open" }
  | { readonly type: "discard" }
  | { readonly type: "group" }
  | { readonly type: "sort" }
  | { readonly type: "auto-arrange" }
  | { readonly type: "declare" }
  | { readonly type: "drop" }
  | { readonly type: "clear-selection" }
  | { readonly type: "mute" }
  | { readonly type: "help" };

export interface KeyInput {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  /** Tag name of the event target: keys typed into form controls are theirs, not the table's. */
  readonly targetTag: string;
  /** A dialog is open: only Escape (close it) reaches the table. */
  readonly inDialog?: boolean;
}

/** Controls that take typing: every key is theirs. */
const TYPING_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);
/** Controls activated by Enter and Space: those two keys are theirs, the shortcuts still work. */
const PRESSABLE_TAGS = new Set(["BUTTON", "A", "SUMMARY"]);

const LETTER_ACTIONS: Readonly<Record<string, KeyAction>> = {
  c: { type: "draw", from: "closed" },
  o: { type: "draw", from: "open" },
  d: { type: "discard" },
  g: { type: "group" },
  s: { type: "sort" },
  a: { type: "auto-arrange" },
  f: { type: "declare" },
  x: { type: "drop" },
  m: { type: "mute" },
  h: { type: "help" },
  "?": { type: "help" },
};

export function keyToAction(input: KeyInput): KeyAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  const { key } = input;
  // Escape always reaches the table so a selection can be cleared from anywhere.
  if (key === "Escape") return { type: "clear-selection" };
  const tag = input.targetTag.toUpperCase();
  if (input.inDialog || TYPING_TAGS.has(tag)) return null;
  if (PRESSABLE_TAGS.has(tag) && (key === " " || key === "Enter")) return null;
  switch (key) {
    case "ArrowLeft":
      return input.shiftKey ? { type: "nudge", step: -1 } : { type: "focus", step: -1 };
    case "ArrowRight":
      return input.shiftKey ? { type: "nudge", step: 1 } : { type: "focus", step: 1 };
    case "ArrowUp":
      return { type: "focus-group", step: -1 };
    case "ArrowDown":
      return { type: "focus-group", step: 1 };
    case "Home":
      return { type: "focus-edge", edge: "first" };
    case "End":
      return { type: "focus-edge", edge: "last" };
    case " ":
    case "Enter":
      return { type: "toggle-select" };
    case "Delete":
      return { type: "discard" };
    default:
      return LETTER_ACTIONS[key.toLowerCase()] ?? null;
  }
}

/** What the help dialog shows, in order. */
export const KEY_HELP: readonly (readonly [keys: string, what: string])[] = [
  ["← →", "move between cards"],
  ["↑ ↓", "jump to the previous / next group"],
  ["Space or Enter", "select or unselect the card"],
  ["Shift + ← →", "move the card left or right"],
  ["C / O", "pick from the closed / open deck"],
  ["D or Delete", "discard the card"],
  ["G", "group the selected cards"],
  ["S", "sort by suit"],
  ["A", "auto-arrange"],
  ["F", "declare with the card as the finish card"],
  ["X", "drop"],
  ["Esc", "clear the selection, close a dialog"],
  ["M", "sound on / off"],
  ["H or ?", "this help"],
];
