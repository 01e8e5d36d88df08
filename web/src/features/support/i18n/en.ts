import { REPORT_MESSAGES, TICKET_STATES } from "../model/report-form.ts";

/** English of the `support` namespace: Report a Problem and Reported Problems (SPEC.md's texts as written). */
const en = {
  report: {
    title: "Report a Problem",
    sent: "{{message}} Follow it under <list>Reported Problems</list>.",
    form: "Report a problem",
    issue: "Select Issue",
    comments: "Comments",
    attachments: "Attachments (optional)",
    attachmentsHint: "Up to 4 images (under 4 MB each) or videos (under 15 MB each).",
    chosen: "Chosen attachments",
    megabytes: "{{size}} MB",
    kilobytes: "{{size}} KB",
    submit: "Submit",
    cancel: "Cancel",
  },
  messages: { ...REPORT_MESSAGES },
  states: { ...TICKET_STATES },
  tickets: {
    title: "Reported Problems",
    caption: "Reported problems",
    noun: "tickets",
    none: "Not Available",
    date: "Date",
    issue: "Issue",
    comments: "Comments",
    status: "Status",
    actions: "Actions",
    view: "View",
    cancelRequest: "Cancel Request",
    cancelled: "Request cancelled successfully.",
    cancelTitle: "Cancel request",
    cancelQuestion: "Are you sure you want to cancel this request?",
  },
  ticket: {
    title: "Reported problem",
    issue: "Issue",
    status: "Status",
    raised: "Raised",
    comments: "Comments",
    attachments: "Attachments",
    attachment: "Attachment {{number}}",
    newTab: " (opens in a new tab)",
  },
};
export default en;
