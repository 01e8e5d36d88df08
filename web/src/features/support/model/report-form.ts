/** SPEC.md sections 5 and 9 "Report a problem": issue and comments required, up to 4 images or videos. */
export const REPORT_MESSAGES = {
  issue: "Please select an issue",
  comments: "Please describe the issue you have been facing",
  tooMany: "Please select only 4 files",
  wrongType: "Please select Image(s) or Video(s)",
  imageSize: "Image size must be less than 4 MB",
  videoSize: "Video size must be less than 15 MB",
  submitted: "Report submitted successfully.",
} as const;

export const REPORT_LIMITS = {
  comments: 200,
  files: 4,
  /** SPEC.md section 9 gives the image limit as 4048576 bytes ("about 4 MB"). */
  imageBytes: 4_048_576,
  videoBytes: 15_728_640,
} as const;

export interface ReportValues {
  readonly issue: string;
  readonly comments: string;
}

export function validateReport(v: ReportValues): Partial<Record<keyof ReportValues, string>> {
  const errors: Partial<Record<keyof ReportValues, string>> = {};
  if (v.issue === "") errors.issue = REPORT_MESSAGES.issue;
  const comments = v.comments.trim();
  if (comments === "" || comments.length > REPORT_LIMITS.comments) errors.comments = REPORT_MESSAGES.comments;
  return errors;
}

export interface FileLike {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/**
 * The first problem with a selection of attachments, checked in SPEC.md's order: count, kind,
 * then size by kind. A selection with a problem is not kept.
 */
export function attachmentError(files: readonly FileLike[]): string | null {
  if (files.length > REPORT_LIMITS.files) return REPORT_MESSAGES.tooMany;
  for (const f of files) {
    if (!f.type.startsWith("image/") && !f.type.startsWith("video/")) return REPORT_MESSAGES.wrongType;
  }
  for (const f of files) {
    if (f.type.startsWith("image/") && f.size >= REPORT_LIMITS.imageBytes) return REPORT_MESSAGES.imageSize;
    if (f.type.startsWith("video/") && f.size >= REPORT_LIMITS.videoBytes) return REPORT_MESSAGES.videoSize;
  }
  return null;
}

/** Ticket states as the list shows them; only 'inReview' may be cancelled (SPEC.md section 4). */
export const TICKET_STATES: Record<string, string> = { inReview: "In review", inProgress: "In progress", resolved: "Resolved", closed: "Closed" };
export const canCancel = (eState: string) => eState === "inReview";
