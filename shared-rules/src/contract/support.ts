import { z } from "zod";
import { emptyData, envelope } from "./envelope.ts";
import { NO_NUL, says, text } from "./validation.ts";

export const ticket = z.object({
  _id: z.string(),
  eCategory: z.string(),
  sTitle: z.string(),
  sDescription: z.string(),
  eState: z.enum(["inReview", "inProgress", "resolved", "closed"]),
  dCreatedDate: z.string(),
  media: z.array(z.string()),
});

export const ticketResponse = envelope(ticket);
/** `DELETE /support/remove/{id}` and `POST /support/contact`: the message only. */
export const removeResponse = envelope(emptyData);
export const contactResponse = removeResponse;
export const ticketListResponse = envelope(z.object({ tickets: z.array(ticket), count: z.object({ totalData: z.number() }) }));

/** SPEC.md section 9: page sizes 10, 25 and 40 (default 10); ticket page index starts at 0. */
export const listQuery = z.object({
  size: z.coerce.number({ error: says("Page size must be between 1 and 40") }).int().min(1, { error: "Page size must be between 1 and 40" }).max(40, { error: "Page size must be between 1 and 40" }).default(10),
  pageIndex: z.coerce.number({ error: says("Page index must be 0 or more") }).int().min(0, { error: "Page index must be 0 or more" }).max(100_000).default(0),
});

export const ticketIdParams = z.object({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: says("Ticket not found.") }),
});

export const mediaParams = ticketIdParams.extend({ file: z.string().regex(/^\d+\.[a-z0-9]+$/, { error: "Ticket not found." }) });

/** The text fields of `POST /support/addTicket` (multipart). */
export const ticketFields = z.object({
  eCategory: text(says("Please select an issue"), 200).trim().min(1, { error: "Please select an issue" }),
  sDescription: text(says("Please describe the issue you have been facing"), 5000)
    .trim()
    .min(1, { error: "Please describe the issue you have been facing" })
    .max(200, { error: "Please describe the issue you have been facing" }),
  sTitle: z.string().trim().max(100, { error: says("Title can be at most 100 characters") }).regex(NO_NUL, { error: "Title can be at most 100 characters" }).optional(),
});

const trimmed = (required: string, tooShort: string, min: number, max: number, tooLong: string) =>
  text(says(required), 10_000)
    .trim()
    .min(1, { error: required })
    .min(min, { error: says(tooShort) })
    .max(max, { error: says(tooLong) });

/** SPEC.md section 5 "Contact form" (whitespace trimmed). */
export const contactBody = z.object({
  sName: trimmed("Name is required", "Name must be at least 2 characters long", 2, 100, "Name must be at most 100 characters long"),
  sEmail: text(says("Email is required"), 400)
    .trim()
    .toLowerCase()
    .min(1, { error: "Email is required" })
    .max(320, { error: says("Please enter a valid email address") })
    .regex(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/, { error: "Please enter a valid email address" }),
  sSubject: trimmed("Subject is required", "Subject must be at least 5 characters long", 5, 200, "Subject must be at most 200 characters long"),
  sMessage: trimmed("Message is required", "Message must be at least 10 characters long", 10, 2000, "Message must be at most 2000 characters long"),
});
