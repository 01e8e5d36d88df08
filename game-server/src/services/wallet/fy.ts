/**
 * Financial years in India run 1 April – 31 March, in Asia/Kolkata time. India has kept UTC+05:30
 * without daylight saving since 1945, so the offset is a constant rather than a time-zone lookup.
 * A financial year is named by its first calendar year: 2025 is FY 2025-26.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The financial year a moment falls in. */
export function financialYearOf(at: Date): number {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  return ist.getUTCMonth() >= 3 ? year : year - 1;
}

/** 1 April 00:00 IST of the year, as an instant. */
export function financialYearStart(fy: number): Date {
  return new Date(Date.UTC(fy, 3, 1) - IST_OFFSET_MS);
}

/** The first instant after the year: 1 April 00:00 IST of the next one. */
export function financialYearEnd(fy: number): Date {
  return financialYearStart(fy + 1);
}

/** SPEC.md's label, e.g. "2022-2023". */
export function financialYearLabel(fy: number): string {
  return `${fy}-${fy + 1}`;
}

/** The calendar date in India, "YYYY-MM-DD" (the practice top-up's day). */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
