/**
 * How a card looks, drawn in code (no image assets): a cream face with a big rank and suit in
 * the top-left corner (the part that shows when cards overlap in a hand), a large suit pip,
 * red or black suits, a gold "J" mark on jokers (faces are drawn by face-texture.ts), and a
 * patterned back. Text styles are cached so that equal texts share one texture, and come in few
 * fonts: the first text in each new font
 * (size and weight) costs the browser a font lookup and Pixi a font measurement, tens of
 * milliseconds each on a slow phone before the first frame, so sizes snap to a short ladder and
 * there are two weights.
 */
import { TextStyle, type Graphics } from "pixi.js";
import { formatCard, isPrivateCard, suitOfCard, type CardFace } from "./card-face.ts";

export const COLORS = {
  red: 0xc62828,
  black: 0x1b1f23,
  jokerInk: 0x6a1b9a,
  face: 0xfffdf6,
  faceEdge: 0xb8b09c,
  back: 0x7f1d2d,
  backInk: 0xe9c46a,
  gold: 0xf2b632,
  select: 0x2f80ed,
  focus: 0xffd54f,
  fresh: 0x5ee0a0,
  shadow: 0x000000,
} as const;

const SUIT_SYMBOLS: Readonly<Record<string, string>> = { S: "♠", H: "♥", D: "♦", C: "♣" };

// Hindi players' labels draw with the shipped Noto Sans Devanagari (loaded for Hindi only, before the canvas mounts).
export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, "Noto Sans Devanagari", sans-serif';

const styles = new Map<string, TextStyle>();

/** Every font size the table draws text in (px). */
const SIZES = [8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 36, 40, 48, 56, 64, 72] as const;

/** The ladder's size nearest to `size`. */
export function snapFontSize(size: number): number {
  let best: number = SIZES[0];
  for (const px of SIZES) if (Math.abs(px - size) < Math.abs(best - size)) best = px;
  return best;
}

export function textStyle(size: number, color: number, weight: "400" | "600" | "700" | "800" = "700", extra: Partial<{ letterSpacing: number; align: "left" | "center" | "right" }> = {}): TextStyle {
  const px = snapFontSize(size);
  // Semi-bold and extra-bold draw as bold: one bold font rather than three.
  const fontWeight = weight === "400" ? "400" : "700";
  const key = `${px}:${color}:${fontWeight}:${extra.letterSpacing ?? 0}:${extra.align ?? "left"}`;
  let style = styles.get(key);
  if (!style) {
    style = new TextStyle({ fontFamily: FONT, fontSize: px, fontWeight, fill: color, letterSpacing: extra.letterSpacing ?? 0, align: extra.align ?? "left" });
    styles.set(key, style);
  }
  return style;
}

export interface FaceText {
  readonly rank: string;
  readonly suit: string;
  readonly color: number;
  readonly printedJoker: boolean;
}

export function faceText(card: CardFace): FaceText {
  if (isPrivateCard(card)) return { rank: "", suit: "", color: COLORS.black, printedJoker: false };
  const text = formatCard(card);
  if (text === "JK") return { rank: "JK", suit: "★", color: COLORS.jokerInk, printedJoker: true };
  const suit = suitOfCard(card);
  return { rank: text.slice(0, -1), suit: SUIT_SYMBOLS[suit] ?? suit, color: suit === "H" || suit === "D" ? COLORS.red : COLORS.black, printedJoker: false };
}

export function drawBack(g: Graphics, w: number, h: number): void {
  const r = Math.max(3, w * 0.09);
  g.clear();
  g.roundRect(1, 2, w, h, r).fill({ color: COLORS.shadow, alpha: 0.3 });
  g.roundRect(0, 0, w, h, r).fill(COLORS.back).stroke({ width: 1, color: 0x3b0d15 });
  const inset = Math.max(2, w * 0.08);
  g.roundRect(inset, inset, w - inset * 2, h - inset * 2, r * 0.6).stroke({ width: Math.max(1, w * 0.02), color: COLORS.backInk, alpha: 0.85 });
  // A lattice of diagonal lines inside the frame.
  const step = Math.max(5, w / 6);
  for (let x = -h; x < w; x += step) {
    const x0 = Math.max(inset, x + inset);
    const y0 = inset + (x0 - (x + inset));
    const x1 = Math.min(w - inset, x + h - inset);
    const y1 = inset + (x1 - (x + inset));
    if (x1 > x0 && y1 <= h - inset) g.moveTo(x0, y0).lineTo(x1, y1);
  }
  g.stroke({ width: 1, color: COLORS.backInk, alpha: 0.28 });
  g.circle(w / 2, h / 2, w * 0.16).fill({ color: COLORS.backInk, alpha: 0.9 });
  g.circle(w / 2, h / 2, w * 0.1).fill(COLORS.back);
}

/** Outline for a selected, focused or target card. */
export function drawOutline(g: Graphics, w: number, h: number, color: number, width: number): void {
  const r = Math.max(3, w * 0.09);
  g.clear();
  g.roundRect(-width / 2, -width / 2, w + width, h + width, r + width / 2).stroke({ width, color, alpha: 1 });
}
