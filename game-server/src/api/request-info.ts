import type { FastifyRequest } from "fastify";

/** Who is calling, for session rows and OTP audit; never used for authorisation. */
export function clientOf(request: FastifyRequest): { ip: string; userAgent: string } {
  const agent = request.headers["user-agent"];
  return { ip: request.ip, userAgent: typeof agent === "string" ? agent : "" };
}

/**
 * Where a browser reaches the platform, for every link the platform builds: PUBLIC_URL (required in
 * production). Never the request's Host or X-Forwarded-Host: those are the client's to choose, and
 * a mailed link would lead the reader (and the secret in it) wherever the client said. Without
 * PUBLIC_URL (development) the port this server listens on, on localhost.
 */
export function publicBaseUrl(request: FastifyRequest): string {
  return request.server.platform.config.PUBLIC_URL ?? `http://localhost:${request.socket.localPort ?? request.server.platform.config.PORT}`;
}

/** The `verification` request header (an OTP challenge id). */
export function verificationOf(request: FastifyRequest): string | undefined {
  const value = request.headers["verification"];
  const header = Array.isArray(value) ? value[0] : value;
  return header && header.length <= 100 ? header.trim() : undefined;
}

/** SPEC.md's envelope as a response schema (the contract's). */
export { emptyData, envelope } from "@rummy/shared-rules/contract";
