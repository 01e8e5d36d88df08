import ipaddr from "ipaddr.js";

/**
 * Login throttling policy (OWASP authentication cheat sheet: throttle, never a lock anyone can
 * trigger). Per account and source, five tries are free, then each judged try makes the next wait
 * twice as long as the last: 1 s, 2 s, 4 s ... up to 15 minutes. Once the account's recent
 * failures from all sources together reach the ceiling, the right password alone no longer logs
 * in: an OTP to the owner's phone is asked for as well.
 */
export const LOGIN_THROTTLE = {
  freeAttempts: 5,
  maxDelaySeconds: 15 * 60,
  /** Failures on one account, from every source, within the memory, that mean "under attack". */
  accountCeiling: 10,
  /** A source's counter is forgotten after a day with no attempt. */
  forgetAfterSeconds: 24 * 3600,
  /** Rows deleted per sweep: enough to outpace the rows failures create. */
  sweepBatch: 100,
} as const;

/** Seconds a source waits after its n-th counted attempt (n from 1). */
export function delayAfter(attempts: number): number {
  const over = attempts - LOGIN_THROTTLE.freeAttempts;
  return over < 0 ? 0 : Math.min(LOGIN_THROTTLE.maxDelaySeconds, 2 ** over);
}

/** `delayAfter` as a table for SQL: entry n - 1 for the n-th attempt, the last entry beyond. */
export const DELAY_TABLE_SECONDS: readonly number[] = (() => {
  const out: number[] = [];
  for (let n = 1; out.at(-1) !== LOGIN_THROTTLE.maxDelaySeconds; n++) out.push(delayAfter(n));
  return out;
})();

/**
 * The source a counter belongs to: an IPv4 address, or the /64 of an IPv6 one (one subscriber
 * usually holds a whole /64, so single IPv6 addresses would be free fresh counters). An
 * IPv4-mapped IPv6 address is its IPv4 address.
 */
export function sourceOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip.slice(0, 64);
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

/** The 429 text: seconds below two minutes, whole minutes above. */
export function throttledMessage(seconds: number): string {
  if (seconds < 120) return `Too many attempts. Please try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`;
  return `Too many attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`;
}
