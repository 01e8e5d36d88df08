import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, newIdentity, registerPlayer, type TestPlayer } from "../../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";

/**
 * SPEC.md section 5, as the server enforces it: every rule of the account calls answers 400 with
 * the section's message text (data.message and message). One row per rule and input.
 */

let platform: TestPlatform;
let player: TestPlayer;
beforeAll(async () => {
  platform = await bootTestPlatform("account_validation");
  player = await registerPlayer(platform.url);
});
afterAll(async () => platform?.close());

interface Row {
  readonly rule: string;
  readonly path: string;
  readonly body: Record<string, unknown>;
  readonly message: string;
  /** Calls made as the logged-in player. */
  readonly auth?: boolean;
  readonly headers?: Record<string, string>;
}

const id = newIdentity();
const registration = { sUserName: id.userName, sEmail: id.email, sMobile: `+91${id.mobile}`, sPassword: id.password, eGender: "male" };
const login = { sMobile: "+919876543210", sPassword: "Secret@123" };
const years = (n: number) => {
  const d = new Date();
  return `${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}-${d.getFullYear() - n}`;
};

const LOGIN: Row[] = [
  { rule: "empty identifier", path: "/auth/login/simple", body: { ...login, sMobile: "" }, message: "Enter a valid Email / Mobile" },
  { rule: "missing identifier", path: "/auth/login/simple", body: { sPassword: "Secret@123" }, message: "Enter a valid Email / Mobile" },
  { rule: "neither e-mail nor mobile", path: "/auth/login/simple", body: { ...login, sMobile: "player" }, message: "Enter a valid Email / Mobile" },
  { rule: "9-digit mobile", path: "/auth/login/simple", body: { ...login, sMobile: "+91987654321" }, message: "Enter a valid Email / Mobile" },
  { rule: "7-character password", path: "/auth/login/simple", body: { ...login, sPassword: "abcdefg" }, message: "Password need to be 8 to 16 characters" },
  { rule: "missing password", path: "/auth/login/simple", body: { sMobile: login.sMobile }, message: "Password need to be 8 to 16 characters" },
];

const REGISTER: Row[] = [
  ["empty user name", { sUserName: "" }, "Enter username between 2 to 10 characters"],
  ["1-character user name", { sUserName: "r" }, "Enter username between 2 to 10 characters"],
  ["11-character user name", { sUserName: "abcdefghijk" }, "Enter username between 2 to 10 characters"],
  ["user name of spaces", { sUserName: "    " }, "Enter username between 2 to 10 characters"],
  ["2-character user name (the 'minimum 3' reading)", { sUserName: "ab" }, "Name must be minimum 3 character."],
  ["user name with a symbol", { sUserName: "ravi_k" }, "Username must contain only letters and numbers"],
  ["e-mail without @", { sEmail: "ravi.example.com" }, "Enter a valid Email id"],
  ["e-mail with a 5-letter suffix", { sEmail: "ravi@example.games" }, "Enter a valid Email id"],
  ["e-mail with a 1-letter suffix", { sEmail: "ravi@example.c" }, "Enter a valid Email id"],
  ["e-mail over 320 characters", { sEmail: `${"a".repeat(310)}@example.com` }, "Enter a valid Email id"],
  ["missing e-mail", { sEmail: undefined }, "Enter a valid Email id"],
  ["mobile starting with 5", { sMobile: "+915876543210" }, "Enter a valid Mobile number"],
  ["mobile with letters", { sMobile: "+9198765abcde" }, "Enter a valid Mobile number"],
  ["9-digit mobile", { sMobile: "+91987654321" }, "Mobile number should be 10 digit."],
  ["11-digit mobile", { sMobile: "98765432101" }, "Mobile number should be 10 digit."],
  ["7-character password", { sPassword: "Secr@t1" }, "Password need to be 8 to 16 characters"],
  ["17-character password", { sPassword: "Secret@1234567890" }, "Password need to be 8 to 16 characters"],
  ["password without a digit or special character", { sPassword: "Secretpassword" }, "Password must contain a number and a special character"],
  ["unknown gender", { eGender: "other" }, "Please select a gender"],
  ["referrer id that is not an id", { iReferredBy: "xyz" }, "Invalid referral code."],
].map(([rule, patch, message]) => ({ rule: rule as string, path: "/auth/register", body: { ...registration, ...(patch as object) }, message: message as string }));

