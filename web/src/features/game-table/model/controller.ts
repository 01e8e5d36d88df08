/**
 * The table controller: the one place that turns the player's gestures into hand changes and
 * intents, and the room's views into table state. It owns the jotai store of the table; the
 * scene and the overlays read atoms and call these methods. It holds no game rules: checks are
 * hints from `guards.ts` / `hints.ts`, and the room's answer is what counts.
 */
import type { Card } from "@rummy/shared-rules";
import type { SoundName, SoundPlayer } from "../audio/sound.ts";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { TABLE } from "../i18n/index.ts";
import type { ConnectionEvent, TableConnection } from "../net/connection.ts";
import { discardProblem, drawProblem, dropProblem, GUARD_REASONS, isMyTurn, mustMeld } from "./guards.ts";
import { arrangeAs, cardGroups, findCard, groupCards, handCards, moveCards, sortBySuit, withoutCard, type Arrangement, type DropTarget } from "./hand.ts";
import { syncHand } from "./hand-sync.ts";
import type { RuleHints } from "./hints.ts";
import { keyboardAction } from "./keyboard-actions.ts";
import type { KeyAction } from "./keyboard.ts";
import { momentSound } from "./moment-sounds.ts";
import { describeMoment } from "./moment-words.ts";
import { momentsBetween } from "./moments.ts";
import { TABLE_NOTICES } from "./notices.ts";
import { saveGroups } from "./persist.ts";
import {
  announceAtom,
  arrangementAtom,
  dialogAtom,
  endReasonAtom,
  focusAtom,
  freshAtom,
  momentsAtom,
  hintsAtom,
  mutedAtom,
  noticesAtom,
  selectionAtom,
  statusAtom,
  viewAtom,
  type Dialog,
  type TableStore,
} from "./table-store.ts";
import type { Intent, TableView } from "./types.ts";

const NOTICE_MS = 4000;
const MAX_NOTICES = 3;

export class TableController {
  private noticeId = 0;
  private pendingRealityCheck: Dialog | null = null;
  /** Cards the player just sent away: reconcile removes these copies first. */
  private leaving = new Set<string>();

  constructor(
    readonly store: TableStore,
    private readonly connection: TableConnection,
    private readonly sound: SoundPlayer,
  ) {
    store.set(mutedAtom, sound.muted);
  }

  start(): () => void {
    return this.connection.subscribe((event) => this.onEvent(event));
  }

  get view(): TableView | null {
    return this.store.get(viewAtom);
  }

  get arrangement(): Arrangement {
    return this.store.get(arrangementAtom);
  }

  get hints(): RuleHints | null {
    return this.store.get(hintsAtom);
  }

  get selection(): ReadonlySet<string> {
    return this.store.get(selectionAtom);
  }

  private onEvent(event: ConnectionEvent): void {
    if (event.type === "status") {
      this.store.set(statusAtom, event.status);
      if (event.reason) this.store.set(endReasonAtom, event.reason);
    } else if (event.type === "view") {
      this.applyView(event.view);
    } else if (event.type === "realityCheck") {
      const check = { type: "realityCheck", playedMinutes: event.playedMinutes, net: event.net } as const;
      // A drop or declare question being answered is not interrupted: the check follows it.
      const open = this.store.get(dialogAtom);
      if (open && open.type !== "realityCheck") this.pendingRealityCheck = check;
      else this.store.set(dialogAtom, check);
    } else {
      this.notify(event.kind, event.text);
    }
  }

  private applyView(next: TableView): void {
    const prev = this.view;
    if (!prev) performance.mark("table:first-view");
    this.store.set(viewAtom, next);
    this.syncHand(prev, next);
    const moments = momentsBetween(prev, next);
    for (const m of moments) {
      const sound = momentSound(m);
      if (sound) this.sound.play(sound);
    }
    if (moments.length > 0) this.store.set(momentsAtom, { seq: this.store.get(momentsAtom).seq + 1, moments });
    if (moments.length > 0) {
      // Spoken in the language the player has now (the live region says each moment once).
      const t = i18n.getFixedT(null, TABLE);
      const words = moments.map((m) => describeMoment(next, m, t)).join(" ");
      if (words) this.store.set(announceAtom, words);
    }
    const dialog = this.store.get(dialogAtom);
    if (dialog && (dialog.type === "drop" || dialog.type === "declare") && !isMyTurn(next)) this.closeDialog();
  }

  private syncHand(prev: TableView | null, next: TableView): void {
    if (!next.hand) {
      if (this.arrangement.groups.length > 0) this.setArrangement({ ...this.arrangement, groups: [] });
      return;
    }
    const synced = syncHand(this.arrangement, prev, next, next.hand, this.leaving, this.hints);
    if (!synced) return;
    // The copies marked as leaving are spent once the hand has actually changed.
    this.leaving = new Set();
    if (synced.fresh) this.store.set(freshAtom, synced.fresh);
    this.setArrangement(synced.arrangement);
  }

  setArrangement(arrangement: Arrangement): void {
    this.store.set(arrangementAtom, arrangement);
    const ids = new Set(handCards(arrangement).map((c) => c.id));
    const selection = this.selection;
    if ([...selection].some((id) => !ids.has(id))) this.store.set(selectionAtom, new Set([...selection].filter((id) => ids.has(id))));
    const focus = this.store.get(focusAtom);
    if (focus !== null && !ids.has(focus)) this.store.set(focusAtom, null);
    const view = this.view;
    if (view?.dealId) saveGroups(view.tableId, view.dealId, cardGroups(arrangement));
  }

