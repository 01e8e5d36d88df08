/**
 * The player's hand: cards in their groups, laid out by `computeLayout`, eased into place by
 * `Motion` (React decides where a card belongs, Motion moves it there), with a label under each
 * group saying what it is.
 */
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { TABLE } from "../i18n/index.ts";
import { tagWords } from "../ui/tag-words.ts";
import { useAtomValue } from "jotai";
import { memo, useCallback, useLayoutEffect, useRef } from "react";
import type { Container, Graphics } from "pixi.js";
import type { Card } from "@rummy/shared-rules";
import { tagOf, type GroupLabel, type GroupTag, type RuleHints } from "../model/hints.ts";
import { arrangementAtom, focusAtom, freshAtom, hintsAtom, selectionAtom } from "../model/table-store.ts";
import { textStyle } from "./card-art.ts";
import { CardView } from "./card-view.tsx";
import type { TableLayout } from "./layout.ts";
import type { Motion } from "./motion.ts";

/** Melds in colour; groups still in progress in one neutral slate (they say what they need, nothing is wrong). */
const NEUTRAL = 0x5b6472;
const LABEL_COLORS: Readonly<Record<GroupLabel, number>> = {
  pure: 0x1f9d55,
  sequence: 0x148f9b,
  set: 0x2f6fdb,
  tunnela: 0x1f9d55,
  dublee: 0x7b61c9,
  "needs-pure": NEUTRAL,
  "needs-sequence": NEUTRAL,
  "set-in-progress": NEUTRAL,
  loose: NEUTRAL,
};

interface HandCardProps {
  readonly id: string;
  readonly card: Card;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly joker: boolean;
  readonly selected: boolean;
  readonly focused: boolean;
  readonly fresh: boolean;
  readonly motion: Motion;
}

const HandCard = memo(function HandCard({ id, card, x, y, w, h, joker, selected, focused, fresh, motion }: HandCardProps) {
  const ref = useRef<Container>(null);
  useLayoutEffect(() => {
    motion.register(id, ref.current);
    return () => motion.register(id, null);
  }, [id, motion]);
  useLayoutEffect(() => motion.place(id, x, y), [id, x, y, motion]);
  return (
    <pixiContainer ref={ref} label={`hand-card:${id}`}>
      <CardView card={card} w={w} h={h} joker={joker} selected={selected} focused={focused} fresh={fresh && !selected} />
    </pixiContainer>
  );
});

function GroupLabelPill({ x, y, width, tag, compact }: { x: number; y: number; width: number; tag: GroupTag; compact: boolean }) {
  const size = compact ? 10 : 12;
  const fits = (words: string) => words.length * size * 0.62 + size * 1.4;
  // A narrow group (two cards, a phone) says the short form rather than spill over its neighbours.
  const text = fits(tag.text) <= width ? tag.text : tag.short;
  const label = tag.label;
  const pillW = Math.min(width, fits(text));
  const pillH = size + (compact ? 5 : 8);
  const color = LABEL_COLORS[label];
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(-pillW / 2, 0, pillW, pillH, pillH / 2).fill({ color, alpha: 0.92 });
    },
    [pillW, pillH, color],
  );
  return (
    <pixiContainer x={x + width / 2} y={y} label={`group-label:${label}`}>
      <pixiGraphics draw={draw} />
      <pixiText text={text} style={textStyle(size, 0xffffff, "700")} anchor={{ x: 0.5, y: 0.5 }} y={pillH / 2} />
    </pixiContainer>
  );
}

function tagsOf(hints: RuleHints | null, groups: readonly (readonly { card: Card }[])[], t: TFunction<"game-table">): GroupTag[] {
  return groups.map((g) => tagWords(hints ? hints.tag(g.map((c) => c.card)) : tagOf({ kind: "loose" }, g.length), t));
}

export function HandLayer({ layout, motion }: { layout: TableLayout; motion: Motion }) {
  const arrangement = useAtomValue(arrangementAtom);
  const selection = useAtomValue(selectionAtom);
  const focus = useAtomValue(focusAtom);
  const fresh = useAtomValue(freshAtom);
  const hints = useAtomValue(hintsAtom);
  const slots = new Map(layout.hand.slots.map((s) => [s.id, s]));
  const { t } = useTranslation(TABLE);
  const tags = tagsOf(hints, arrangement.groups, t);
  const { card, hand } = layout;
  return (
    <pixiContainer label="hand">
      {layout.hand.groups.map((box) => {
        const tag = tags[box.group];
        return tag ? <GroupLabelPill key={`label-${box.group}`} x={box.x} y={hand.labelY} width={box.width} tag={tag} compact={layout.compact} /> : null;
      })}
      <pixiContainer sortableChildren>
        {arrangement.groups.flat().map((c) => {
          const slot = slots.get(c.id);
          if (!slot) return null;
          const selected = selection.has(c.id);
          return (
            <HandCard
              key={c.id}
              id={c.id}
              card={c.card}
              x={slot.x}
              y={slot.y - (selected ? hand.lift : 0)}
              w={card.w}
              h={card.h}
              joker={hints?.isJoker(c.card) ?? false}
              selected={selected}
              focused={focus === c.id}
              fresh={fresh.has(c.id)}
              motion={motion}
            />
          );
        })}
      </pixiContainer>
    </pixiContainer>
  );
}
