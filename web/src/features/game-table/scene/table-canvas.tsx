/**
 * The Pixi part of the table: an @pixi/react Application filling its wrapper, the layers of the
 * scene, and the pointer input on the wrapper. The layout is computed here from the wrapper's
 * size and the hand's groups, and published (layoutAtom) for the DOM overlays and the test hook.
 */
import { Application, extend, useApplication, useTick } from "@pixi/react";
import { atom, useAtomValue, useSetAtom } from "jotai";
import { Container, Graphics, Sprite, Text, UPDATE_PRIORITY, type Application as PixiApplication, type Container as PixiContainer } from "pixi.js";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { firstScreenShown } from "../../../shared/first-screen.ts";
import { TABLE } from "../i18n/index.ts";
import type { TableController } from "../model/controller.ts";
import { arrangementAtom, dragAtom, layoutAtom, viewAtom } from "../model/table-store.ts";
import { HIDDEN } from "./card-face.ts";
import { CardView } from "./card-view.tsx";
import { FlightsLayer } from "./flights-layer.tsx";
import { HandLayer } from "./hand-layer.tsx";
import { drawOnChange } from "./draw-on-change.ts";
import { computeLayout, type TableLayout } from "./layout.ts";
import { GHOST_ID, type Motion } from "./motion.ts";
import { PilesLayer } from "./piles-layer.tsx";
import { chooseRenderer } from "./renderer-choice.ts";
import { loadRenderer } from "./renderer-loader.ts";
import { usePointerInput } from "./pointer-input.ts";
import { SeatsLayer } from "./seats-layer.tsx";
import "../test-hook.ts";

extend({ Container, Graphics, Sprite, Text });

declare global {
  interface Window {
    __PIXI_APP__?: PixiApplication;
  }
}

const IDLE_FPS = 30;

function MotionDriver({ motion }: { motion: Motion }) {
  const { app } = useApplication();
  useTick({ callback: () => motion.frameStarted(), priority: UPDATE_PRIORITY.INTERACTION });
  useTick(() => {
    motion.tick();
    // A still table (only the turn ring moving) ticks at 30 frames a second, and draws only
    // the frames where something moved (draw-on-change.ts); drags and cards easing into place
    // get every frame.
    if (app) app.ticker.maxFPS = motion.busy ? 0 : IDLE_FPS;
  });
  useEffect(() => {
    const runner = app?.renderer?.runners.postrender;
    if (!runner) return;
    const listener = { postrender: () => motion.frameRendered() };
    runner.add(listener);
    return () => void runner.remove(listener);
  }, [app?.renderer, motion]);
  return null;
}

/** Marks the first frame drawn with a table in it (the bench's "time to first drawn table"). */
function FirstDraw() {
  const view = useAtomValue(viewAtom);
  const done = useRef(false);
  useTick(() => {
    if (done.current || !view) return;
    done.current = true;
    performance.mark("table:first-draw");
    firstScreenShown();
    if (window.__TABLE_TEST__) window.__TABLE_TEST__.firstDrawnMs = performance.now();
  });
  return null;
}

/** The pile being drawn from by dragging, and whether that card is over the hand: the ghost re-renders only when these change. */
const ghostPileAtom = atom((get) => get(dragAtom)?.pile ?? null);
const ghostOverHandAtom = atom((get) => Boolean(get(dragAtom)?.pile) && get(dragAtom)?.over === "hand");

/** The card under the finger while drawing from a pile by dragging it into the hand. */
function PileGhost({ layout, motion }: { layout: TableLayout; motion: Motion }) {
  const pile = useAtomValue(ghostPileAtom);
  const overHand = useAtomValue(ghostOverHandAtom);
  const view = useAtomValue(viewAtom);
  const ref = useRef<PixiContainer>(null);
  useLayoutEffect(() => {
    motion.register(GHOST_ID, ref.current);
    return () => motion.register(GHOST_ID, null);
  }, [motion, pile]);
  if (!pile) return null;
  const face = pile === "open" && view?.openTop !== null && view?.openTop !== undefined ? view.openTop : HIDDEN;
  return (
    <pixiContainer ref={ref} alpha={0.9} label="pile-ghost">
      <CardView card={face} w={layout.card.w} h={layout.card.h} glow={overHand} />
    </pixiContainer>
  );
}

