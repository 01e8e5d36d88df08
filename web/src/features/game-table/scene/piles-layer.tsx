/**
 * The middle of the table: the closed deck with the cut joker under it, the open deck, and the
 * finish slot. Piles glow when they are what the player should use next, or what a dragged card
 * would land on.
 */
import { atom, useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { TABLE } from "../i18n/index.ts";
import { useCallback } from "react";
import type { Graphics } from "pixi.js";
import { drawProblem, isMyTurn } from "../model/guards.ts";
import { dragAtom, hintsAtom, viewAtom } from "../model/table-store.ts";
import { COLORS, textStyle } from "./card-art.ts";
import { HIDDEN } from "./card-face.ts";
import { CardView } from "./card-view.tsx";
import type { TableLayout } from "./layout.ts";

function SlotOutline({ w, h, text, glow, compact }: { w: number; h: number; text: string; glow: boolean; compact: boolean }) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      const r = w * 0.09;
      g.roundRect(0, 0, w, h, r).fill({ color: 0x000000, alpha: 0.18 });
      // A dashed outline: short straight segments round the card's edge.
      const dash = 6;
      const edges: [number, number, number, number][] = [
        [r, 0, w - r, 0],
        [w, r, w, h - r],
        [w - r, h, r, h],
        [0, h - r, 0, r],
      ];
      for (const [x0, y0, x1, y1] of edges) {
        const len = Math.hypot(x1 - x0, y1 - y0);
        for (let d = 0; d < len; d += dash * 2) {
          const a = d / len;
          const b = Math.min(1, (d + dash) / len);
          g.moveTo(x0 + (x1 - x0) * a, y0 + (y1 - y0) * a).lineTo(x0 + (x1 - x0) * b, y0 + (y1 - y0) * b);
        }
      }
      g.stroke({ width: glow ? 3 : 2, color: glow ? COLORS.gold : 0xd9e8df, alpha: glow ? 1 : 0.55 });
    },
    [w, h, glow],
  );
  return (
    <>
      <pixiGraphics draw={draw} />
      <pixiText text={text} style={textStyle(compact ? 10 : 13, 0xd9e8df, "700", { align: "center" })} anchor={0.5} x={w / 2} y={h / 2} alpha={0.85} />
    </>
  );
}

function PileLabel({ x, y, text, compact }: { x: number; y: number; text: string; compact: boolean }) {
  return <pixiText text={text} style={textStyle(compact ? 10 : 12, 0xcfe6da, "600")} anchor={{ x: 0.5, y: 0 }} x={x} y={y} />;
}

/**
 * The pile a dragged card is over, or null: the piles re-render when that changes, not each time a
 * drag moves between the hand and the felt (a slow phone's drag frames paid for it).
 */
const pileOverAtom = atom((get) => {
  const over = get(dragAtom)?.over ?? null;
  return over === "hand" ? null : over;
});

export function PilesLayer({ layout }: { layout: TableLayout }) {
  const { t } = useTranslation(TABLE);
  const view = useAtomValue(viewAtom);
  const hints = useAtomValue(hintsAtom);
  const over = useAtomValue(pileOverAtom);
  if (!view || (view.phase !== "play" && view.phase !== "meld")) return null;
  const { card, closed, open, finish, cut, compact } = layout;
  const myTurn = isMyTurn(view);
  const canClosed = myTurn && drawProblem(view, hints, "closed") === null;
  const canOpen = myTurn && drawProblem(view, hints, "open") === null;
  const discardTime = myTurn && view.turn?.drawnFrom !== null;
  const stack = Math.min(4, Math.ceil(view.closedCount / 12));
  const labelY = closed.y + card.h + (compact ? 3 : 6);
  return (
    <pixiContainer label="piles">
      {view.cut !== null ? (
        // Turned a quarter left and tucked under the closed deck, its rank corner showing.
        <pixiContainer x={cut.x} y={cut.y + card.w} rotation={-Math.PI / 2} label="cut-joker">
          <CardView card={view.cut} w={card.w} h={card.h} joker />
        </pixiContainer>
      ) : null}
      {view.cut !== null && !compact ? <PileLabel x={cut.x + (closed.x - cut.x) / 2} y={cut.y + card.w + (compact ? 2 : 4)} text={t("canvas.joker")} compact={compact} /> : null}
      <pixiContainer x={closed.x} y={closed.y} label="closed-deck">
        {Array.from({ length: stack }, (_, i) => (
          <pixiContainer key={i} x={-i * 1.5} y={-i * 1.5}>
            <CardView card={HIDDEN} w={card.w} h={card.h} glow={i === stack - 1 && (canClosed || over === "closed")} />
          </pixiContainer>
        ))}
      </pixiContainer>
      <PileLabel x={closed.x + card.w / 2} y={labelY} text={t("canvas.closed", { count: view.closedCount })} compact={compact} />
      <pixiContainer x={open.x} y={open.y} label="open-deck">
        {view.openTop !== null ? (
          <CardView card={view.openTop} w={card.w} h={card.h} joker={hints?.isJoker(view.openTop) ?? false} glow={canOpen || (discardTime && over === "open")} />
        ) : (
          <SlotOutline w={card.w} h={card.h} text={t("canvas.open")} glow={discardTime && over === "open"} compact={compact} />
        )}
      </pixiContainer>
      <PileLabel x={open.x + card.w / 2} y={labelY} text={t("canvas.openCount", { count: view.openCount })} compact={compact} />
      <pixiContainer x={finish.x} y={finish.y} label="finish-slot">
        <SlotOutline w={card.w} h={card.h} text={t("canvas.finishSlot")} glow={discardTime && over === "finish"} compact={compact} />
      </pixiContainer>
      <PileLabel x={finish.x + card.w / 2} y={labelY} text={t("canvas.declare")} compact={compact} />
    </pixiContainer>
  );
}