const REFERRAL_AND_OTP: Row[] = [
  { rule: "referral code over 9 characters", path: "/auth/verify/referral", body: { sReferralCode: "ABCDEFGHIJ" }, message: "Referral code can be up to 9 characters" },
  { rule: "empty referral code", path: "/auth/verify/referral", body: { sReferralCode: "" }, message: "Please enter a referral code" },
  { rule: "referral code with a symbol", path: "/auth/verify/referral", body: { sReferralCode: "AB-12" }, message: "Invalid referral code." },
  { rule: "3-digit OTP", path: "/auth/otp/verify", body: { code: "123", sMobile: "+919876543210" }, message: "Please enter a valid 4 digit OTP" },
  { rule: "OTP with a letter", path: "/auth/otp/verify", body: { code: "12a4", sMobile: "+919876543210" }, message: "Please enter a valid 4 digit OTP" },
  { rule: "OTP verify without a mobile", path: "/auth/otp/verify", body: { code: "1234" }, message: "Enter a valid Mobile number" },
  { rule: "5-digit reset OTP", path: "/auth/password/reset", body: { nOTP: "12345", sPassword: "Secret@123" }, message: "Please enter a valid 4 digit OTP" },
  { rule: "short new password on reset", path: "/auth/password/reset", body: { nOTP: "1234", sPassword: "short" }, message: "Password need to be 8 to 16 characters" },
  { rule: "forgot: neither e-mail nor mobile", path: "/auth/password/forgot", body: { sEmail: "nonsense" }, message: "Enter a valid Email id or Mobile number" },
  { rule: "forgot: empty", path: "/auth/password/forgot", body: { sEmail: "" }, message: "Enter a valid Email id or Mobile number" },
  { rule: "resend: nothing to send to", path: "/auth/otp/resend", body: {}, message: "Enter a valid Email id or Mobile number" },
  { rule: "resend: short mobile", path: "/auth//otp/resend", body: { sMobile: "+91123" }, message: "Mobile number should be 10 digit." },
  { rule: "e-mail resend: bad address", path: "/auth/email/resend", body: { sEmail: "x" }, message: "Enter a valid Email id" },
];

const PROFILE: Row[] = [
  ["11-character user name", { sUserName: "abcdefghijk" }, "Enter username between 2 to 10 characters"],
  ["invalid e-mail", { sEmail: "bad" }, "Please enter valid Email"],
  ["e-mail of spaces", { sEmail: "   " }, "Please enter your Email"],
  ["e-mail over 364 characters", { sEmail: `${"a".repeat(360)}@example.com` }, "Please enter valid Email"],
  ["invalid mobile", { sMobile: "12345" }, "Please enter valid Mobile Number"],
  ["mobile of spaces", { sMobile: "  " }, "Please enter Mobile Number"],
  ["day-first date of birth", { dDob: "31-12-1990" }, "Please enter a valid date of birth (MM-DD-YYYY)"],
  ["17 years old", { dDob: years(17) }, "You must be at least 18 years old."],
  ["postal code starting with 0", { nPinCode: "012345" }, "Please enter valid postal code"],
  ["5-digit postal code", { nPinCode: 12345 }, "Please enter valid postal code"],
  ["7-digit postal code", { nPinCode: "1234567" }, "Please enter valid postal code"],
  ["full name over 100 characters", { sFullName: "R".repeat(101) }, "Full name can be at most 100 characters"],
  ["full name with digits", { sFullName: "R2 D2" }, "Please enter a valid full name"],
  ["address line over 100 characters", { sAddressLine1: "x".repeat(101) }, "Address line 1 can be at most 100 characters"],
  ["city over 100 characters", { sCity: "x".repeat(101) }, "City can be at most 100 characters"],
  ["unknown state", { sState: "Atlantis" }, "Please select a valid state"],
  ["NUL byte in an address line", { sAddressLine1: "12\u0000MG Road" }, "Address line 1 can be at most 100 characters"],
  ["e-mail change with a 5-character password", { sEmail: "new@example.com", sPassword: "12345" }, "Must contain minimum 6 characters"],
].map(([rule, body, message]) => ({ rule: rule as string, path: "/profile", body: body as Record<string, unknown>, message: message as string, auth: true }));

