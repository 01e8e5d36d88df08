/** Calendar dates as the API writes them. PostgreSQL `date` columns read as `YYYY-MM-DD`. */

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const leap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function valid(year: number, month: number, day: number): CalendarDate | undefined {
  if (year < 1900 || month < 1 || month > 12 || day < 1) return undefined;
  const days = month === 2 && leap(year) ? 29 : DAYS[month - 1]!;
  return day <= days ? { year, month, day } : undefined;
}

/** `MM-DD-YYYY` (profile `dDob`). */
export function parseMonthFirst(value: string): CalendarDate | undefined {
  const m = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(value.trim());
  return m ? valid(Number(m[3]), Number(m[1]), Number(m[2])) : undefined;
}

/** `DD-MM-YYYY` (KYC `dDOB`). */
export function parseDayFirst(value: string): CalendarDate | undefined {
  const m = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(value.trim());
  return m ? valid(Number(m[3]), Number(m[2]), Number(m[1])) : undefined;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function toIsoDate(d: CalendarDate): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

export function fromIsoDate(value: string): CalendarDate | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? valid(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}

export function toMonthFirst(d: CalendarDate): string {
  return `${pad(d.month)}-${pad(d.day)}-${pad(d.year, 4)}`;
}

/** The calendar date of a moment in India (Asia/Kolkata, UTC+05:30, no daylight saving). */
export function indianDateOf(epochMs: number): CalendarDate {
  // Days since 1970-01-01 to a civil date (H. Hinnant's days_from_civil, inverted).
  const z = Math.floor((epochMs + 330 * 60_000) / 86_400_000) + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Whole years between a birth date and `now` in India. The clock is the caller's (the contract reads none). */
export function ageOn(birth: CalendarDate, now: Date): number {
  const { year: y, month: m, day: d } = indianDateOf(now.getTime());
  return y - birth.year - (m < birth.month || (m === birth.month && d < birth.day) ? 1 : 0);
}
