import { describe, expect, it } from "vitest";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { TABLE } from "../i18n/index.ts";
import hindi from "../i18n/hi.ts";
import { GUARD_REASONS } from "../model/guards.ts";
import { TABLE_NOTICES } from "../model/notices.ts";
import { noticeText } from "./notice-words.ts";

describe("the table's notices in both languages", () => {
  it("English is the table's own sentence, word for word", () => {
    const t = i18n.getFixedT("en", TABLE);
    for (const text of [...Object.values(TABLE_NOTICES), ...Object.values(GUARD_REASONS)]) expect(noticeText(t, text)).toBe(text);
  });

  it("Hindi has every notice and reason; a room's sentence passes as it came", () => {
    i18n.addResourceBundle("hi", TABLE, hindi, true, true);
    const t = i18n.getFixedT("hi", TABLE);
    expect(noticeText(t, TABLE_NOTICES.splitAccepted)).toBe("सबने मान लिया: पूल बाँट दिया गया।");
    expect(noticeText(t, GUARD_REASONS.wait)).toBe("अपनी बारी की प्रतीक्षा करें।");
    for (const text of [...Object.values(TABLE_NOTICES), ...Object.values(GUARD_REASONS)]) expect(noticeText(t, text)).toMatch(/[\u0900-\u097F]/);
    expect(noticeText(t, "It is seat 2's turn.")).toBe("It is seat 2's turn.");
  });
});
