/**
 * One card: its face (one shared texture: face-texture.ts) or back (Graphics), and outlines for
 * selection and keyboard focus. Memoised: a card re-renders only when what it shows changes.
 * Once the browser is idle after a back is drawn, it is kept as one texture (`cacheAsTexture`),
 * so every later frame (a drag, cards easing into place) draws one image per card instead of its
 * many strokes; the outlines stay live on top of it.
 */
import { memo, useCallback, useLayoutEffect, useRef } from "react";
import { useApplication } from "@pixi/react";
import type { Container, Graphics } from "pixi.js";
import { COLORS, drawBack, drawOutline } from "./card-art.ts";
import { HIDDEN, type CardFace } from "./card-face.ts";
import { acquireFace, FACE_MARGIN, faceKey, faceTexture, releaseFace } from "./face-texture.ts";
import { onIdle } from "../../../shared/first-screen.ts";

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

/**
 * Keeps a container drawn as one texture once the browser is idle; whenever `key` changes (what
 * the container shows) the cache is dropped at once and taken again at the next idle moment.
 */
function useIdleTextureCache(ref: React.RefObject<Container | null>, key: string): void {
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    const cancel = onIdle(
      () => {
        if (!container.destroyed) container.cacheAsTexture(true);
      },
      1000,
      100,
    );
    return () => {
      cancel();
      if (!container.destroyed && container.isCachedAsTexture) container.cacheAsTexture(false);
    };
  }, [ref, key]);
}

/** A face is one shared texture (face-texture.ts), drawn once per distinct face and size. */
function Face({ card, w, h, joker }: { card: Exclude<CardFace, typeof HIDDEN>; w: number; h: number; joker: boolean }) {
  const { app } = useApplication();
  const resolution = app?.renderer?.resolution ?? 1;
  const key = faceKey(card, w, h, joker, resolution);
  const texture = faceTexture(card, w, h, joker, resolution);
  useLayoutEffect(() => {
    acquireFace(key);
    return () => releaseFace(key);
  }, [key]);
  return <pixiSprite texture={texture} x={-FACE_MARGIN} y={-FACE_MARGIN} />;
}

/** The patterned back (many strokes), kept as one texture once the browser is idle. */
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
