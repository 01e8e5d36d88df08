/**
 * One card drawn with Graphics and Text: face or back, with the joker mark, and outlines for
 * selection and keyboard focus. Memoised: a card re-renders only when what it shows changes.
 * Once the browser is idle after a face is drawn, the face is kept as one texture
 * (`cacheAsTexture`), so every later frame (a drag, cards easing into place) draws one image per
 * card instead of its shapes and three texts; the outlines stay live on top of it.
 */
import { memo, useCallback, useLayoutEffect, useRef } from "react";
import type { Container, Graphics } from "pixi.js";
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

/** Runs `task` when the browser is next idle (at most a second later); returns its cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 100);
  return () => window.clearTimeout(handle);
}

/**
 * Keeps a container drawn as one texture once the browser is idle; whenever `key` changes (what
 * the container shows) the cache is dropped at once and taken again at the next idle moment.
 */
function useIdleTextureCache(ref: React.RefObject<Container | null>, key: string): void {
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    const cancel = whenIdle(() => {
      if (!container.destroyed) container.cacheAsTexture(true);
    });
    return () => {
      cancel();
      if (!container.destroyed && container.isCachedAsTexture) container.cacheAsTexture(false);
    };
  }, [ref, key]);
}

function Face({ card, w, h, joker }: { card: Exclude<CardFace, typeof HIDDEN>; w: number; h: number; joker: boolean }) {
  const text = faceText(card);
  const ref = useRef<Container>(null);
  useIdleTextureCache(ref, `${text.rank}:${text.suit}:${text.color}:${w}:${h}:${joker}`);
  const drawBody = useCallback((g: Graphics) => drawFace(g, w, h), [w, h]);
  const markR = Math.max(5, w * 0.13);
  const drawMark = useCallback((g: Graphics) => drawJokerMark(g, markR), [markR]);
  return (
    <pixiContainer ref={ref}>
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
    </pixiContainer>
  );
}

/** The patterned back (many strokes), kept as a texture once idle like a face. */
function Back({ w, h }: { w: number; h: number }) {
  const ref = useRef<Container>(null);
  useIdleTextureCache(ref, `${w}:${h}`);
  const draw = useCallback((g: Graphics) => drawBack(g, w, h), [w, h]);
  return (
    <pixiContainer ref={ref}>
      <pixiGraphics draw={draw} />
    </pixiContainer>
  );
}

export const CardView = memo(function CardView({ card, w, h, joker = false, selected = false, focused = false, glow = false, fresh = false, dim = false }: CardViewProps) {
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
      {card === HIDDEN ? <Back w={w} h={h} /> : <Face card={card} w={w} h={h} joker={joker} />}
      {glow ? <pixiGraphics draw={drawGlow} /> : null}
      {fresh && !glow ? <pixiGraphics draw={drawFresh} /> : null}
      {selected ? <pixiGraphics draw={drawSelected} /> : null}
      {focused ? <pixiGraphics draw={drawFocus} /> : null}
    </pixiContainer>
  );
});
