/**
 * The hand the player sees after a new view: the server's cards reconciled with the player's own
 * arrangement, a new deal restored from the groups saved on this device (else sorted by suit),
 * and which cards to mark as fresh. Pure: the controller applies the result.
 */
import { arrangeAs, handCards, reconcile, sortBySuit, type Arrangement } from "./hand.ts";
import type { RuleHints } from "./hints.ts";
import { loadSavedGroups } from "./persist.ts";
import type { TableView } from "./types.ts";

export interface SyncedHand {
  readonly arrangement: Arrangement;
  /** Cards to glow, or null when the hand did not change in a way worth showing. */
  readonly fresh: ReadonlySet<string> | null;
}

/** Null when the arrangement stays as it is. `hand` is `next`'s cards; `leaving` are cards just sent away (their copies go first). */
export function syncHand(current: Arrangement, prev: TableView | null, next: TableView, hand: NonNullable<TableView["hand"]>, leaving: ReadonlySet<string>, hints: RuleHints | null): SyncedHand | null {
  const newDeal = prev?.dealId !== next.dealId || current.groups.length === 0;
  let arrangement = reconcile(newDeal ? { ...current, groups: [] } : current, hand, leaving);
  if (newDeal) {
    const saved = next.dealId ? loadSavedGroups(next.tableId, next.dealId) : null;
    const restored = saved ? arrangeAs(arrangement, saved) : arrangement;
    arrangement = restored !== arrangement ? restored : sortBySuit(arrangement, (c) => hints?.isJoker(c) ?? false);
  }
  if (arrangement === current) return null;
  const before = new Set(handCards(current).map((c) => c.id));
  const added = handCards(arrangement).filter((c) => !before.has(c.id));
  const changed = newDeal || added.length > 0 || handCards(arrangement).length !== before.size;
  // Views repeat while the hand stays the same (a patch, then its events): only a changed hand moves the glow.
  return { arrangement, fresh: changed ? new Set(!newDeal && added.length <= 2 ? added.map((c) => c.id) : []) : null };
}
