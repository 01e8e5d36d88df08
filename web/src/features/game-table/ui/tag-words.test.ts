import { describe, expect, it } from "vitest";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { TABLE } from "../i18n/index.ts";
import hindi from "../i18n/hi.ts";
import { tagOf } from "../model/hints.ts";
import { tagWords } from "./tag-words.ts";

const PROGRESS = [
  [{ kind: "pure_sequence" }, 3],
  [{ kind: "impure_sequence" }, 4],
  [{ kind: "set" }, 3],
  [{ kind: "pure_candidate", needs: 1 }, 2],
  [{ kind: "pure_candidate", needs: 2 }, 1],
  [{ kind: "sequence_candidate", needs: 1 }, 2],
  [{ kind: "set_candidate", needs: 1 }, 2],
  [{ kind: "loose" }, 1],
  [{ kind: "loose" }, 4],
] as const;

describe("group labels from the catalogue", () => {
  it("English is the model's words exactly", () => {
    const t = i18n.getFixedT("en", TABLE);
    for (const [progress, size] of PROGRESS) {
      const tag = tagOf(progress as Parameters<typeof tagOf>[0], size);
      expect(tagWords(tag, t)).toEqual(tag);
    }
  });

  it("Hindi keeps the kind and the number of cards needed", () => {
    i18n.addResourceBundle("hi", TABLE, hindi, true, true);
    const t = i18n.getFixedT("hi", TABLE);
    expect(tagWords(tagOf({ kind: "pure_candidate", needs: 2 }, 1), t)).toEqual({ label: "needs-pure", text: "शुद्ध सीक्वेंस के लिए 2 पत्ते चाहिए", short: "शुद्ध +2" });
    expect(tagWords(tagOf({ kind: "loose" }, 1), t).text).toBe("अकेला पत्ता");
  });
});
