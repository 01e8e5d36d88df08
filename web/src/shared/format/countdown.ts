/** Countdown text for the OTP modal (mm:ss) and the maintenance modal (hh:mm:ss). */

const pad = (n: number) => String(n).padStart(2, "0");

function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
}

/** 180 -> "03:00"; minutes keep counting past 59 (3600 -> "60:00"). */
export function formatMinutesSeconds(seconds: number): string {
  const s = wholeSeconds(seconds);
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

/** 3725 -> "01:02:05"; hours keep counting past 23. */
export function formatHoursMinutesSeconds(seconds: number): string {
  const s = wholeSeconds(seconds);
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Seconds left until a deadline (epoch ms), never negative, rounded up to whole seconds. */
export function secondsUntil(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}
