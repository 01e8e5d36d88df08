import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendEmailVerification, confirmEmailVerification } from "../../services/auth/email-verification.ts";
import { findUserByIdentifier } from "../../services/auth/users.ts";
import { languageFor } from "../../services/i18n/language.ts";
import { ok } from "../envelope.ts";
import { publicBaseUrl } from "../request-info.ts";
import { htmlPage } from "../html.ts";
import { AUTH_LIMITS } from "./limits.ts";
import { emailResendBody, emailVerifyQuery, emptyResponse } from "./schemas.ts";

const tags = ["auth"];
const RESEND_MESSAGE = "If this email belongs to an account that is not verified yet, a verification link has been sent.";

/** E-mail verification: SPEC.md's `POST /auth/email/resend` and the link it mails (`GET /auth/email/verify`). */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.post(
    "/auth/email/resend",
    { config: AUTH_LIMITS.email, schema: { tags, summary: "Mail a verification link", body: emailResendBody, response: { 200: emptyResponse } } },
    async (request) => {
      // The same answer whether or not the address has an account: no enumeration through this call.
      const user = await findUserByIdentifier(platform.db, { kind: "email", email: request.body.sEmail });
      if (user && !user.isEmailVerified && user.status === "active") {
        await sendEmailVerification(platform, { ...user, language: languageFor(user.language, request.headers["accept-language"]) }, publicBaseUrl(request));
      }
      return ok(RESEND_MESSAGE, {});
    },
  );

  app.get(
    "/auth/email/verify",
    {
      config: AUTH_LIMITS.email,
      // The query string holds the link's secret; request logging (which prints URLs) stays off here.
      logLevel: "warn",
      schema: { tags, summary: "The link from the verification mail (HTML page)", querystring: emailVerifyQuery },
    },
    async (request, reply) => {
      const verified = await confirmEmailVerification(platform, request.query.verification, request.query.token);
      const page = verified
        ? htmlPage("Email verified", "<h1>Email verified</h1><p>Your email address is verified. You can close this page.</p><p><a href=\"/\">Go to Rummy</a></p>")
        : htmlPage(
            "Link not valid",
            "<h1>This link is not valid any more</h1><p>It may have been used already or have expired. Ask for a new one from your profile.</p><p><a href=\"/\">Go to Rummy</a></p>",
          );
      return reply.code(verified ? 200 : 400).type("text/html; charset=utf-8").send(page);
    },
  );
};
