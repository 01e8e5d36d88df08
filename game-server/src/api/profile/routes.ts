import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { changePassword, PASSWORD_CHANGED } from "../../services/auth/change-password.ts";
import { revokeSession } from "../../services/auth/sessions.ts";
import { joinAgent, referralInvite } from "../../services/profile/agent-referral.ts";
import { saveBankDetails } from "../../services/profile/bank.ts";
import { readPublicSettings } from "../../services/profile/settings.ts";
import { updateProfile } from "../../services/profile/update.ts";
import { profileForToken, profileView } from "../../services/profile/view.ts";
import { playerOf, requirePlayer, tokenFromHeader, UNAUTHORIZED_MESSAGE } from "../auth-guard.ts";
import { HttpError, ok } from "../envelope.ts";
import { emptyData, envelope, publicBaseUrl } from "../request-info.ts";
import { kycRoutes } from "./kyc-routes.ts";
import { upiRoutes } from "./upi-routes.ts";
import { inviteResponse, profileResponse, settingsResponse } from "./responses.ts";
import { agentBody, bankBody, changePasswordBody, profileBody } from "./schemas.ts";
import { compiledSerializer } from "../compiled-serializer.ts";
import { errorHandler } from "../errors.ts";
import { replyLanguage } from "../reply-language.ts";

const tags = ["account"];
const security = [{ bearer: [] }];
const emptyResponse = envelope(emptyData);

/** SPEC.md section 7 "Account" (the transaction lists are the wallet module's). */
const writeProfile = compiledSerializer(profileResponse);

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(errorHandler({ specMessages: true }));
  const { platform } = app;

  // Public: the maintenance window and deposit range are shown before login too.
  app.get("/setting", { schema: { tags, summary: "Account settings and the compliance policy", response: { 200: settingsResponse } } }, async () =>
    ok("success.", await readPublicSettings(platform.db)),
  );

  // The busiest call: the session check and the account read are one statement here instead of
  // requirePlayer's read followed by the profile's (same live-session rule, same 401), and the
  // reply is written by a serializer compiled from its schema.
  app.get(
    "/profile",
    { schema: { tags, security, summary: "The player's profile and balances", response: { 200: profileResponse } }, serializerCompiler: writeProfile },
    async (request) => {
      const token = tokenFromHeader(request.headers.authorization);
      const view = token ? await profileForToken(platform, token) : null;
      if (!view) throw new HttpError(401, UNAUTHORIZED_MESSAGE, token ? "auth/invalid_token" : "auth/missing_token");
      return ok("success.", view);
    },
  );

  app.post(
    "/profile",
    { preHandler: requirePlayer, schema: { tags, security, summary: "Update profile fields (non-empty ones only)", body: profileBody, response: { 200: profileResponse } } },
    async (request) => {
      const { userId } = playerOf(request);
      const b = request.body;
      await updateProfile(
        platform,
        userId,
        {
          userName: b.sUserName,
          fullName: b.sFullName,
          dob: b.dDob,
          addressLine1: b.sAddressLine1,
          addressLine2: b.sAddressLine2,
          landMark: b.sLandMark,
          city: b.sCity,
          state: b.sState,
          pinCode: b.nPinCode,
          email: b.sEmail,
          mobile: b.sMobile,
          password: b.sPassword,
          language: b.eLanguage,
        },
        publicBaseUrl(request),
        replyLanguage(request),
      );
      return ok("Profile updated successfully.", await profileView(platform, userId));
    },
  );

  app.get(
    "/profile/logout",
    { preHandler: requirePlayer, schema: { tags, security, summary: "End this session", response: { 200: emptyResponse } } },
    async (request) => {
      await revokeSession(platform.db, playerOf(request).sessionId, "logout");
      return ok("Logged out successfully.", {});
    },
  );

  app.post(
    "/profile/update/password",
    {
      preHandler: requirePlayer,
      schema: { tags, security, summary: "Change password; ends every session", body: changePasswordBody, response: { 200: emptyResponse } },
    },
    async (request) => {
      await changePassword(platform, playerOf(request).userId, request.body.sPassword, request.body.sNewPassword);
      return ok(PASSWORD_CHANGED, {});
    },
  );

  app.post(
    "/profile/bank",
    { preHandler: requirePlayer, schema: { tags, security, summary: "Save payout bank details (once)", body: bankBody, response: { 200: profileResponse } } },
    async (request) => {
      const { userId } = playerOf(request);
      const b = request.body;
      await saveBankDetails(platform, userId, { bankName: b.sBankName, ifsc: b.sIFSC, accountHolderName: b.sAccountHolderName, accountNo: b.sAccountNo });
      return ok("Bank details saved successfully.", await profileView(platform, userId));
    },
  );

  app.post(
    "/profile/setAgent",
    { preHandler: requirePlayer, schema: { tags, security, summary: "Join an agent by id", body: agentBody, response: { 200: emptyResponse } } },
    async (request) => {
      await joinAgent(platform, playerOf(request).userId, request.body.sAgentId);
      return ok("Agent joined successfully.", {});
    },
  );

  app.post(
    "/profile/generate/referral",
    { preHandler: requirePlayer, schema: { tags, security, summary: "The player's referral code and invite link", response: { 200: inviteResponse } } },
    async (request) => ok("success.", await referralInvite(platform, playerOf(request).userId, publicBaseUrl(request))),
  );

  await app.register(kycRoutes);
  await app.register(upiRoutes);
};
