import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emailRoutes } from "./email.ts";
import { AUTH_LIMITS } from "./limits.ts";
import {
  forgotBody,
  loggedInResponse,
  loginBody,
  loginRefusedResponse,
  loginThrottledResponse,
  otpResponse,
  emptyResponse,
  referralBody,
  referralResponse,
  registerBody,
  resendBody,
  resetBody,
  verifyBody,
} from "./schemas.ts";
import { loginWithPassword, MOBILE_NOT_VERIFIED, UNDER_ATTACK } from "../../services/auth/login.ts";
import { throttledMessage } from "../../services/auth/login-throttle-policy.ts";
import { forgotPassword, resendOtp, resetPassword, verifyMobileOtp } from "../../services/auth/otp-flows.ts";
import { referrerOf, registerPlayer } from "../../services/auth/register.ts";
import type { IssuedOtp } from "../../services/otp/issue.ts";
import { ok } from "../envelope.ts";
import { clientOf, verificationOf } from "../request-info.ts";
import { errorHandler } from "../errors.ts";
import { replyLanguage } from "../reply-language.ts";
import { hindiMessage } from "../../services/i18n/refusals-hi.ts";

const tags = ["auth"];

function otpReply(reply: FastifyReply, otp: IssuedOtp, message: string) {
  reply.header("verification", otp.verification);
  const shown = otp.sent ? message : `OTP already sent. You can request a new OTP in ${otp.nExpiresIn} seconds.`;
  return ok(shown, { verification: otp.verification, nExpiresIn: otp.nExpiresIn });
}

/** SPEC.md section 7 "Authentication", under /api/v1/auth. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(errorHandler({ specMessages: true }));
  const { platform } = app;

  app.post(
    "/auth/verify/referral",
    {
      config: AUTH_LIMITS.referral,
      schema: { tags, summary: "Check a referral code", body: referralBody, response: { 200: referralResponse } },
    },
    async (request) => ok("success.", { iReferredBy: await referrerOf(platform, request.body.sReferralCode) }),
  );

  app.post(
    "/auth/register",
    { config: AUTH_LIMITS.register, schema: { tags, summary: "Register; answers the OTP verification id", body: registerBody, response: { 200: otpResponse } } },
    async (request, reply) => {
      const b = request.body;
      const { otp } = await registerPlayer(
        platform,
        { email: b.sEmail, password: b.sPassword, mobile: b.sMobile, userName: b.sUserName, gender: b.eGender, referredBy: b.iReferredBy },
        { ...clientOf(request), language: replyLanguage(request) },
      );
      return otpReply(reply, otp, "Registered successfully. OTP sent to your mobile number.");
    },
  );

  // SPEC.md shows the double slash; both spellings are served.
  for (const path of ["/auth/otp/resend", "/auth//otp/resend"]) {
    app.post(
      path,
      { config: AUTH_LIMITS.otpSend, schema: { tags, summary: "Send or resend an OTP", body: resendBody, response: { 200: otpResponse } } },
      async (request, reply) => {
        const { sMobile, sEmail } = request.body;
        const identifier = sMobile !== undefined ? ({ kind: "mobile", mobile: sMobile } as const) : ({ kind: "email", email: sEmail ?? "" } as const);
        return otpReply(reply, await resendOtp(platform, identifier, request.ip, replyLanguage(request)), "OTP sent successfully.");
      },
    );
  }

  app.post(
    "/auth/otp/verify",
    { config: AUTH_LIMITS.otpVerify, schema: { tags, summary: "Verify the mobile OTP; answers the login token", body: verifyBody, response: { 200: loggedInResponse } } },
    async (request, reply) => {
      const { token, userId } = await verifyMobileOtp(
        platform,
        { verification: verificationOf(request), code: request.body.code, mobile: request.body.sMobile },
        clientOf(request),
      );
      reply.header("authorization", token);
      return ok("OTP verified successfully.", { _id: userId });
    },
  );

  app.post(
    "/auth/login/simple",
    {
      config: AUTH_LIMITS.login,
      schema: {
        tags,
        summary: "Log in by mobile (+91) or e-mail",
        body: loginBody,
        response: { 200: loggedInResponse, 403: loginRefusedResponse, 429: loginThrottledResponse },
      },
    },
    async (request, reply) => {
      const outcome = await loginWithPassword(platform, request.body.sMobile, request.body.sPassword, { ...clientOf(request), language: replyLanguage(request) });
      if (outcome.kind === "throttled") {
        const seconds = outcome.retryAfterSeconds;
        const message = throttledMessage(seconds);
        reply.code(429).header("retry-after", String(seconds));
        return { message, data: { message, code: "auth/throttled" as const, nRetryAfter: seconds } };
      }
      if (outcome.kind === "otp") {
        // The browser opens its OTP step by the code, with the verification id sent here; the
        // sentence is the player's language (a Hindi browser read these two in English).
        const [code, english] = outcome.reason === "unverified" ? (["auth/unverified", MOBILE_NOT_VERIFIED] as const) : (["auth/under_attack", UNDER_ATTACK] as const);
        const message = replyLanguage(request) === "hi" ? (hindiMessage(english, code) ?? english) : english;
        reply.code(403);
        const body = otpReply(reply, outcome.otp, message);
        return { ...body, message, data: { ...body.data, code } };
      }
      reply.header("authorization", outcome.token);
      return ok("Logged in successfully.", { _id: outcome.userId });
    },
  );

  app.post(
    "/auth/password/forgot",
    { config: AUTH_LIMITS.forgot, schema: { tags, summary: "Send a password-reset OTP", body: forgotBody, response: { 200: otpResponse } } },
    async (request, reply) => otpReply(reply, await forgotPassword(platform, request.body.sEmail, request.ip, replyLanguage(request)), "OTP sent successfully."),
  );

  app.post(
    "/auth/password/reset",
    { config: AUTH_LIMITS.reset, schema: { tags, summary: "Set a new password with the reset OTP", body: resetBody, response: { 200: emptyResponse } } },
    async (request) => {
      await resetPassword(platform, {
        verification: verificationOf(request),
        code: request.body.nOTP,
        password: request.body.sPassword,
        ip: request.ip,
      });
      return ok("Password reset successfully.", {});
    },
  );

  await app.register(emailRoutes);
};
