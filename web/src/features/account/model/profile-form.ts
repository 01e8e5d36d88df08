import { INDIAN_STATES } from "@rummy/shared-rules";
import { checkProfileEmail, checkProfileMobile } from "@rummy/shared-rules/contract/identifiers";
import { localMobile, type AccountProfile } from "./profile-view.ts";

/** SPEC.md section 5 "Profile": the Basic Info form's rules and messages. */
export const PROFILE_MESSAGES = {
  userNameEmpty: "Please enter username",
  userName: "Enter username between 2 to 10 characters",
  userNameShort: "Name must be minimum 3 character.",
  userNameCharacters: "Username must contain only letters and numbers",
  fullNameEmpty: "Please enter your full name",
  fullName: "Please enter a valid full name",
  emailEmpty: "Please enter your Email",
  email: "Please enter valid Email",
  mobileEmpty: "Please enter Mobile Number",
  mobile: "Please enter valid Mobile Number",
  dob: "Please enter a valid date of birth",
  underAge: "You must be at least 18 years old.",
  pinCode: "Please enter valid postal code",
  state: "Please select a valid state",
  emailPassword: "Must contain minimum 6 characters",
} as const;

export const PROFILE_LIMITS = { userName: 10, fullName: 100, email: 364, address: 100, pinCode: 6, mobile: 10 } as const;

export interface ProfileValues {
  sUserName: string;
  sFullName: string;
  sEmail: string;
  sMobile: string;
  /** YYYY-MM-DD, as a date input gives it. */
  dDob: string;
  sAddressLine1: string;
  sAddressLine2: string;
  sLandMark: string;
  sCity: string;
  sState: string;
  nPinCode: string;
  /** Asked only when the email changes. */
  sPassword: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

/** API MM-DD-YYYY -> input YYYY-MM-DD, and back. */
export function dobToInput(monthFirst: string): string {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(monthFirst);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : "";
}

export function dobToApi(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[2]}-${m[3]}-${m[1]}` : "";
}

export function profileValues(p: AccountProfile): ProfileValues {
  return {
    sUserName: p.sUserName,
    sFullName: p.sFullName,
    sEmail: p.sEmail,
    sMobile: localMobile(p.sMobile),
    dDob: dobToInput(p.dDob),
    sAddressLine1: p.address.sAddressLine1,
    sAddressLine2: p.address.sAddressLine2,
    sLandMark: p.address.sLandMark,
    sCity: p.address.sCity,
    sState: p.address.sState,
    nPinCode: p.address.nPinCode,
    sPassword: "",
  };
}

/** Whole years between a YYYY-MM-DD birthday and today (calendar arithmetic, no time zone drift). */
export function ageOn(iso: string, today: Date): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return -1;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return -1;
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < mo || (today.getMonth() + 1 === mo && today.getDate() < d)) age--;
  return age;
}

function userNameError(raw: string): string | undefined {
  const name = raw.trim();
  if (name === "") return PROFILE_MESSAGES.userNameEmpty;
  if (name.length < 2 || name.length > PROFILE_LIMITS.userName) return PROFILE_MESSAGES.userName;
  if (name.length < 3) return PROFILE_MESSAGES.userNameShort;
  if (!/^[A-Za-z0-9]+$/.test(name)) return PROFILE_MESSAGES.userNameCharacters;
  return undefined;
}

function fullNameError(raw: string): string | undefined {
  const name = raw.trim();
  if (name === "") return PROFILE_MESSAGES.fullNameEmpty;
  if (name.length > PROFILE_LIMITS.fullName || !/^[A-Za-z][A-Za-z .'-]*$/.test(name)) return PROFILE_MESSAGES.fullName;
  return undefined;
}

/** E-mail and mobile: the contract's profile rules and messages, the ones POST /profile applies. */
function emailError(raw: string): string | undefined {
  const checked = checkProfileEmail(raw);
  return checked.ok ? undefined : checked.message;
}

function mobileError(raw: string): string | undefined {
  const checked = checkProfileMobile(raw);
  return checked.ok ? undefined : checked.message;
}

/** Every message of the Basic Info form; an empty object means it can be saved. */
export function validateProfile(v: ProfileValues, original: ProfileValues, today = new Date()): ProfileErrors {
  const errors: ProfileErrors = {};
  const set = (key: keyof ProfileValues, message: string | undefined) => {
    if (message) errors[key] = message;
  };
  set("sUserName", userNameError(v.sUserName));
  set("sFullName", fullNameError(v.sFullName));
  set("sEmail", emailError(v.sEmail));
  set("sMobile", mobileError(v.sMobile));
  if (v.dDob !== "") {
    const age = ageOn(v.dDob, today);
    set("dDob", age < 0 ? PROFILE_MESSAGES.dob : age < 18 ? PROFILE_MESSAGES.underAge : undefined);
  }
  if (v.nPinCode !== "" && !/^[1-9]\d{5}$/.test(v.nPinCode)) errors.nPinCode = PROFILE_MESSAGES.pinCode;
  if (v.sState !== "" && !(INDIAN_STATES as readonly string[]).includes(v.sState)) errors.sState = PROFILE_MESSAGES.state;
  const emailChanged = v.sEmail.trim().toLowerCase() !== original.sEmail.trim().toLowerCase();
  if (emailChanged && v.sPassword.length < 6) errors.sPassword = PROFILE_MESSAGES.emailPassword;
  return errors;
}

/** POST /profile: only non-empty fields are sent (SPEC.md section 7); the mobile only when it is not locked. */
export function profilePayload(v: ProfileValues, original: ProfileValues, mobileLocked: boolean): Record<string, string> {
  const emailChanged = v.sEmail.trim().toLowerCase() !== original.sEmail.trim().toLowerCase();
  const fields: Record<string, string> = {
    sUserName: v.sUserName.trim(),
    sFullName: v.sFullName.trim(),
    dDob: dobToApi(v.dDob),
    sAddressLine1: v.sAddressLine1.trim(),
    sAddressLine2: v.sAddressLine2.trim(),
    sLandMark: v.sLandMark.trim(),
    sCity: v.sCity.trim(),
    sState: v.sState,
    nPinCode: v.nPinCode.trim(),
    sEmail: v.sEmail.trim(),
    sMobile: mobileLocked ? "" : `+91${v.sMobile.trim()}`,
    sPassword: emailChanged ? v.sPassword : "",
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ""));
}

export function sameValues(a: ProfileValues, b: ProfileValues): boolean {
  return (Object.keys(a) as (keyof ProfileValues)[]).every((k) => a[k] === b[k]);
}
