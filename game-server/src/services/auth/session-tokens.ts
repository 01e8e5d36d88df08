import { createSigner, createVerifier } from "fast-jwt";

/**
 * Login tokens are JWTs (HS256, the platform's JWT_SECRET) carrying only the user id and the id of
 * a server-side session row; the row decides whether the token still works (`sessions.ts`).
 *
 * Signing and verifying need nothing but the secret, so they live here, below the HTTP layer: the
 * routes, the rooms and the services all reach them without Fastify having been built.
 */
export interface SessionClaims {
  readonly sub: string;
  readonly sid: string;
}

/** Absolute lifetime of a login; the session row may end it earlier. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 3600;

export interface SessionTokens {
  sign(claims: SessionClaims): string;
  /** The claims of a well-signed, unexpired token, or null. Says nothing about revocation. */
  read(token: string): SessionClaims | null;
}

export function createSessionTokens(secret: string): SessionTokens {
  if (secret.length === 0) throw new Error("session tokens need a JWT secret");
  const signer = createSigner({ key: secret, algorithm: "HS256", expiresIn: SESSION_LIFETIME_SECONDS * 1000 });
  // Only HS256: a token naming another algorithm (or `none`) is refused whatever its signature.
  const verifier = createVerifier({ key: secret, algorithms: ["HS256"] });
  return {
    sign: (claims) => signer({ sub: claims.sub, sid: claims.sid }),
    read(token) {
      let payload: unknown;
      try {
        payload = verifier(token);
      } catch {
        return null;
      }
      if (typeof payload !== "object" || payload === null) return null;
      const { sub, sid } = payload as Record<string, unknown>;
      return typeof sub === "string" && typeof sid === "string" ? { sub, sid } : null;
    },
  };
}