const bank = { sBankName: "State Bank", sAccountNo: "12345678901", sIFSC: "SBIN0001234", sAccountHolderName: "Ravi Kumar" };
const BANK: Row[] = [
  ["empty bank name", { sBankName: "" }, "Please enter the bank name"],
  ["bank name with a digit", { sBankName: "HDFC 1" }, "Please enter a valid bank name"],
  ["bank name over 50 characters", { sBankName: "B".repeat(51) }, "Please enter a valid bank name"],
  ["empty account number", { sAccountNo: "" }, "Please enter the account number"],
  ["10-digit account number", { sAccountNo: "1234567890" }, "Please enter a valid account number"],
  ["17-digit account number", { sAccountNo: "12345678901234567" }, "Please enter a valid account number"],
  ["account number not confirmed", { sConfirmAccountNo: "12345678902" }, "Account Number don't match"],
  ["empty IFSC", { sIFSC: "" }, "Please enter the IFSC code"],
  ["IFSC without the 0", { sIFSC: "SBIN1234567" }, "Please enter a valid IFSC code"],
  ["empty holder name", { sAccountHolderName: "" }, "Please enter the account holder name"],
  ["holder name with a symbol", { sAccountHolderName: "R@vi" }, "Please enter a valid account holder name"],
].map(([rule, patch, message]) => ({ rule: rule as string, path: "/profile/bank", body: { ...bank, ...(patch as object) }, message: message as string, auth: true }));

const KYC_AGENT_PASSWORD: Row[] = [
  { rule: "empty PAN", path: "/profile/zoop/kyc", body: { sPanNumber: "", dDOB: "15-01-1990" }, message: "Please enter PAN number", auth: true },
  { rule: "PAN with 5 digits", path: "/profile/zoop/kyc", body: { sPanNumber: "ABCDE12345", dDOB: "15-01-1990" }, message: "Invalid PAN Number", auth: true },
  { rule: "PAN date of birth not DD-MM-YYYY", path: "/profile/zoop/kyc", body: { sPanNumber: "ABCDE1234G", dDOB: "1990-01-15" }, message: "Please enter a valid date of birth (DD-MM-YYYY)", auth: true },
  { rule: "Aadhaar starting with 1", path: "/profile/zoop/adhaar/sendOtp", body: { sAdharNumber: "123456789012" }, message: "Invalid Aadhaar Number", auth: true },
  { rule: "11-digit Aadhaar", path: "/profile/zoop/adhaar/verifyOtp", body: { sAdharNumber: "23456789012", nOTP: "123456", sRequestId: "x" }, message: "Invalid Aadhaar Number", auth: true },
  { rule: "Aadhaar status with a bad number", path: "/profile/zoop/kyc/digilocker/adhaar/status", body: { sAdharNumber: "2345", request_id: "x" }, message: "Invalid Aadhaar Number", auth: true },
  { rule: "5-character agent id", path: "/profile/setAgent", body: { sAgentId: "ABC12" }, message: "Agent id must be 6 characters", auth: true },
  { rule: "no current password", path: "/profile/update/password", body: { sPassword: "", sNewPassword: "NewPass@12" }, message: "Enter your current password", auth: true },
  { rule: "no new password", path: "/profile/update/password", body: { sPassword: "Secret@123", sNewPassword: "" }, message: "Enter new password", auth: true },
  { rule: "new password too short", path: "/profile/update/password", body: { sPassword: "Secret@123", sNewPassword: "Ab@1" }, message: "Password need to be 8 to 16 characters", auth: true },
  { rule: "new password without upper case and special", path: "/profile/update/password", body: { sPassword: "Secret@123", sNewPassword: "abcdefgh1" }, message: "Password need to be 8 to 16 characters", auth: true },
  { rule: "new password over 12 (the 6-12 reading)", path: "/profile/update/password", body: { sPassword: "Secret@123", sNewPassword: "Abcdefgh@1234" }, message: "It must contain minimum 6 characters and maximum 12 characters.", auth: true },
  { rule: "repeat left empty", path: "/profile/update/password", body: { sPassword: "Secret@123", sNewPassword: "NewPass@12", sConfirmPassword: "" }, message: "Enter new password again", auth: true },
  { rule: "repeat differs", path: "/profile/update/password", body: { sPassword: "Secret@123", sNewPassword: "NewPass@12", sConfirmPassword: "Other@123" }, message: "Passwords don't match", auth: true },
  { rule: "new password same as current", path: "/profile/update/password", body: { sPassword: "Secret@123", sNewPassword: "Secret@123" }, message: "Current password and new password can't be same", auth: true },
];

