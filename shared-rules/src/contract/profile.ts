import { z } from "zod";
import { canonicalState } from "../indian-states.ts";
import { ageOn, parseMonthFirst, type CalendarDate } from "./dates.ts";
import { checkChangedPassword, checkProfileEmail, checkProfileMobile, checkUserName, type Checked } from "./identifiers.ts";
import { digits, optionalNonEmpty, rule, says, text } from "./validation.ts";

const MINIMUM_AGE = 18;

function checkFullName(raw: string): Checked<string> {
  const name = raw.trim().replace(/\s+/g, " ");
  if (name.length === 0) return { ok: false, message: "Please enter your full name" };
  if (name.length > 100) return { ok: false, message: "Full name can be at most 100 characters" };
  if (!/^[A-Za-z][A-Za-z .'-]*$/.test(name)) return { ok: false, message: "Please enter a valid full name" };
  return { ok: true, value: name };
}

function checkDob(raw: string, now: Date): Checked<CalendarDate> {
  const date = parseMonthFirst(raw);
  if (!date) return { ok: false, message: "Please enter a valid date of birth (MM-DD-YYYY)" };
  if (ageOn(date, now) < MINIMUM_AGE) return { ok: false, message: "You must be at least 18 years old." };
  return { ok: true, value: date };
}

function bounded(label: string) {
  return (raw: string): Checked<string> => {
    const value = raw.trim().replace(/\s+/g, " ");
    return value.length > 100 ? { ok: false, message: `${label} can be at most 100 characters` } : { ok: true, value };
  };
}

function checkState(raw: string): Checked<string> {
  const state = canonicalState(raw);
  return state ? { ok: true, value: state } : { ok: false, message: "Please select a valid state" };
}

const pinCode = digits("Please enter valid postal code", 6).refine((v) => !v.startsWith("0"), { error: "Please enter valid postal code" });

/**
 * `POST /profile`: only non-empty fields are sent (SPEC.md section 7). The date of birth's age
 * check reads `clock` when a body is parsed (the server passes the wall clock).
 */
export const profileBodyAt = (clock: () => Date) =>
  z.object({
  sUserName: optionalNonEmpty(rule("Enter username between 2 to 10 characters", checkUserName, 100)),
  sFullName: optionalNonEmpty(rule("Please enter your full name", checkFullName, 200)),
  dDob: optionalNonEmpty(rule("Please enter a valid date of birth (MM-DD-YYYY)", (raw) => checkDob(raw, clock()), 20)),
  sAddressLine1: optionalNonEmpty(rule("Address line 1 can be at most 100 characters", bounded("Address line 1"), 200)),
  sAddressLine2: optionalNonEmpty(rule("Address line 2 can be at most 100 characters", bounded("Address line 2"), 200)),
  sLandMark: optionalNonEmpty(rule("Landmark can be at most 100 characters", bounded("Landmark"), 200)),
  sCity: optionalNonEmpty(rule("City can be at most 100 characters", bounded("City"), 200)),
  sState: optionalNonEmpty(rule("Please select a valid state", checkState, 100)),
  nPinCode: optionalNonEmpty(pinCode),
  sEmail: optionalNonEmpty(rule("Please enter valid Email", checkProfileEmail, 400)),
  sMobile: optionalNonEmpty(rule("Please enter valid Mobile Number", checkProfileMobile, 30)),
  /** Only with an e-mail change. */
  sPassword: optionalNonEmpty(text("Must contain minimum 6 characters", 100).min(6, { error: "Must contain minimum 6 characters" })),
  /** The interface language (issue 21): remembered per account, applied on every device. */
  eLanguage: z.enum(["en", "hi"], { error: says("Please select a valid language") }).optional(),
});

export const changePasswordBody = z
  .object({
    sPassword: text("Enter your current password", 100).min(1, { error: "Enter your current password" }),
    sNewPassword: rule("Enter new password", checkChangedPassword, 100),
    /** The repeated new password, when the form sends it. */
    sConfirmPassword: z.string({ error: says("Enter new password again") }).max(100, { error: "Passwords don't match" }).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.sConfirmPassword === undefined) return;
    if (b.sConfirmPassword === "") ctx.addIssue({ code: "custom", message: says("Enter new password again"), path: ["sConfirmPassword"] });
    else if (b.sConfirmPassword !== b.sNewPassword) ctx.addIssue({ code: "custom", message: says("Passwords don't match"), path: ["sConfirmPassword"] });
  });

const lettersAndSpaces = (required: string, invalid: string, max: number) =>
  text(says(required), 300)
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .max(max, { error: says(invalid) })
        .regex(/^[A-Za-z ]+$/, { error: invalid }),
    );

export const bankBody = z
  .object({
    sBankName: lettersAndSpaces("Please enter the bank name", "Please enter a valid bank name", 50),
    sAccountNo: text(says("Please enter the account number"), 100)
      .trim()
      .min(1, { error: "Please enter the account number" })
      .regex(/^\d{11,16}$/, { error: says("Please enter a valid account number") }),
    sConfirmAccountNo: z.string().max(100).optional(),
    sIFSC: text(says("Please enter the IFSC code"), 100)
      .trim()
      .toUpperCase()
      .min(1, { error: "Please enter the IFSC code" })
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, { error: says("Please enter a valid IFSC code") }),
    sAccountHolderName: lettersAndSpaces("Please enter the account holder name", "Please enter a valid account holder name", 100),
  })
  .superRefine((b, ctx) => {
    if (b.sConfirmAccountNo !== undefined && b.sConfirmAccountNo.trim() !== b.sAccountNo) {
      ctx.addIssue({ code: "custom", message: says("Account Number don't match"), path: ["sConfirmAccountNo"] });
    }
  });

export const agentBody = z.object({
  sAgentId: text(says("Agent id must be 6 characters"), 100)
    .trim()
    .regex(/^[A-Za-z0-9]{6}$/, { error: "Agent id must be 6 characters" })
    .transform((v) => v.toUpperCase()),
});
