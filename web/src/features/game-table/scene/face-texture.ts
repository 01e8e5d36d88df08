/**
 * A card face as one texture, drawn with the browser's canvas 2D API: the body, the corner rank
 * and suit, the large pip and the joker mark, each the same size and place as card-art.ts says.
 *
 * Drawn as Pixi Graphics and Texts, a face cost the first frame a Pixi text texture per distinct
 * rank and suit (each measured, drawn to its own canvas and uploaded) and a font measurement per
 * size (Pixi draws a probe string and reads its pixels back): about 450 ms of a slow phone's main
 * thread before the first frame (issue 22). Here each distinct face is one small canvas and three
 * fillText calls, and every card showing that face shares it.
 *
 * Textures are shared by key (face, size, joker mark, resolution) and counted: `acquire` when a
 * card starts to show a face, `release` when it stops; unused ones are destroyed once more than
 * `SPARE` of them are kept (a resized table makes a new size of every face).
 */
import { CanvasSource, Texture } from "pixi.js";
import { COLORS, FONT, faceText, snapFontSize, type FaceText } from "./card-art.ts";
import type { CardFace } from "./card-face.ts";

/** The shadow (1 px right, 2 px down) and the edge's half stroke lie outside the card's box. */
export const FACE_MARGIN = 1;
const SPARE = 64;

interface Entry {
  readonly texture: Texture;
  users: number;
  /** Shown at least once: a texture made by a render React has not committed yet is never destroyed. */
  shown: boolean;
}

const entries = new Map<string, Entry>();

export function faceKey(card: CardFace, w: number, h: number, joker: boolean, resolution: number): string {
  return `${card}:${w}:${h}:${joker ? 1 : 0}:${resolution}`;
}

/** The face's texture (made on first use); its top-left corner is (-FACE_MARGIN, -FACE_MARGIN) of the card. */
export function faceTexture(card: CardFace, w: number, h: number, joker: boolean, resolution: number): Texture {
  const key = faceKey(card, w, h, joker, resolution);
  let entry = entries.get(key);
  if (!entry) {
    entry = { texture: drawFaceTexture(faceText(card), w, h, joker, resolution), users: 0, shown: false };
    entries.set(key, entry);
  }
  return entry.texture;
}

export function acquireFace(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  entry.users += 1;
  entry.shown = true;
}

let sweepQueued = false;

/** After the commit in which a card stopped showing it (the cards taking it up acquire it in the same commit). */
export function releaseFace(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  entry.users -= 1;
  if (entries.size <= SPARE || sweepQueued) return;
  sweepQueued = true;
  setTimeout(sweep, 0);
}

function sweep(): void {
  sweepQueued = false;
  // Oldest first: a Map iterates in insertion order.
  for (const [k, e] of entries) {
    if (entries.size <= SPARE) break;
    if (e.users > 0 || !e.shown) continue;
    entries.delete(k);
    e.texture.destroy(true);
  }
}

function font(size: number, weight: "400" | "700"): string {
  return `${weight} ${snapFontSize(size)}px ${FONT}`;
}

/**
 * A font's ascent and descent (its bounding box, the same for every text in it), measured once per
 * font: measuring each rank and suit of every face shaped each text twice (about a fifth of a slow
 * phone's face drawing before the first frame).
 */
const metrics = new Map<string, { ascent: number; descent: number }>();

function fontMetrics(ctx: CanvasRenderingContext2D, sample: string): { ascent: number; descent: number } {
  let found = metrics.get(ctx.font);
  if (!found) {
    const m = ctx.measureText(sample);
    // An engine without the font's box gets the glyph's own, which is the text's: not kept.
    if (!m.fontBoundingBoxAscent) return { ascent: m.actualBoundingBoxAscent, descent: m.actualBoundingBoxDescent };
    found = { ascent: m.fontBoundingBoxAscent, descent: m.fontBoundingBoxDescent };
    metrics.set(ctx.font, found);
  }
  return found;
}

/** Draws `text` with its box's top-left at (x, y), as a Pixi Text at anchor 0 places it. */
function textAt(ctx: CanvasRenderingContext2D, text: string, x: number, y: number): void {
  ctx.textAlign = "left";
  ctx.fillText(text, x, y + fontMetrics(ctx, text).ascent);
}

/** Draws `text` with its box's centre at (x, y), as a Pixi Text at anchor 0.5 places it. */
function textCentredAt(ctx: CanvasRenderingContext2D, text: string, x: number, y: number): void {
  const { ascent, descent } = fontMetrics(ctx, text);
  ctx.textAlign = "center";
  ctx.fillText(text, x, y - (ascent + descent) / 2 + ascent);
}

function css(color: number): string {
  return `#${color.toString(16).padStart(6, "0")}`;
}

function drawFaceTexture(text: FaceText, w: number, h: number, joker: boolean, resolution: number): Texture {
  const width = w + FACE_MARGIN * 2 + 1;
  const height = h + FACE_MARGIN * 2 + 2;
  const canvas = document.createElement("canvas");
  canvas.width = Math.ceil(width * resolution);
  canvas.height = Math.ceil(height * resolution);
  // Made before the drawing: the source sets the canvas's size again, which would clear it.
  const source = new CanvasSource({ resource: canvas, resolution });
  const ctx = canvas.getContext("2d");
  if (ctx) {
    ctx.scale(resolution, resolution);
    ctx.translate(FACE_MARGIN, FACE_MARGIN);
    const r = Math.max(3, w * 0.09);
    ctx.fillStyle = "rgba(0, 0, 0, 0.28)";
    ctx.beginPath();
    ctx.roundRect(1, 2, w, h, r);
    ctx.fill();
    ctx.beginPath();
    ctx.roundRect(0, 0, w, h, r);
    ctx.fillStyle = css(COLORS.face);
    ctx.fill();
    ctx.lineWidth = 1;
    ctx.strokeStyle = css(COLORS.faceEdge);
    ctx.stroke();

    ctx.fillStyle = css(text.color);
    ctx.font = font(h * (text.rank.length > 1 ? 0.22 : 0.25), "700");
    ctx.letterSpacing = text.rank === "10" ? "-1px" : "0px";
    textAt(ctx, text.rank, w * 0.06, h * 0.03);
    ctx.letterSpacing = "0px";
    ctx.font = font(h * 0.2, "400");
    textAt(ctx, text.suit, w * 0.08, h * 0.27);
    ctx.font = font(h * (text.printedJoker ? 0.36 : 0.42), "400");
    textCentredAt(ctx, text.suit, w * 0.66, h * 0.7);

    if (joker) {
      const markR = Math.max(5, w * 0.13);
      const cx = w * 0.2;
      const cy = h * 0.66;
      ctx.beginPath();
      ctx.arc(cx, cy, markR, 0, Math.PI * 2);
      ctx.fillStyle = css(COLORS.gold);
      ctx.fill();
      ctx.strokeStyle = "#8a5a00";
      ctx.stroke();
      ctx.fillStyle = "#3a2600";
      ctx.font = font(markR * 1.3, "700");
      textCentredAt(ctx, "J", cx, cy);
    }
  }
  return new Texture({ source });
}