  notify(kind: "error" | "info", text: string): void {
    const id = ++this.noticeId;
    this.store.set(noticesAtom, [...this.store.get(noticesAtom), { id, kind, text }].slice(-MAX_NOTICES));
    if (kind === "error") this.sound.play("error");
    this.store.set(announceAtom, text);
    setTimeout(() => this.dismissNotice(id), NOTICE_MS);
  }

  dismissNotice(id: number): void {
    this.store.set(
      noticesAtom,
      this.store.get(noticesAtom).filter((n) => n.id !== id),
    );
  }

  private send(intent: Intent): void {
    this.connection.send(intent);
  }

  // Hand arrangement: local only, never sent until a declaration or a meld.

  toggleSelect(id: string): void {
    const next = new Set(this.selection);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.store.set(selectionAtom, next);
    this.store.set(focusAtom, id);
  }

  clearSelection(): void {
    this.store.set(selectionAtom, new Set());
  }

  move(ids: readonly string[], target: DropTarget): void {
    this.setArrangement(moveCards(this.arrangement, ids, target));
  }

  groupSelected(): void {
    const ids = handCards(this.arrangement)
      .map((c) => c.id)
      .filter((id) => this.selection.has(id));
    if (ids.length === 0) return this.notify("info", TABLE_NOTICES.selectToGroup);
    this.setArrangement(groupCards(this.arrangement, ids));
    this.clearSelection();
  }

  sortBySuit(): void {
    this.setArrangement(sortBySuit(this.arrangement, (c) => this.hints?.isJoker(c) ?? false));
  }

  autoArrange(): void {
    const hints = this.hints;
    const hand = handCards(this.arrangement).map((c) => c.card);
    if (!hints || hand.length === 0) return;
    this.setArrangement(arrangeAs(this.arrangement, hints.best(hand)));
    this.clearSelection();
  }

  /** The card an action applies to: the one given, the only selected card, or the focused one. */
  private targetCard(id?: string): { id: string; card: Card } | null {
    const pick = id ?? (this.selection.size === 1 ? [...this.selection][0] : (this.store.get(focusAtom) ?? undefined));
    if (pick === undefined) return null;
    return findCard(this.arrangement, pick) ?? null;
  }

  // Intents.

  draw(from: "closed" | "open"): void {
    const view = this.view;
    if (!view) return;
    const problem = drawProblem(view, this.hints, from);
    if (problem) return this.notify("error", problem);
    this.send({ type: "draw", from });
  }

  discard(id?: string): void {
    const view = this.view;
    if (!view) return;
    const target = this.targetCard(id);
    const problem = discardProblem(view, target?.card ?? null);
    if (problem || !target) return this.notify("error", problem ?? TABLE_NOTICES.selectToDiscard);
    this.leaving = new Set([target.id]);
    this.clearSelection();
    this.send({ type: "discard", card: target.card });
  }

  requestDeclare(id?: string): void {
    const view = this.view;
    if (!view) return;
    const target = this.targetCard(id);
    const problem = discardProblem(view, target?.card ?? null);
    if (!target) return this.notify("error", problem && problem !== GUARD_REASONS.selectOne ? problem : TABLE_NOTICES.selectFinish);
    if (problem) return this.notify("error", problem);
    this.store.set(dialogAtom, { type: "declare", finishId: target.id });
  }

  confirmDeclare(): void {
    const dialog = this.store.get(dialogAtom);
    if (dialog?.type !== "declare") return;
    const finish = findCard(this.arrangement, dialog.finishId);
    this.closeDialog();
    if (!finish) return;
    this.leaving = new Set([finish.id]);
    this.send({ type: "declare", finish: finish.card, groups: cardGroups(withoutCard(this.arrangement, finish.id)) });
  }

  requestDrop(): void {
    const view = this.view;
    if (!view) return;
    const problem = dropProblem(view);
    if (problem) return this.notify("error", problem);
    this.store.set(dialogAtom, { type: "drop" });
  }

  confirmDrop(): void {
    this.closeDialog();
    this.send({ type: "drop" });
  }

  setAutoDrop(on: boolean): void {
    this.send({ type: "auto_drop", on });
  }

  submitMeld(): void {
    const view = this.view;
    if (!view || !mustMeld(view)) return;
    this.send({ type: "meld", groups: cardGroups(this.arrangement) });
  }

  respondRejoin(accept: boolean): void {
    this.send({ type: "rejoin", accept });
  }

  split(action: "propose" | "accept" | "reject"): void {
    this.send({ type: "split", action });
  }

  async leave(): Promise<void> {
    this.pendingRealityCheck = null;
    this.store.set(dialogAtom, null);
    await this.connection.leave();
  }

  openDialog(dialog: Dialog): void {
    this.store.set(dialogAtom, dialog);
  }

  closeDialog(): void {
    this.store.set(dialogAtom, this.pendingRealityCheck);
    this.pendingRealityCheck = null;
  }

  /** Tests only (the test hook): drop the connection as a network failure would. */
  dropConnectionForTest(): void {
    this.connection.dropForTest?.();
  }

  playSound(name: SoundName): void {
    this.sound.play(name);
  }

  toggleMute(): void {
    this.sound.setMuted(!this.sound.muted);
    this.store.set(mutedAtom, this.sound.muted);
  }

  handleKey(action: KeyAction): void {
    keyboardAction(this, action);
  }
}
