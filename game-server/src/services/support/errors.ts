import { refusalsOf } from "../errors.ts";
import { MEDIA_MESSAGES } from "./media-types.ts";

export const TICKET_NOT_FOUND = "Ticket not found.";

/** The support module's refusals, each with the sentence the player reads (SPEC.md's wording where it has one). */
export const SUPPORT_ERRORS = {
  "support/not_in_review": "Only requests that are in review can be cancelled.",
  "support/not_found": TICKET_NOT_FOUND,
  "support/too_many_files": MEDIA_MESSAGES.tooMany,
  "support/wrong_type": MEDIA_MESSAGES.wrongType,
  "support/image_too_big": MEDIA_MESSAGES.imageTooBig,
  /** A file cut off at the size limit: the sentence names the limit of its kind. */
  "support/too_big": (kind: "image" | "video" | undefined) => (kind === "image" ? MEDIA_MESSAGES.imageTooBig : MEDIA_MESSAGES.videoTooBig),
  "support/bad_multipart": "The upload was incomplete or malformed. Please try again.",
} as const;

export type SupportErrorCode = keyof typeof SUPPORT_ERRORS;

export const supportRefusal = refusalsOf(SUPPORT_ERRORS);
