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
/** The e-mail link's result page (issue 21: in the language of the browser that opened it). */
const VERIFY_PAGE = {
  en: {
    verified: { title: "Email verified", text: "Your email address is verified. You can close this page." },
    invalid: { title: "This link is not valid any more", text: "It may have been used already or have expired. Ask for a new one from your profile." },
    home: "Go to Rummy",
  },
  hi: {
    verified: { title: "ईमेल सत्यापित हो गया", text: "आपका ईमेल पता सत्यापित हो गया है। आप यह पेज बंद कर सकते हैं।" },
    invalid: { title: "यह लिंक अब मान्य नहीं है", text: "हो सकता है यह पहले ही इस्तेमाल हो चुका हो या इसकी समय-सीमा खत्म हो गई हो। अपनी प्रोफ़ाइल से नया लिंक मँगवाएँ।" },
    home: "रमी पर जाएँ",
  },
} as const;

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
      // The page opens from the mail, in whatever browser: it speaks that browser's language.
      const lang = languageFor(null, request.headers["accept-language"]);
      const words = VERIFY_PAGE[lang][verified ? "verified" : "invalid"];
      const page = htmlPage(words.title, `<h1>${words.title}</h1><p>${words.text}</p><p><a href="/">${VERIFY_PAGE[lang].home}</a></p>`, lang);
      return reply.code(verified ? 200 : 400).type("text/html; charset=utf-8").send(page);
    },
  );
};
