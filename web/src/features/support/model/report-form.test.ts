import { describe, expect, it } from "vitest";
import { attachmentError, canCancel, REPORT_MESSAGES as R, validateReport, type FileLike } from "./report-form.ts";

const file = (type: string, size = 1000, name = "f"): FileLike => ({ name, type, size });

describe("report a problem", () => {
  it.each([
    [{ issue: "", comments: "Cards froze" }, "issue", R.issue],
    [{ issue: "Other", comments: "   " }, "comments", R.comments],
    [{ issue: "Other", comments: "x".repeat(201) }, "comments", R.comments],
  ] as const)("%o -> %s: %s", (values, field, message) => expect(validateReport(values)[field]).toBe(message));

  it("accepts an issue with up to 200 characters of comments", () => {
    expect(validateReport({ issue: "Other", comments: "x".repeat(200) })).toEqual({});
  });

  it.each<[FileLike[], string | null]>([
    [[], null],
    [[file("image/png"), file("video/mp4"), file("image/jpeg"), file("image/gif")], null],
    [[file("image/png"), file("image/png"), file("image/png"), file("image/png"), file("image/png")], R.tooMany],
    [[file("application/pdf")], R.wrongType],
    [[file("image/png"), file("text/plain")], R.wrongType],
    [[file("image/png", 4_048_575)], null],
    [[file("image/png", 4_048_576)], R.imageSize],
    [[file("video/mp4", 15_728_639)], null],
    [[file("video/mp4", 15_728_640)], R.videoSize],
    [[file("video/mp4", 5_000_000)], null],
  ])("%o -> %s", (files, message) => expect(attachmentError(files)).toBe(message));

  it("cancels only tickets in review", () => {
    expect(["inReview", "inProgress", "resolved", "closed"].map(canCancel)).toEqual([true, false, false, false]);
  });
});
