/**
 * One card drawn with Graphics and Text: face or back, with the joker mark, and outlines for
 * selection and keyboard focus. Memoised: a card re-renders only when what it shows changes.
 */
import { memo, useCallback } from "react";
import type { Graphics } from "pixi.js";
import { COLORS, drawBack, drawFace, drawJokerMark, drawOutline, faceText, textStyle } from "./card-art.ts";
import { HIDDEN, type CardFace } from "./card-face.ts";

export interface CardViewProps {
  readonly card: CardFace;
  readonly w: number;
  readonly h: number;
  readonly joker?: boolean;
  readonly selected?: boolean;
  readonly focused?: boolean;
  /** A drop target or a hint: a gold outline. */
  readonly glow?: boolean;
  /** Just arrived in the hand: a mint outline. */
  readonly fresh?: boolean;
  /** Faded: the card cannot be used for what is being done. */
  readonly dim?: boolean;
}

function Face({ card, w, h, joker }: { card: Exclude<CardFace, typeof HIDDEN>; w: number; h: number; joker: boolean }) {
  const text = faceText(card);
  const drawBody = useCallback((g: Graphics) => drawFace(g, w, h), [w, h]);
  const markR = Math.max(5, w * 0.13);
  const drawMark = useCallback((g: Graphics) => drawJokerMark(g, markR), [markR]);
  return (
    <>
      <pixiGraphics draw={drawBody} />
      <pixiText text={text.rank} style={textStyle(h * (text.rank.length > 1 ? 0.22 : 0.25), text.color, "800", { letterSpacing: text.rank === "10" ? -1 : 0 })} x={w * 0.06} y={h * 0.03} />
      <pixiText text={text.suit} style={textStyle(h * 0.2, text.color, "400")} x={w * 0.08} y={h * 0.27} />
      <pixiText text={text.suit} style={textStyle(h * (text.printedJoker ? 0.36 : 0.42), text.color, "400")} anchor={0.5} x={w * 0.66} y={h * 0.7} />
      {joker ? (
        <pixiContainer x={w * 0.2} y={h * 0.66}>
          <pixiGraphics draw={drawMark} />
          <pixiText text="J" style={textStyle(markR * 1.3, 0x3a2600, "800")} anchor={0.5} />
        </pixiContainer>
      ) : null}
    </>
  );
}

export const CardView = memo(function CardView({ card, w, h, joker = false, selected = false, focused = false, glow = false, fresh = false, dim = false }: CardViewProps) {
  const drawCardBack = useCallback((g: Graphics) => drawBack(g, w, h), [w, h]);
  const drawSelected = useCallback((g: Graphics) => drawOutline(g, w, h, COLORS.select, 3), [w, h]);
  const drawFocus = useCallback(
    (g: Graphics) => {
      drawOutline(g, w, h, COLORS.focus, 3);
      // A caret above the card: the keyboard's place in the hand is visible at a glance.
      const s = Math.max(5, w * 0.1);
      const cx = w * 0.3;
      g.moveTo(cx - s, -s * 1.9).lineTo(cx + s, -s * 1.9).lineTo(cx, -s * 0.6).closePath().fill(COLORS.focus);
    },
    [w, h],
  );
  const drawFresh = useCallback((g: Graphics) => drawOutline(g, w, h, COLORS.fresh, 3), [w, h]);
  const drawGlow = useCallback((g: Graphics) => drawOutline(g, w, h, COLORS.gold, 3), [w, h]);
  return (
    <pixiContainer alpha={dim ? 0.55 : 1}>
      {card === HIDDEN ? <pixiGraphics draw={drawCardBack} /> : <Face card={card} w={w} h={h} joker={joker} />}
      {glow ? <pixiGraphics draw={drawGlow} /> : null}
      {fresh && !glow ? <pixiGraphics draw={drawFresh} /> : null}
      {selected ? <pixiGraphics draw={drawSelected} /> : null}
      {focused ? <pixiGraphics draw={drawFocus} /> : null}
    </pixiContainer>
  );
});
