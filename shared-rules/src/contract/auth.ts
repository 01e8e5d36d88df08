import { z } from "zod";
import {
  checkEmail,
  checkIdentifier,
  checkLoginPassword,
  checkMobile,
  checkNewPassword,
  checkUserName,
  type Identifier,
} from "./identifiers.ts";
import { envelope, emptyData } from "./envelope.ts";
import { zodOf } from "./shape-zod.ts";
import { LOGIN_OTP_CODES, LOGIN_OTP_REFUSAL_SHAPE, LOGIN_THROTTLED_SHAPE, OTP_SHAPE, REFERRAL_SHAPE } from "./shell-shapes.ts";
import { digits, rule, says, text } from "./validation.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const referralBody = z.object({
  sReferralCode: text(says("Please enter a referral code"), 100)
    .trim()
    .min(1, { error: "Please enter a referral code" })
    .max(9, { error: says("Referral code can be up to 9 characters") })
    .regex(/^[A-Za-z0-9]+$/, { error: says("Invalid referral code.") }),
});

export const registerBody = z.object({
  sUserName: rule("Enter username between 2 to 10 characters", checkUserName, 100),
  sEmail: rule("Enter a valid Email id", (v) => checkEmail(v), 400),
  sMobile: rule("Enter a valid Mobile number", (v) => checkMobile(v), 30),
  sPassword: rule("Password need to be 8 to 16 characters", checkNewPassword, 100),
  eGender: z.preprocess((v) => (v === undefined || v === null || v === "" ? "male" : v), z.enum(["male", "female"], { error: says("Please select a gender") })),
  iReferredBy: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.string({ error: says("Invalid referral code.") }).regex(uuid, { error: "Invalid referral code." }).optional(),
  ),
});

const identifierRule = (message: string) => rule<Identifier>(message, (v) => checkIdentifier(v, message), 400);

/** SPEC.md: `sMobile` (+91) and/or `sEmail`; the mobile wins when both are given. */
export const resendBody = z
  .object({
    sMobile: z.preprocess((v) => (v === "" || v === null ? undefined : v), rule("Enter a valid Mobile number", (v) => checkMobile(v), 30).optional()),
    sEmail: z.preprocess((v) => (v === "" || v === null ? undefined : v), rule("Enter a valid Email id", (v) => checkEmail(v), 400).optional()),
  })
  .refine((b) => b.sMobile !== undefined || b.sEmail !== undefined, { error: says("Enter a valid Email id or Mobile number") });

export const otpCode = digits("Please enter a valid 4 digit OTP", 4);

export const verifyBody = z.object({
  code: otpCode,
  sMobile: rule("Enter a valid Mobile number", (v) => checkMobile(v), 30),
});

export const loginBody = z.object({
  sMobile: identifierRule("Enter a valid Email / Mobile"),
  sPassword: rule("Password need to be 8 to 16 characters", checkLoginPassword, 100),
});

export const forgotBody = z.object({ sEmail: identifierRule("Enter a valid Email id or Mobile number") });

export const resetBody = z.object({
  sPassword: rule("Password need to be 8 to 16 characters", checkNewPassword, 100),
  nOTP: otpCode,
});

export const emailResendBody = z.object({ sEmail: rule("Enter a valid Email id", (v) => checkEmail(v), 400) });

export const emailVerifyQuery = z.object({
  verification: z.string().max(100).default(""),
  token: z.string().max(200).default(""),
});

export const otpData = zodOf(OTP_SHAPE);
export const otpResponse = envelope(otpData);
export const loggedInResponse = envelope(z.object({ _id: z.string() }));
/** The login OTP codes and the login refusals' shapes are shell-shapes.ts's: the entry screen reads them without zod. */
export { LOGIN_OTP_CODES };
/** 403 from login: an OTP step (LOGIN_OTP_CODES) with the OTP, or a blocked or locked account. */
export const loginRefusedResponse = envelope(z.union([zodOf(LOGIN_OTP_REFUSAL_SHAPE), z.object({ message: z.string(), code: z.string().optional() })]));
export const loginThrottledResponse = envelope(zodOf(LOGIN_THROTTLED_SHAPE));
export const emptyResponse = envelope(emptyData);
export const referralResponse = envelope(zodOf(REFERRAL_SHAPE));
