import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { roomNoticeText, roomRefusalText } from "./room-refusals-hi.ts";

/** Every non-test TypeScript source under a folder, recursively. */
function sources(dir: URL): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => readFileSync(new URL(f, dir), "utf8"));
}

const matches = (texts: string[], pattern: RegExp) => texts.flatMap((t) => [...t.matchAll(pattern)]);

const ROOMS = sources(new URL("../../rooms/", import.meta.url));
const RULES = sources(new URL("../../../../shared-rules/src/", import.meta.url));

/** The room's fixed refusals: `sendError(client, code, "…")` and its named sentences. */
const roomTexts = [
  ...matches(ROOMS, /sendError\([^,]+,\s*"([^"]+)",\s*"([^"]+)"/g).map((m) => ({ code: m[1] ?? "", english: m[2] ?? "" })),
  ...matches(ROOMS, /const (?:NOT_SEATED|NO_DEAL|STORAGE_\w*MESSAGE) = "([^"]+)"/g).map((m) => ({ code: "room/*", english: m[1] ?? "" })),
];
/** The rules engine's refusals: fixed sentences, and the codes of sentences built around a value. */
const ruleTexts = matches(RULES, /(?:dealError|matchError)\("([^"]+)",\s*"([^"]+)"\)/g).map((m) => ({ code: m[1] ?? "", english: m[2] ?? "" }));
const ruleCodesWithValues = matches(RULES, /(?:dealError|matchError)\("([^"]+)",\s*`/g).map((m) => m[1] ?? "");

describe("a table's refusals in Hindi (issue 21)", () => {
  it("found the refusals it checks", () => {
    expect(roomTexts.length).toBeGreaterThanOrEqual(10);
    expect(ruleTexts.length).toBeGreaterThanOrEqual(15);
    expect(ruleCodesWithValues).toContain("deal/not_your_turn");
  });

  it("has Hindi for every fixed sentence of the rooms and the rules engine", () => {
    for (const { code, english } of [...roomTexts, ...ruleTexts]) expect(roomRefusalText("hi", code, english), english).toMatch(/[\u0900-\u097F]/);
  });

  it("has Hindi for every code whose sentence names a value", () => {
    for (const code of ruleCodesWithValues) expect(roomRefusalText("hi", code, "seat 2 …"), code).toMatch(/[\u0900-\u097F]/);
    expect(roomRefusalText("hi", "room/bad_message", "unknown message type x")).toBe("यह संदेश अमान्य है।");
  });

  it("keeps English word for word for English, or no chosen language", () => {
    for (const { code, english } of [...roomTexts, ...ruleTexts]) {
      expect(roomRefusalText("en", code, english)).toBe(english);
      expect(roomRefusalText(null, code, english)).toBe(english);
    }
  });

  it("speaks the wallet's Hindi for a rejoin that cannot be paid", () => {
    expect(roomRefusalText("hi", "wallet/insufficient_funds", "Insufficient Rummy chips")).toBe("पर्याप्त रमी चिप्स नहीं हैं");
  });

  it("words the room's notices to one player (leaving, stood up, table closed) in Hindi, English unchanged", () => {
    const notices = [
      "You stay in the tournament: your seat is dropped every deal until this table's match ends.",
      "You are out of the match; your entry fee stays in the prize pool.",
      "Insufficient Rummy chips",
      "This table was closed because the deal could not start; every stake was returned.",
      "This table was closed because the deal could not be settled; every stake was returned.",
      "This table was closed because the tournament was cancelled (bad weather); every stake was returned.",
    ];
    for (const english of notices) {
      expect(roomNoticeText("en", english)).toBe(english);
      expect(roomNoticeText(null, english)).toBe(english);
      expect(roomNoticeText("hi", english), english).toMatch(/[\u0900-\u097F]/);
    }
    expect(roomNoticeText("hi", notices[5] ?? "")).toBe("यह टेबल बंद कर दी गई क्योंकि टूर्नामेंट रद्द कर दिया गया (bad weather); हर दांव वापस कर दिया गया।");
    expect(roomNoticeText("hi", "Something new")).toBe("Something new");
  });
});
