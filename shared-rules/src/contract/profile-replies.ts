import { z } from "zod";
import { envelope } from "./envelope.ts";
import { zodOf } from "./shape-zod.ts";
import { PROFILE_SHAPE, SETTINGS_SHAPE } from "./shell-shapes.ts";

/** GET /profile and GET /setting: their shapes are shell-shapes.ts's, which the browser reads without zod. */
export const profileData = zodOf(PROFILE_SHAPE);

export const profileResponse = envelope(profileData);

export const settingsResponse = envelope(zodOf(SETTINGS_SHAPE));

export const inviteResponse = envelope(z.object({ sReferralCode: z.string(), sReferralLink: z.string() }));

/** A UPI id the bank confirmed is the player's own (`POST /profile/upi/verify`, `GET /profile/upi`). */
export const vpaData = z.object({
  sVpa: z.string().describe("The UPI id, lower-cased"),
  sRegisteredName: z.string().describe("The name the UPI network has for it"),
  bVerified: z.boolean().describe("true: a payout destination for this player (registered name matches the PAN name)"),
  dVerifiedAt: z.string(),
});
export const upiResponse = envelope(vpaData);
export const upiListResponse = envelope(z.object({ aVpas: z.array(vpaData) }));

/** The KYC calls' answer (PAN, Aadhaar OTP). */
export const kycData = z.object({ request_id: z.string(), eState: z.enum(["", "pending", "approved", "rejected"]) });
export const kycResponse = envelope(kycData);
export const digilockerStartResponse = envelope(z.object({ request_id: z.string(), sUrl: z.string() }));
export const digilockerStatusResponse = envelope(kycData.extend({ bPending: z.boolean() }));
