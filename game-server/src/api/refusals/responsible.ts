import { formatRupees } from "@rummy/shared-rules";
import type { RefusalDetail, ResponsibleCode } from "../../services/responsible/errors.ts";

/**
 * Responsible play's refusals: their statuses and English sentences, which name a limit and when it
 * ends (in IST), from the refusal's detail. `api/errors.ts` answers with them.
 */

const IST = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Kolkata",
});

/** "2 Dec 2026, 14:05 IST": how every refusal names its end. */
export function istText(at: Date): string {
  return `${IST.format(at)} IST`;
}

/** A limit as responsible play's refusals name it: `₹5,000`, `₹125.5`. */
export const limitRupees = (p: bigint | undefined) => formatRupees(p ?? 0n, { decimals: "trim" });
const until = (d: RefusalDetail) => (d.until ? istText(d.until) : "further notice");

/** Responsible play: each code once, its status and the sentence naming the limit and its end. */
export const RESPONSIBLE_REPLIES: Record<ResponsibleCode, { status: number; message: (d: RefusalDetail) => string }> = {
  "responsible/self_excluded": {
    status: 403,
    message: (d) => (d.until ? `You excluded yourself until ${istText(d.until)}.` : "You excluded yourself permanently. Please contact support to reopen your account."),
  },
  "responsible/cool_off": { status: 403, message: (d) => `You are taking a break (cool-off) until ${until(d)}.` },
  "responsible/loss_limit_daily": { status: 403, message: (d) => `You reached your daily loss limit of ${limitRupees(d.limit)}. You can play cash games again from ${until(d)}.` },
  "responsible/loss_limit_monthly": { status: 403, message: (d) => `You reached your monthly loss limit of ${limitRupees(d.limit)}. You can play cash games again from ${until(d)}.` },
  "responsible/play_time_limit": { status: 403, message: (d) => `You reached your daily play time limit of ${String(d.limit ?? 0n)} minutes. You can play again from ${until(d)}.` },
  "responsible/night_lock": { status: 403, message: (d) => `Play is closed between 00:00 and 05:00 IST. You can play again from ${until(d)}.` },
  "responsible/cannot_shorten": {
    status: 409,
    message: (d) => (d.until ? `You are already excluded until ${istText(d.until)}; an exclusion can be extended but never shortened.` : "You are already excluded permanently."),
  },
  "responsible/exclusion_unavailable": { status: 403, message: () => "Self-exclusion is not available right now. Please contact support." },
  "responsible/invalid_limit": {
    status: 400,
    message: (d) => (d.reason === "play_minutes_daily" ? `Play time limit must be between 0 and ${String(d.limit ?? 0n)} minutes.` : `Loss limit must be between ₹0 and ${limitRupees(d.limit)}.`),
  },
};
