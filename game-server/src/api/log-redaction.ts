import type { FastifyRequest } from "fastify";

/**
 * What request logs may show. URLs keep their path and ordinary parameters, but the value of any
 * query parameter that can stand in for a password (a login or link token, a code, a signature)
 * is replaced: the payment gateway link, the e-mail verification link and OTP calls all carry
 * one, and logs are read by more people than the database is.
 */
const SECRET_PARAM = /token|code|otp|signature|secret|password|verification|session|key|auth/i;

export const REDACTED = "[REDACTED]";

/** `/x?token=abc&amount=5` → `/x?token=[REDACTED]&amount=5`; anything unparseable loses its whole query. */
export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const path = url.slice(0, at);
  const parts = url
    .slice(at + 1)
    .split("&")
    .map((part) => {
      const eq = part.indexOf("=");
      const rawName = eq < 0 ? part : part.slice(0, eq);
      let name: string;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        return REDACTED;
      }
      return SECRET_PARAM.test(name) && eq >= 0 ? `${rawName}=${REDACTED}` : part;
    });
  return `${path}?${parts.join("&")}`;
}

/** Fastify's request serializer with the URL redacted (same fields as its default one). */
export function requestForLog(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
