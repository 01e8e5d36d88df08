/**
 * Per-IP limits on the unauthenticated account calls (`config.rateLimit` of @fastify/rate-limit),
 * on top of the global per-IP limit. Per-account and per-code limits live in the services, so an
 * attacker spread over many addresses still meets them.
 */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute" } });

export const AUTH_LIMITS = {
  login: perMinute(20),
  register: perMinute(10),
  referral: perMinute(30),
  otpSend: perMinute(10),
  otpVerify: perMinute(20),
  forgot: perMinute(10),
  reset: perMinute(20),
  email: perMinute(10),
  contact: perMinute(5),
  location: perMinute(60),
} as const;
