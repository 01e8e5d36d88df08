import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

// The suites that start the platform, the operator CLI or the ledger's crash worker as their own
// processes start them from one esbuild bundle of the repository's code instead of through tsx.
// Through tsx, each start resolves and loads several hundred TypeScript modules through its
// loader thread: about 1.3 s of import and 2 s of CPU on a quiet machine, and tens of seconds on
// a busy two-core CI machine, where the crash and recovery suites start dozens of processes. The
// bundle loads in about 0.5 s. The code is the same: npm packages stay external (resolved from
// the root node_modules, as through tsx), and every module keeps its own import.meta.url, which
// the server, migrations and ledger checks use to find their files beside it.

/** The repository's root (server-process.ts re-exports it). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const OUT_DIR = resolve(REPO_ROOT, "node_modules/.cache/rummy-test-bundles");
const built = new Map<string, Promise<string>>();

/** Bare imports other than the workspace's own packages load from node_modules at run time. */
const externalPackages: Plugin = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@rummy/") ? undefined : { path: args.path, external: true }));
  },
};

/** Each source file's import.meta.url stays the URL of that file, not of the bundle. */
const ownImportMetaUrl: Plugin = {
  name: "own-import-meta-url",
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const url = JSON.stringify(pathToFileURL(args.path).href);
      const contents = source.replaceAll("import.meta.url", url).replaceAll("import.meta.dirname", JSON.stringify(dirname(args.path)));
      return { contents, loader: "ts" };
    });
  },
};

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [resolve(REPO_ROOT, entry)],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    outfile: "bundle.mjs",
    sourcemap: "inline",
    logLevel: "silent",
    plugins: [externalPackages, ownImportMetaUrl],
  });
  const code = result.outputFiles[0]!.contents;
  // Named by content, written whole and then renamed: suites in parallel processes share it safely.
  const file = resolve(OUT_DIR, `${basename(entry, ".ts")}-${createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(OUT_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}

/**
 * The node arguments that run `entry` (a repository path such as game-server/src/main.ts): its
 * bundle, built once per test process, with stack traces mapped back to the TypeScript sources.
 */
export async function nodeArgs(entry: string): Promise<string[]> {
  let file = built.get(entry);
  if (!file) built.set(entry, (file = bundle(entry)));
  return ["--enable-source-maps", await file];
}