/** The wrapper fills the window, so the window's size is right before the first measurement. */
function useElementSize(ref: React.RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setSize({ width: el.clientWidth || window.innerWidth, height: el.clientHeight || window.innerHeight });
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}


/**
 * Canvas text draws with fonts already loaded: for a Hindi player the canvas waits (a moment, the
 * font is shipped with the app) until Noto Sans Devanagari's faces are in, so Pixi never measures
 * and caches the labels with a fallback font or boxes.
 */
function useDevanagariFonts(hindi: boolean): boolean {
  const [ready, setReady] = useState(!hindi || typeof document === "undefined" || !document.fonts);
  useEffect(() => {
    if (!hindi || typeof document === "undefined" || !document.fonts) return setReady(true);
    let live = true;
    setReady(false);
    Promise.all([document.fonts.load('400 16px "Noto Sans Devanagari"', "अ"), document.fonts.load('700 16px "Noto Sans Devanagari"', "अ")])
      .catch(() => undefined)
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [hindi]);
  return ready;
}

export function TableCanvas({ controller, motion }: { controller: TableController; motion: Motion }) {
  const { t, i18n } = useTranslation(TABLE);
  const fontsReady = useDevanagariFonts(i18n.language === "hi");
  const wrapper = useRef<HTMLDivElement>(null);
  const size = useElementSize(wrapper);
  const view = useAtomValue(viewAtom);
  const arrangement = useAtomValue(arrangementAtom);
  const setLayout = useSetAtom(layoutAtom);
  const layout = useMemo(
    () =>
      size.width > 0
        ? computeLayout({ width: size.width, height: size.height, maxSeats: view?.maxSeats ?? 6, bottomSeat: view?.mySeat ?? 0, groups: arrangement.groups })
        : null,
    [size.width, size.height, view?.maxSeats, view?.mySeat, arrangement.groups],
  );
  const layoutRef = useRef<TableLayout | null>(null);
  layoutRef.current = layout;
  useEffect(() => setLayout(layout), [layout, setLayout]);
  usePointerInput(wrapper, layoutRef, controller, motion);
  // @pixi/react's types predate Pixi's canvas renderer; "canvas" is a valid preference in Pixi 8.22.
  const preference = useMemo(() => {
    const choice = chooseRenderer();
    performance.mark("table:renderer", { detail: choice });
    // Only this renderer is fetched (its own chunk, usually already started by game-main.tsx); the
    // built app's autoDetectRenderer waits for it (web/build/pixi-auto-renderer.mjs).
    void loadRenderer(choice);
    return choice as "webgl";
  }, []);
  return (
    <div ref={wrapper} className="gt-canvas" role="img" aria-label={t("canvas.label")}>
      {layout && fontsReady ? (
        <Application
          resizeTo={wrapper}
          backgroundAlpha={0}
          skipExtensionImports
          antialias
          autoDensity
          resolution={Math.min(2, window.devicePixelRatio || 1)}
          eventMode="none"
          eventFeatures={{ move: false, globalMove: false, click: false, wheel: false }}
          preference={preference}
          onInit={(app) => {
            performance.mark("table:pixi-ready");
            window.__PIXI_APP__ = app;
            drawOnChange(app, () => motion.busy);
          }}
        >
          <MotionDriver motion={motion} />
          <FirstDraw />
          <SeatsLayer layout={layout} />
          <PilesLayer layout={layout} />
          <HandLayer layout={layout} motion={motion} />
          <FlightsLayer layout={layout} />
          <PileGhost layout={layout} motion={motion} />
        </Application>
      ) : null}
    </div>
  );
}
