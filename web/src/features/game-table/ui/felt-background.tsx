/**
 * The table itself, drawn by CSS under the transparent Pixi canvas: a dark room, a wooden rail
 * with a thin gold line, and a green felt lit a little brighter in the middle. The browser
 * composites it once, so the canvas redraws only seats, piles and cards on every frame.
 */
import { useAtomValue } from "jotai";
import { layoutAtom } from "../model/table-store.ts";

export function FeltBackground() {
  const layout = useAtomValue(layoutAtom);
  if (!layout) return <div className="gt-room" />;
  const { felt, compact } = layout;
  const rail = compact ? 9 : 14;
  return (
    <div className="gt-room" aria-hidden="true">
      <div
        className="gt-felt"
        style={{
          left: felt.cx - felt.rx - rail,
          top: felt.cy - felt.ry - rail,
          width: (felt.rx + rail) * 2,
          height: (felt.ry + rail) * 2,
          borderWidth: rail,
        }}
      />
    </div>
  );
}
