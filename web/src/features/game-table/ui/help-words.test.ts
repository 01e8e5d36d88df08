import { describe, expect, it } from "vitest";
import { KEY_HELP } from "../model/keyboard.ts";
import english from "../i18n/en.ts";
import { KEY_NAMES, KEY_WHAT } from "./dialogs.tsx";

describe("the keyboard help in the catalogue", () => {
  it("names every key and action of KEY_HELP, in its order and words", () => {
    expect(KEY_WHAT).toHaveLength(KEY_HELP.length);
    KEY_HELP.forEach(([keys, what], i) => {
      expect(english.help.what[KEY_WHAT[i] ?? "help"]).toBe(what);
      const name = KEY_NAMES[keys];
      if (name) expect(english.help.keys[name]).toBe(keys);
      // Key caps (Esc, ← →, letters) stay as printed on the keyboard; a phrase ("X or Y") is translated.
      else expect(keys, `${keys} has words but no catalogue key`).not.toMatch(/ or | and /);
    });
  });
});
