import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import EARLY_SCRIPT from "../../../../build/game-early.js?raw";
import { chooseRenderer } from "./renderer-choice.ts";

/**
 * game.html's early script (web/build/game-early.js) preloads the device's renderer chunk before
 * the entry has arrived. It must choose as scene/renderer-choice.ts does, and leave its choice
 * where the entry reads it, so the entry neither probes again nor fetches the other renderer.
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
  it.each([
    ["a phone's GPU", "Mali-G52 MC2", "webgl"],
    ["SwiftShader", "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)", "canvas"],
    ["llvmpipe", "llvmpipe (LLVM 15.0.6, 256 bits)", "canvas"],
    ["no WebGL", null, "canvas"],
  ] as const)("on %s preloads the chunks of the renderer the entry then chooses, and the entry does not probe again", (_, gpu, expected) => {
    gpuNamed(gpu);
    runEarlyScript();
    expect(preloaded()).toEqual(CHUNKS[expected].map((file) => `/${file}`));
    expect(localStorage.getItem(CACHE_KEY)).toBe(expected);
    const probes = vi.mocked(HTMLCanvasElement.prototype.getContext).mock.calls.length;
    expect(chooseRenderer()).toBe(expected);
    expect(HTMLCanvasElement.prototype.getContext).toHaveBeenCalledTimes(probes);
  });

  it("follows ?renderer= and a remembered choice without probing", () => {
    gpuNamed("Mali-G52 MC2");
    window.history.replaceState(null, "", "/game?renderer=canvas");
    runEarlyScript();
    expect(preloaded()).toEqual(["/assets/renderer-canvas-abc.js"]);
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    window.history.replaceState(null, "", "/game");
    localStorage.setItem(CACHE_KEY, "webgl");
    runEarlyScript();
    expect(preloaded()).toEqual(["/assets/renderer-webgl-def.js", "/assets/webgl-extra-123.js"]);
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled();
  });

  it("preloads nothing from a source the build has not filled in (the dev server serves none)", () => {
    gpuNamed("Mali-G52 MC2");
    runEarlyScript(null);
    expect(preloaded()).toEqual([]);
    expect(localStorage.getItem(CACHE_KEY)).toBeNull();
  });
});
