import { z } from "zod";
import { parseDayFirst } from "./dates.ts";
import { digits, rule, says, text } from "./validation.ts";

/** SPEC.md's Zoop calls' bodies: PAN, Aadhaar by OTP and Aadhaar through DigiLocker. */

const pan = text(says("Please enter PAN number"), 100)
  .trim()
  .toUpperCase()
  .min(1, { error: "Please enter PAN number" })
  .regex(/^[A-Z]{5}\d{4}[A-Z]$/, { error: says("Invalid PAN Number") });
const aadhaar = text(says("Invalid Aadhaar Number"), 100)
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^[2-9]\d{11}$/, { error: "Invalid Aadhaar Number" }));
const requestId = text(says("Invalid request id. Please start again."), 200).min(1, { error: "Invalid request id. Please start again." });
const DOB_MESSAGE = "Please enter a valid date of birth (DD-MM-YYYY)";
const dayFirstDob = rule(
  DOB_MESSAGE,
  (raw) => {
    const date = parseDayFirst(raw);
    return date ? { ok: true, value: date } : { ok: false, message: DOB_MESSAGE };
  },
  20,
);

/** `POST /profile/zoop/kyc`: the PAN and the date of birth as DD-MM-YYYY. */
export const panBody = z.object({ sPanNumber: pan, dDOB: dayFirstDob });
/** `POST /profile/zoop/adhaar/sendOtp`. */
export const aadhaarOtpBody = z.object({ sAdharNumber: aadhaar });
/** `POST /profile/zoop/adhaar/verifyOtp`. */
export const aadhaarVerifyBody = z.object({ sAdharNumber: aadhaar, nOTP: digits("Please enter a valid OTP", 6), sRequestId: requestId });
/** `POST /profile/zoop/kyc/digilocker/adhaar/status`. */
export const digilockerStatusBody = z.object({ sAdharNumber: aadhaar, request_id: requestId });
