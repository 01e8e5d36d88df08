/** Calendar dates as the API writes them. PostgreSQL `date` columns read as `YYYY-MM-DD`. */

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function valid(year: number, month: number, day: number): CalendarDate | undefined {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day && year >= 1900 ? { year, month, day } : undefined;
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

/** Whole years between a birth date and `now` in India (Asia/Kolkata, UTC+05:30). */
export function ageOn(birth: CalendarDate, now = new Date()): number {
  const india = new Date(now.getTime() + 330 * 60_000);
  const [y, m, d] = [india.getUTCFullYear(), india.getUTCMonth() + 1, india.getUTCDate()];
  return y - birth.year - (m < birth.month || (m === birth.month && d < birth.day) ? 1 : 0);
}
