/**
 * The player's hand: cards in their groups, laid out by `computeLayout`, eased into place by
 * `Motion` (React decides where a card belongs, Motion moves it there), with a label under each
 * group saying what it is.
 */
import { useAtomValue } from "jotai";
import { memo, useCallback, useLayoutEffect, useRef } from "react";
import type { Container, Graphics } from "pixi.js";
import type { Card } from "@rummy/shared-rules";
import { LABEL_TEXT, type GroupLabel, type RuleHints } from "../model/hints.ts";
import { arrangementAtom, focusAtom, freshAtom, hintsAtom, selectionAtom } from "../model/table-store.ts";
import { textStyle } from "./card-art.ts";
import { CardView } from "./CardView.tsx";
import type { TableLayout } from "./layout.ts";
import type { Motion } from "./motion.ts";

const LABEL_COLORS: Readonly<Record<GroupLabel, number>> = {
  pure: 0x1f9d55,
  sequence: 0x148f9b,
  set: 0x2f6fdb,
  tunnela: 0x1f9d55,
  dublee: 0x7b61c9,
  invalid: 0xc0392b,
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

function GroupLabelPill({ x, y, width, label, compact }: { x: number; y: number; width: number; label: GroupLabel; compact: boolean }) {
  const text = LABEL_TEXT[label];
  const size = compact ? 10 : 12;
  const pillW = Math.min(width, text.length * size * 0.62 + size * 1.4);
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

function labelsOf(hints: RuleHints | null, groups: readonly (readonly { card: Card }[])[]): GroupLabel[] {
  return groups.map((g) => (hints ? hints.label(g.map((c) => c.card)) : "invalid"));
}

export function HandLayer({ layout, motion }: { layout: TableLayout; motion: Motion }) {
  const arrangement = useAtomValue(arrangementAtom);
  const selection = useAtomValue(selectionAtom);
  const focus = useAtomValue(focusAtom);
  const fresh = useAtomValue(freshAtom);
  const hints = useAtomValue(hintsAtom);
  const slots = new Map(layout.hand.slots.map((s) => [s.id, s]));
  const labels = labelsOf(hints, arrangement.groups);
  const { card, hand } = layout;
  return (
    <pixiContainer label="hand">
      {layout.hand.groups.map((box) => {
        const label = labels[box.group];
        return label ? <GroupLabelPill key={`label-${box.group}`} x={box.x} y={hand.labelY} width={box.width} label={label} compact={layout.compact} /> : null;
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
