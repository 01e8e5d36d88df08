import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError, ok } from "../envelope.ts";
import { KycUnavailableError } from "../../providers/kyc/index.ts";
import { digilockerStatus, requestAadhaarOtp, startDigilocker, verifyAadhaarOtp } from "../../services/kyc/aadhaar.ts";
import { submitPan, type KycAnswer } from "../../services/kyc/pan.ts";
import { kycProfileOf } from "../../services/kyc/state.ts";
import { playerOf, requirePlayer } from "../auth-guard.ts";
import { publicBaseUrl } from "../request-info.ts";
import { aadhaarOtpBody, aadhaarVerifyBody, digilockerStatusBody, panBody } from "@rummy/shared-rules/contract/kyc";
import { digilockerStartResponse, digilockerStatusResponse, kycResponse } from "@rummy/shared-rules/contract/profile-replies";

const tags = ["kyc"];
const security = [{ bearer: [] }];

/** SPEC.md's Zoop calls, answered through the configured KycProvider. */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const answer = async (userId: string, result: KycAnswer, success: string) => {
    const profile = await kycProfileOf(platform.db, userId);
    if (!result.verified) {
      const suspended = profile.suspendedAt ? " Your KYC is now under manual review." : "";
      throw new HttpError(400, `${result.reason}.${suspended}`.replace("..", "."), "kyc/failed");
    }
    return ok(success, { request_id: result.requestId, eState: profile.state });
  };
  const unavailable = (error: unknown): never => {
    if (error instanceof KycUnavailableError) throw new HttpError(503, "Gateway Error", "kyc/unavailable");
    throw error;
  };

  app.post(
    "/profile/zoop/kyc",
    {
      preHandler: requirePlayer,
      schema: { tags, security, summary: "Verify PAN (dDOB as DD-MM-YYYY)", body: panBody, response: { 200: kycResponse } },
    },
    async (request) => {
      const { userId } = playerOf(request);
      const result = await submitPan(platform, userId, { pan: request.body.sPanNumber, dob: request.body.dDOB }).catch(unavailable);
      return answer(userId, result, "PAN verified successfully.");
    },
  );

  app.post(
    "/profile/zoop/adhaar/sendOtp",
    {
      preHandler: requirePlayer,
      schema: { tags, security, summary: "Send the Aadhaar OTP (path chosen; SPEC.md does not show it)", body: aadhaarOtpBody, response: { 200: kycResponse } },
    },
    async (request) => {
      const { userId } = playerOf(request);
      const result = await requestAadhaarOtp(platform, userId, request.body.sAdharNumber).catch(unavailable);
      return answer(userId, result, "OTP sent to the mobile number linked with your Aadhaar.");
    },
  );

  app.post(
    "/profile/zoop/adhaar/verifyOtp",
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: "Verify Aadhaar with its OTP",
        body: aadhaarVerifyBody,
        response: { 200: kycResponse },
      },
    },
    async (request) => {
      const { userId } = playerOf(request);
      const b = request.body;
      const result = await verifyAadhaarOtp(platform, userId, { aadhaar: b.sAdharNumber, otp: b.nOTP, requestId: b.sRequestId }).catch(unavailable);
      return answer(userId, result, "Aadhaar KYC status updated");
    },
  );

  app.get(
    "/profile/zoop/kyc/digilocker/adhaar",
    {
      preHandler: requirePlayer,
      schema: { tags, security, summary: "Start DigiLocker Aadhaar verification", response: { 200: digilockerStartResponse } },
    },
    async (request) => {
      const { userId } = playerOf(request);
      const redirect = `${publicBaseUrl(request)}/my-account?myProfile=kyc`;
      const session = await startDigilocker(platform, userId, redirect).catch(unavailable);
      return ok("success.", { request_id: session.requestId, sUrl: session.url });
    },
  );

  app.post(
    "/profile/zoop/kyc/digilocker/adhaar/status",
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: "Check the DigiLocker verification",
        body: digilockerStatusBody,
        response: { 200: digilockerStatusResponse },
      },
    },
    async (request) => {
      const { userId } = playerOf(request);
      const result = await digilockerStatus(platform, userId, { aadhaar: request.body.sAdharNumber, requestId: request.body.request_id }).catch(unavailable);
      if ("pending" in result) {
        const profile = await kycProfileOf(platform.db, userId);
        return ok("Waiting for DigiLocker consent.", { request_id: result.requestId, eState: profile.state, bPending: true });
      }
      const body = await answer(userId, result, "Aadhaar KYC status updated");
      return { ...body, data: { ...body.data, bPending: false } };
    },
  );
};
