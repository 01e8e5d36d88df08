import fastifyJwt, { type JWT } from "@fastify/jwt";
import fp from "fastify-plugin";
import { authenticateFirst } from "./auth-guard.ts";
import type { PlatformContext } from "./context.ts";

/**
 * Login tokens are JWTs signed by `@fastify/jwt` (HS256, the platform's JWT_SECRET). A token
 * carries only the user id and the id of a server-side session row; the row decides whether the
 * token still works (see `services/auth/sessions.ts`).
 */
export interface SessionClaims {
  readonly sub: string;
  readonly sid: string;
}

/** Absolute lifetime of a login; the session row may end it earlier. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 3600;

const signers = new WeakMap<PlatformContext, JWT>();

/** Registers `@fastify/jwt` and makes its signer reachable from code that has only the platform (rooms). */
export const sessionTokens = fp(
  async (app) => {
    await app.register(fastifyJwt, {
      secret: app.platform.config.jwtSecret,
      sign: { algorithm: "HS256", expiresIn: SESSION_LIFETIME_SECONDS },
      verify: { algorithms: ["HS256"] },
    });
    signers.set(app.platform, app.jwt);
    // Every route guarded by requirePlayer checks the token before its body is read.
    app.addHook("onRoute", authenticateFirst);
  },
  { name: "session-tokens" },
);

function jwtOf(platform: PlatformContext): JWT {
  const jwt = signers.get(platform);
  if (!jwt) throw new Error("session tokens are not registered: build the app (buildApp) before issuing or verifying tokens");
  return jwt;
}

export function signSessionToken(platform: PlatformContext, claims: SessionClaims): string {
  return jwtOf(platform).sign({ sub: claims.sub, sid: claims.sid });
}

/** The claims of a well-signed, unexpired token, or null. Says nothing about revocation. */
export function readSessionToken(platform: PlatformContext, token: string): SessionClaims | null {
  try {
    const claims = jwtOf(platform).verify<Record<string, unknown>>(token);
    const { sub, sid } = claims;
    return typeof sub === "string" && typeof sid === "string" ? { sub, sid } : null;
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("session tokens are not registered")) throw error;
    return null;
  }
}