const contact = { sName: "Ravi", sEmail: "ravi@example.com", sSubject: "Withdrawal", sMessage: "My withdrawal is pending since yesterday." };
const CONTACT: Row[] = [
  ["empty name", { sName: "  " }, "Name is required"],
  ["1-character name", { sName: " R " }, "Name must be at least 2 characters long"],
  ["empty e-mail", { sEmail: "" }, "Email is required"],
  ["bad e-mail", { sEmail: "ravi@example" }, "Please enter a valid email address"],
  ["empty subject", { sSubject: "" }, "Subject is required"],
  ["4-character subject", { sSubject: " Help " }, "Subject must be at least 5 characters long"],
  ["empty message", { sMessage: "" }, "Message is required"],
  ["9-character message", { sMessage: "Need help" }, "Message must be at least 10 characters long"],
  ["NUL byte in the message", { sMessage: "Please help\u0000 me now" }, "Message is required"],
].map(([rule, patch, message]) => ({ rule: rule as string, path: "/support/contactus", body: { ...contact, ...(patch as object) }, message: message as string }));

const LOCATION: Row[] = [
  { rule: "no coordinates", path: "/location/check", body: {}, message: "Please send a valid latitude and longitude." },
  { rule: "latitude beyond 90", path: "/location/check", body: { nLatitude: 91, nLongitude: 77 }, message: "Please send a valid latitude and longitude." },
  { rule: "longitude not a number", path: "/location/check", body: { latitude: 28.6, longitude: "east" }, message: "Please send a valid latitude and longitude." },
];

describe.each([
  ["Login", LOGIN],
  ["Registration", REGISTER],
  ["Referral, OTP and reset", REFERRAL_AND_OTP],
  ["Profile", PROFILE],
  ["Bank details", BANK],
  ["KYC, agent and change password", KYC_AGENT_PASSWORD],
  ["Contact form", CONTACT],
  ["Location check", LOCATION],
] as const)("%s", (_section, rows) => {
  it.each(rows.map((r) => ({ ...r, name: r.rule })))("$name: '$message'", async (row) => {
    const c = row.auth ? player.client : new ApiClient(platform.url);
    const res = await c.post(row.path, row.body, row.headers);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(row.message);
    expect(res.body.data.message).toBe(row.message);
  });
});

// Issue 21: the same refusals to a Hindi browser (and a player who chose no language) come in Hindi.
it("every one of them is said in Hindi to a Hindi browser, with the same status", async () => {
  const rows = [LOGIN, REGISTER, REFERRAL_AND_OTP, PROFILE, BANK, KYC_AGENT_PASSWORD, CONTACT, LOCATION].flat();
  const english: string[] = [];
  for (const row of rows) {
    const c = row.auth ? player.client : new ApiClient(platform.url);
    const res = await c.post(row.path, row.body, { ...row.headers, "accept-language": "hi-IN,hi;q=0.9" });
    expect(res.status, row.rule).toBe(400);
    if (!/[\u0900-\u097F]/.test(res.body.message)) english.push(`${row.rule}: ${res.body.message}`);
  }
  expect(english).toEqual([]);
});

it("nothing above changed the player's profile", async () => {
  const profile = await player.client.get<{ sUserName: string; sEmail: string; dDob: string; oBanking: { bLocked: boolean } }>("/profile");
  expect(profile.body.data).toMatchObject({ sUserName: player.userName, sEmail: player.email, dDob: "", oBanking: { bLocked: false } });
});
