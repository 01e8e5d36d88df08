import type { Platform } from "../../platform/ports.ts";
import { sendEmailVerification } from "../auth/email-verification.ts";
import type { Language } from "../i18n/language.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { findUserById } from "../auth/repository.ts";
import { conflictOf, takenIdentifier } from "../auth/users.ts";
import { toIsoDate, type CalendarDate } from "./dates.ts";
import { profileRefusal } from "./errors.ts";
import { findKycFacts, updateProfileFields } from "./repository.ts";

/** The fields of `POST /profile`, normalised; absent means "leave as it is". */
export interface ProfilePatch {
  userName?: string;
  fullName?: string;
  dob?: CalendarDate;
  addressLine1?: string;
  addressLine2?: string;
  landMark?: string;
  city?: string;
  state?: string;
  pinCode?: string;
  email?: string;
  /** 10 digits. */
  mobile?: string;
  /** Confirms an e-mail change (ASVS 7.5.1: re-authenticate before changing a recovery address). */
  password?: string;
  /** The interface language (issue 21). */
  language?: "en" | "hi";
}

/** What a profile change needs of the platform: the database, and what a new e-mail's link needs (mail sender, secret, clock). */
export type ProfileUpdatePorts = Pick<Platform, "db" | "config" | "otp" | "clock">;

/** Fields KYC vouches for: fixed once KYC is approved (SPEC.md section 4: "address fields locked"). */
const KYC_LOCKED = ["fullName", "dob", "addressLine1", "addressLine2", "landMark", "city", "state", "pinCode"] as const;

/** `asked` is the request's language (issue 21): a changed e-mail's link goes out in the account's language, else that one. */
export async function updateProfile(platform: ProfileUpdatePorts, userId: string, patch: ProfilePatch, baseUrl: string, asked: Language = "en"): Promise<void> {
  const { db } = platform;
  const user = await findUserById(db, userId);
  if (!user) throw profileRefusal("profile/not_found");
  const kyc = await findKycFacts(db, userId);

  const dob = patch.dob ? toIsoDate(patch.dob) : undefined;
  const current: Record<(typeof KYC_LOCKED)[number], string | null> = { ...user, dob: user.dob };
  const next: Partial<Record<(typeof KYC_LOCKED)[number], string>> = { ...patch, dob };
  const changedLocked = KYC_LOCKED.filter((k) => next[k] !== undefined && next[k] !== (current[k] ?? ""));
  if (kyc?.state === "approved" && changedLocked.length > 0) {
    throw profileRefusal("profile/kyc_locked");
  }
  if (patch.mobile !== undefined && patch.mobile !== user.mobile) {
    throw profileRefusal("profile/mobile_locked");
  }
  const userName = patch.userName !== undefined && patch.userName !== user.userName ? patch.userName : undefined;
  const email = patch.email !== undefined && patch.email !== user.email ? patch.email : undefined;
  if (email !== undefined) {
    if (!patch.password) throw profileRefusal("profile/password_required");
    if (!(await verifyPassword(user.passwordHash, patch.password))) throw profileRefusal("profile/invalid_credentials");
  }
  const taken = await takenIdentifier(db, { ...(userName !== undefined ? { userName } : {}), ...(email !== undefined ? { email } : {}) }, userId);
  if (taken) throw profileRefusal(`profile/${taken}_taken`);

  const set = {
    ...(userName !== undefined ? { userName } : {}),
    ...(patch.fullName !== undefined ? { fullName: patch.fullName } : {}),
    ...(dob !== undefined ? { dob } : {}),
    ...(patch.addressLine1 !== undefined ? { addressLine1: patch.addressLine1 } : {}),
    ...(patch.addressLine2 !== undefined ? { addressLine2: patch.addressLine2 } : {}),
    ...(patch.landMark !== undefined ? { landMark: patch.landMark } : {}),
    ...(patch.city !== undefined ? { city: patch.city } : {}),
    ...(patch.state !== undefined ? { state: patch.state } : {}),
    ...(patch.pinCode !== undefined ? { pinCode: patch.pinCode } : {}),
    ...(email !== undefined ? { email, isEmailVerified: false } : {}),
    ...(patch.language !== undefined ? { language: patch.language } : {}),
  };
  if (Object.keys(set).length === 0) return;
  try {
    await updateProfileFields(db, userId, set);
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict && conflict !== "referralCode") throw profileRefusal(`profile/${conflict}_taken`);
    throw error;
  }
  if (email !== undefined) await sendEmailVerification(platform, { id: userId, email, language: patch.language ?? user.language ?? asked }, baseUrl);
}
