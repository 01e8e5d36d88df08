/**
 * India Standard Time boundaries for limits. IST is UTC+05:30 all year (no daylight saving), so a
 * fixed offset is exact. Days and months are the Asia/Kolkata calendar's, as for deposit limits.
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST wall clock of an instant, as a Date whose UTC fields read as IST. */
const wall = (now: Date) => new Date(now.getTime() + IST_OFFSET_MS);
const fromWall = (ms: number) => new Date(ms - IST_OFFSET_MS);

export function istDayStart(now: Date): Date {
  const w = wall(now).getTime();
  return fromWall(w - (w % DAY_MS));
}

export function istNextDay(now: Date): Date {
  return new Date(istDayStart(now).getTime() + DAY_MS);
}

export function istMonthStart(now: Date): Date {
  const w = wall(now);
  return fromWall(Date.UTC(w.getUTCFullYear(), w.getUTCMonth(), 1));
}

export function istNextMonth(now: Date): Date {
  const w = wall(now);
  return fromWall(Date.UTC(w.getUTCFullYear(), w.getUTCMonth() + 1, 1));
}

/** The IST hour (0-23) of an instant. */
export function istHour(now: Date): number {
  return wall(now).getUTCHours();
}

/** 05:00 IST of the instant's IST day: the end of the night lock. */
export function istFiveAm(now: Date): Date {
  return new Date(istDayStart(now).getTime() + 5 * 3_600_000);
}
