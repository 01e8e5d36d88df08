/**
 * Dates as SPEC.md writes them, always in India's time (Asia/Kolkata) whatever the device's zone:
 * 'hh:mm A | DD MMM YYYY' for lists and tickets, 'hh:mm A | DD MMMM' for tournament starts. Month
 * names are spelled here rather than taken from Intl, whose short names differ by locale ("Sept").
 */
import { currentLanguage } from "../i18n/i18n.ts";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

const ZONE = "Asia/Kolkata";

/**
 * India's date and time parts, made on the first date shown rather than as the module loads: a
 * page's first Intl object sets up ICU, 180-330 ms of the main thread at bench:phone's low-end
 * CPU x6, and the lobby loads this module with its first screen but shows no date on it.
 */
let partsFormat: Intl.DateTimeFormat | null = null;

function indiaFormat(): Intl.DateTimeFormat {
  partsFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  });
  return partsFormat;
}

interface IndiaParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function indiaParts(date: Date): IndiaParts {
  const parts = indiaFormat().formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour") % 24, minute: get("minute") };
}

const pad = (n: number) => String(n).padStart(2, "0");

function clock(p: IndiaParts): string {
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${pad(hour12)}:${pad(p.minute)} ${p.hour < 12 ? "AM" : "PM"}`;
}

function monthName(p: IndiaParts): string {
  return MONTHS[p.month - 1] ?? "";
}

/**
 * Hindi (issue 21): the same shapes through Intl's hi-IN names, in India's time too
 * ('03:05 pm | 07 नव॰ 2025'); English above stays SPEC.md's exact text.
 */
const HINDI_NOT_AVAILABLE = "उपलब्ध नहीं";
const hindiFormats = new Map<string, Intl.DateTimeFormat>();
function hindi(date: Date, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  let format = hindiFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("hi-IN", { timeZone: ZONE, numberingSystem: "latn", ...options });
    hindiFormats.set(key, format);
  }
  return format.format(date);
}
const HINDI_CLOCK: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hour12: true };
const isHindi = () => currentLanguage() === "hi";
const notAvailable = () => (isHindi() ? HINDI_NOT_AVAILABLE : "Not Available");

/** '03:05 PM | 07 Nov 2025'; 'Not Available' for a missing or broken date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return notAvailable();
  if (isHindi()) return `${hindi(date, HINDI_CLOCK)} | ${hindi(date, { day: "2-digit", month: "short", year: "numeric" })}`;
  const p = indiaParts(date);
  return `${clock(p)} | ${pad(p.day)} ${monthName(p).slice(0, 3)} ${p.year}`;
}

/** '03:05 PM | 07 November' (SPEC.md's tournament start). */
export function formatDayMonthTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return notAvailable();
  if (isHindi()) return `${hindi(date, HINDI_CLOCK)} | ${hindi(date, { day: "2-digit", month: "long" })}`;
  const p = indiaParts(date);
  return `${clock(p)} | ${pad(p.day)} ${monthName(p)}`;
}

/** '07 Nov 2025' */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return notAvailable();
  if (isHindi()) return hindi(date, { day: "2-digit", month: "short", year: "numeric" });
  const p = indiaParts(date);
  return `${pad(p.day)} ${monthName(p).slice(0, 3)} ${p.year}`;
}
