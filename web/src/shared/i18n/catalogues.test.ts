import { describe, expect, it } from "vitest";
import { i18n, type Catalogue } from "./i18n.ts";

/**
 * Issue 21: English is the source of truth and Hindi is complete. Every `i18n/en.ts` has an
 * `i18n/hi.ts` beside it with exactly the same keys, no empty text where English has words, and
 * the same {{placeholders}}; every literal key a component asks for exists in its namespace.
 */

const english = import.meta.glob<{ default: Catalogue }>("../../**/i18n/en.ts", { eager: true });
const hindi = import.meta.glob<{ default: Catalogue }>("../../**/i18n/hi.ts", { eager: true });
const sources = import.meta.glob<string>(["../../**/*.tsx", "../../**/*.ts", "!../../**/*.test.{ts,tsx}", "!../../**/i18n/*.ts"], {
  eager: true,
  query: "?raw",
  import: "default",
});
// Loading the namespace modules registers their English catalogues.
import.meta.glob("../../**/i18n/{index,common}.ts", { eager: true });
const indexes = import.meta.glob<string>("../../**/i18n/{index,common}.ts", { eager: true, query: "?raw", import: "default" });

function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/** `const AUTH = registerCatalogue("auth", …)` -> AUTH: "auth", from every namespace module. */
function namespaceConstants(): Map<string, string> {
  const out = new Map<string, string>();
  for (const text of Object.values(indexes)) for (const m of text.matchAll(/const (\w+) = registerCatalogue\("([\w-]+)"/g)) out.set(m[1] ?? "", m[2] ?? "");
  return out;
}

const pairs = Object.entries(english).map(([path, mod]) => ({ path, en: flatten(mod.default), hi: hindi[path.replace(/en\.ts$/, "hi.ts")] }));

describe("message catalogues", () => {
  it("finds the catalogues", () => {
    expect(pairs.length).toBeGreaterThanOrEqual(2);
  });

  for (const { path, en, hi } of pairs) {
    it(`${path}: Hindi has every English key, no other, with the same placeholders`, () => {
      expect(hi, `${path} has no hi.ts beside it`).toBeDefined();
      const translated = flatten(hi?.default ?? {});
      expect([...translated.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        const other = translated.get(key) ?? "";
        // Only the pieces around a link or a bold word (…Before / …After / …And) may be empty in Hindi word order.
        if (/[A-Za-z]/.test(text) && !/(Before|After|And)$/.test(key)) expect(other.trim(), `${path} ${key} is empty in Hindi`).not.toBe("");
        expect(placeholders(other), `${path} ${key}`).toEqual(placeholders(text));
      }
    });
  }

  it("every literal key a component asks for exists in English", () => {
    const constants = namespaceConstants();
    expect(constants.size).toBeGreaterThanOrEqual(2);
    const missing: string[] = [];
    for (const [path, text] of Object.entries(sources)) {
      const used = [...text.matchAll(/useTranslation\((\w+)\)/g)].map((m) => constants.get(m[1] ?? ""));
      if (used.length === 0) continue;
      const namespaces = [...new Set(used)];
      for (const m of text.matchAll(/\bt\("([\w.]+)"/g)) {
        const key = m[1] ?? "";
        if (!namespaces.some((ns) => ns !== undefined && i18n.exists(key, { ns, lng: "en" }))) missing.push(`${path}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
