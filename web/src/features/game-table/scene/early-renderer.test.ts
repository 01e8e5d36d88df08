import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import EARLY_SCRIPT from "../../../../build/game-early.js?raw";
import { firstScreenShown } from "../../../shared/first-screen.ts";
import { chooseRenderer } from "./renderer-choice.ts";
import { probeRendererWhenIdle } from "./webgl-probe.ts";

/**
 * game.html's early script (web/build/game-early.js) preloads the device's renderer chunk before
 * the entry has arrived. It must choose as scene/renderer-choice.ts does, so the entry fetches no
 * other renderer; neither probes WebGL on the way to the first frame (issue 22). The probe runs
 * when a page is idle (`probeRendererWhenIdle`) and its answer decides the next tables.
 */
const CHUNKS = { canvas: ["assets/renderer-canvas-abc.js"], webgl: ["assets/renderer-webgl-def.js", "assets/webgl-extra-123.js"] };
const CACHE_KEY = "rummy.table.renderer.v1";

/** The script as the build writes it: with the chunk names in place of its marker. */
function runEarlyScript(chunks: typeof CHUNKS | null = CHUNKS): void {
  const marker = "/* rummy:renderer-chunks */ null";
  expect(EARLY_SCRIPT).toContain(marker);
  new Function(EARLY_SCRIPT.replace(marker, JSON.stringify(chunks)))();
}

const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));

/** A device whose WebGL context names this renderer (null: no WebGL at all). */
function gpuNamed(name: string | null): void {
  const gl = name === null ? null : {
    RENDERER: 0x1f01,
    getExtension: (ext: string) => (ext === "WEBGL_debug_renderer_info" ? { UNMASKED_RENDERER_WEBGL: 0x9246 } : ext === "WEBGL_lose_context" ? { loseContext: () => undefined } : null),
    getParameter: () => name,
  };
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(gl as never);
}

beforeEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  // No table in the address: the script's seat request stays out of these tests.
  window.history.replaceState(null, "", "/game");
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  window.history.replaceState(null, "", "/");
});

describe("the game window's early renderer preload (issue 22)", () => {
  it("preloads the canvas renderer, without a WebGL probe, in a browser that has not been probed yet", () => {
    gpuNamed("Mali-G52 MC2");
    runEarlyScript();
    expect(preloaded()).toEqual(["/assets/renderer-canvas-abc.js"]);
    expect(chooseRenderer()).toBe("canvas");
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled();
    expect(localStorage.getItem(CACHE_KEY)).toBeNull();
  });

  it.each(["webgl", "canvas"] as const)("preloads the remembered %s renderer, which the entry then chooses, without probing", (remembered) => {
    gpuNamed("Mali-G52 MC2");
    localStorage.setItem(CACHE_KEY, remembered);
    runEarlyScript();
    expect(preloaded()).toEqual(CHUNKS[remembered].map((file) => `/${file}`));
    expect(chooseRenderer()).toBe(remembered);
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled();
  });

  it("follows ?renderer= over a remembered choice", () => {
    gpuNamed("Mali-G52 MC2");
    localStorage.setItem(CACHE_KEY, "webgl");
    window.history.replaceState(null, "", "/game?renderer=canvas");
    runEarlyScript();
    expect(preloaded()).toEqual(["/assets/renderer-canvas-abc.js"]);
    expect(chooseRenderer()).toBe("canvas");
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled();
  });

  it("preloads nothing from a source the build has not filled in (the dev server serves none)", () => {
    gpuNamed("Mali-G52 MC2");
    runEarlyScript(null);
    expect(preloaded()).toEqual([]);
  });
});

describe("the idle WebGL probe", () => {
  /** Runs the idle callbacks the probe asked for, as the browser would once the page is idle. */
  function idleCallbacks(): { run(): void; asked(): number } {
    const queued = new Map<number, IdleRequestCallback>();
    let next = 0;
    vi.stubGlobal("requestIdleCallback", (cb: IdleRequestCallback) => {
      queued.set(++next, cb);
      return next;
    });
    vi.stubGlobal("cancelIdleCallback", (handle: number) => queued.delete(handle));
    return {
      run: () => {
        const due = [...queued.values()];
        queued.clear();
        for (const cb of due) cb({ didTimeout: false, timeRemaining: () => 50 });
      },
      asked: () => queued.size,
    };
  }
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["a phone's GPU", "Mali-G52 MC2", "webgl"],
    ["SwiftShader", "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)", "canvas"],
    ["llvmpipe", "llvmpipe (LLVM 15.0.6, 256 bits)", "canvas"],
    ["no WebGL", null, "canvas"],
  ] as const)("on %s (%s) remembers the %s renderer for the next tables, probing only when the page is idle", (_, gpu, expected) => {
    gpuNamed(gpu);
    const idle = idleCallbacks();
    probeRendererWhenIdle();
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled();
    expect(idle.asked()).toBe(1);
    idle.run();
    expect(localStorage.getItem(CACHE_KEY)).toBe(expected);
    expect(chooseRenderer()).toBe(expected);
    // The next page reads the answer and does not probe again.
    const probes = vi.mocked(HTMLCanvasElement.prototype.getContext).mock.calls.length;
    probeRendererWhenIdle();
    idle.run();
    expect(HTMLCanvasElement.prototype.getContext).toHaveBeenCalledTimes(probes);
  });

  it("does not probe once cancelled", () => {
    gpuNamed("Mali-G52 MC2");
    const idle = idleCallbacks();
    const cancel = probeRendererWhenIdle();
    expect(idle.asked()).toBe(1);
    cancel();
    expect(idle.asked()).toBe(0);
    idle.run();
    firstScreenShown();
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled();
    expect(localStorage.getItem(CACHE_KEY)).toBeNull();
  });
});
