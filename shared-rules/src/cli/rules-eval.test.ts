import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../../..");
/** Starting tsx through npx takes seconds on a busy machine. */
const SPAWN_TIMEOUT_MS = 60_000;

/** Runs the real tool, as `npm run rules:eval` does, on the given stdin lines. */
function evalLines(lines: readonly string[]): unknown[] {
  const run = spawnSync("npx", ["tsx", "shared-rules/src/cli/rules-eval.ts"], { cwd: ROOT, input: `${lines.join("\n")}\n`, encoding: "utf8", timeout: SPAWN_TIMEOUT_MS });
  expect(run.status).toBe(0);
  return run.stdout
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as unknown);
}

const VALID = ["AH 2H 3H", "4S 5S 6S", "8C 8D 8S", "9D 10D JD QD"].map((g) => g.split(" "));

describe("rules:eval", () => {
  it("answers one line per request, in order, skipping empty lines and surviving malformed ones", () => {
    const out = evalLines([
      JSON.stringify({ op: "validate", variant: "points13", cut: "7H", groups: VALID }),
      "",
      "this is not json",
      JSON.stringify({ op: "shuffle_the_table", variant: "points13" }),
      JSON.stringify({ op: "best", variant: "points13", cut: "JK", cards: "AS 2S 3S 5H 5D 5C KH KD 9C 10C JC 4D 7D".split(" ") }),
      JSON.stringify({ op: "best", variant: "points99", cut: "JK", cards: [] }),
      JSON.stringify({ op: "best", variant: "points13", cut: "ZZ", cards: [] }),
      JSON.stringify({ op: "best", variant: "points13", cards: [] }),
      JSON.stringify({ op: "validate", variant: "points13", cut: "7H", groups: [["AH", "2H", "1H"]] }),
      JSON.stringify([1, 2]),
      JSON.stringify({ variant: "points13" }),
      "   ",
      JSON.stringify({ op: "validate", variant: "points13", cut: "7H", groups: [["AH", "2H", "3H"]] }),
      JSON.stringify({ op: "best", variant: "points13", cut: "2S", cards: "AS 2S 3S 5H 5D 5C KH KD 9C 10C JC 4D 7D 2H".split(" ") }),
    ]);
    expect(out).toEqual([
      { ok: true, valid: true, reason: null, points: 0 },
      { ok: false, error: expect.stringMatching(/^bad JSON/) },
      { ok: false, error: "unknown op: shuffle_the_table" },
      { ok: true, points: 31, melds: [["AS", "2S", "3S"], ["5H", "5D", "5C"], ["9C", "10C", "JC"]], deadwood: ["KH", "4D", "7D", "KD"], valid: false, groups: [["AS", "2S", "3S"], ["5H", "5D", "5C"], ["9C", "10C", "JC"], ["KH", "KD"], ["4D", "7D"]] },
      { ok: false, error: 'unknown variant: "points99"' },
      { ok: false, error: 'cut: not a card: "ZZ"' },
      { ok: false, error: "missing field: cut" },
      { ok: false, error: 'groups: not a card: "1H"' },
      { ok: false, error: "a request is a JSON object" },
      { ok: false, error: "missing field: op" },
      { ok: true, valid: false, reason: "declare/wrong_card_count", points: 15 },
      { ok: true, points: 4, melds: expect.any(Array), deadwood: ["4D"], valid: false, groups: expect.any(Array), finish: "7D" },
    ]);
  }, SPAWN_TIMEOUT_MS);

  it("checks the shown cards against the hand when one is given", () => {
    const hand = VALID.flat().map((c) => (c === "QD" ? "KD" : c));
    const [out] = evalLines([JSON.stringify({ op: "validate", variant: "points13", cut: "7H", groups: VALID, hand })]);
    expect(out).toEqual({ ok: true, valid: false, reason: "declare/card_not_in_hand", points: 0 });
  }, SPAWN_TIMEOUT_MS);
});
