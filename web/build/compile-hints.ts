import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/**
 * V8's explicit compile hint (Chromium 136 and later; to other engines it is a comment): V8
 * compiles every function of the file on the background thread that parses the download, where it
 * would otherwise compile each one on the main thread the first time it is called. On a throttled
 * phone's lobby, compiling took about a third of the main thread's script time.
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Chromium parses a script on a background thread as it downloads only when its first data is at
 * least this long (Blink's ResourceScriptStreamer kSmallScriptThreshold); a smaller one is compiled
 * on the main thread, where the hint would compile the functions it never calls too (the lobby's
 * script time rose with the hint in its small chunks).
 */
const STREAMED_BYTES = 30 * 1024;

/** What vite-plugin-compression2 wrote beside each file, made again from the hinted code, with its settings. */
const COMPRESSED: readonly (readonly [string, (code: string) => Promise<Buffer>])[] = [
  [".br", (code) => promisify(brotliCompress)(code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })],
  [".gz", (code) => promisify(gzip)(code, { level: constants.Z_BEST_COMPRESSION })],
];

/**
 * Writes the hint first in the large chunks a page runs as it starts (`startFiles`, filled by the
 * preload-pages plugin: nearly all of their code runs then). The file names keep the hash of the
 * code without it, which only adds a comment. It must be the file's first line, so
 * this runs last: Vite puts its `__vite__mapDeps` table at the top of a chunk with lazy imports,
 * and compresses in the same step, so the chunk's .br and .gz are made again here.
 */
export function compileHints(startFiles: ReadonlySet<string>): Plugin {
  return {
    name: "rummy:compile-hints",
    apply: "build",
    enforce: "post",
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        if (startFiles.size === 0) this.error("no chunk to hint: the preload-pages plugin found no page's start");
        const work = [];
        for (const file of startFiles) {
          const chunk = bundle[file];
          if (chunk?.type !== "chunk") return this.error(`${file} is not a chunk of this build`);
          if (chunk.code.length < STREAMED_BYTES) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          for (const [suffix, compress] of COMPRESSED) {
            const compressed = bundle[`${file}${suffix}`];
            if (compressed?.type !== "asset") return this.error(`${file}${suffix} is missing: compile-hints runs after the compression`);
            work.push(compress(chunk.code).then((source) => (compressed.source = source)));
          }
        }
        await Promise.all(work);
      },
    },
  };
}
