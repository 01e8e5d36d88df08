import { describe, expect, it } from "vitest";
import { BANK_MESSAGES as B, validateBank, type BankValues } from "./bank-form.ts";
import { canSubmitPasswords, PASSWORD_MESSAGES as P, validatePasswords, type PasswordValues } from "./change-password.ts";
import { aadhaarError, agentError, cleanAadhaar, cleanAgent, cleanPan, dobDayFirst, KYC_MESSAGES as K, maskedAadhaar, otpError, panError } from "./kyc-form.ts";
import { dobToApi, dobToInput, PROFILE_MESSAGES as M, profilePayload, validateProfile, type ProfileValues } from "./profile-form.ts";

const today = new Date(2025, 10, 7); // 7 November 2025

const profile: ProfileValues = {
  sUserName: "ravi99",
  sFullName: "Ravi Kumar",
  sEmail: "ravi@example.com",
  sMobile: "9876543210",
  dDob: "1990-05-17",
  sAddressLine1: "12 MG Road",
  sAddressLine2: "",
  sLandMark: "",
  sCity: "Pune",
  sState: "Maharashtra",
  nPinCode: "411001",
  sPassword: "",
};

describe("Basic Info messages", () => {
  it.each<[Partial<ProfileValues>, keyof ProfileValues, string]>([
    [{ sUserName: "" }, "sUserName", M.userNameEmpty],
    [{ sUserName: "a" }, "sUserName", M.userName],
    [{ sUserName: "abcdefghijk" }, "sUserName", M.userName],
    [{ sUserName: "ab" }, "sUserName", M.userNameShort],
    [{ sUserName: "ab_c" }, "sUserName", M.userNameCharacters],
    [{ sFullName: "  " }, "sFullName", M.fullNameEmpty],
    [{ sFullName: "R2D2" }, "sFullName", M.fullName],
    [{ sFullName: "A".repeat(101) }, "sFullName", M.fullName],
    [{ sEmail: "" }, "sEmail", M.emailEmpty],
    [{ sEmail: "ravi@example" }, "sEmail", M.email],
    [{ sEmail: `${"a".repeat(360)}@x.com` }, "sEmail", M.email],
    [{ sMobile: "" }, "sMobile", M.mobileEmpty],
    [{ sMobile: "5876543210" }, "sMobile", M.mobile],
    [{ sMobile: "98765" }, "sMobile", M.mobile],
    [{ dDob: "2007-11-08" }, "dDob", M.underAge],
    [{ dDob: "2023-02-30" }, "dDob", M.dob],
    [{ nPinCode: "011001" }, "nPinCode", M.pinCode],
    [{ nPinCode: "41100" }, "nPinCode", M.pinCode],
    [{ sState: "Atlantis" }, "sState", M.state],
    [{ sEmail: "new@example.com", sPassword: "12345" }, "sPassword", M.emailPassword],
  ])("%o -> %s: %s", (change, field, message) => {
    expect(validateProfile({ ...profile, ...change }, profile, today)[field]).toBe(message);
  });

  it("accepts a complete profile, an 18th birthday today and an email change with its password", () => {
    expect(validateProfile(profile, profile, today)).toEqual({});
    expect(validateProfile({ ...profile, dDob: "2007-11-07" }, profile, today)).toEqual({});
    expect(validateProfile({ ...profile, sEmail: "new@example.com", sPassword: "secret1" }, profile, today)).toEqual({});
  });

  it("sends only non-empty fields, the date as MM-DD-YYYY, and the password only with a new email", () => {
    expect(profilePayload(profile, profile, true)).toEqual({
      sUserName: "ravi99",
      sFullName: "Ravi Kumar",
      dDob: "05-17-1990",
      sAddressLine1: "12 MG Road",
      sCity: "Pune",
      sState: "Maharashtra",
      nPinCode: "411001",
      sEmail: "ravi@example.com",
    });
    const changed = profilePayload({ ...profile, sEmail: "new@example.com", sPassword: "secret1" }, profile, false);
    expect(changed).toMatchObject({ sEmail: "new@example.com", sPassword: "secret1", sMobile: "+919876543210" });
  });

  it("converts dates both ways", () => {
    expect(dobToInput("05-17-1990")).toBe("1990-05-17");
    expect(dobToApi("1990-05-17")).toBe("05-17-1990");
    expect(dobToInput("")).toBe("");
  });
});

const bank: BankValues = { sBankName: "State Bank", sAccountHolderName: "Ravi Kumar", sAccountNo: "123456789012", sConfirmAccountNo: "123456789012", sIFSC: "SBIN0001234" };

describe("bank details messages", () => {
  it.each<[Partial<BankValues>, keyof BankValues, string]>([
    [{ sBankName: "" }, "sBankName", B.bankNameEmpty],
    [{ sBankName: "Bank 1" }, "sBankName", B.bankName],
    [{ sBankName: "B".repeat(51) }, "sBankName", B.bankName],
    [{ sAccountHolderName: " " }, "sAccountHolderName", B.holderEmpty],
    [{ sAccountHolderName: "Ravi.K" }, "sAccountHolderName", B.holder],
    [{ sAccountNo: "" }, "sAccountNo", B.accountEmpty],
    [{ sAccountNo: "1234567890" }, "sAccountNo", B.account],
    [{ sConfirmAccountNo: "" }, "sConfirmAccountNo", B.confirmEmpty],
    [{ sConfirmAccountNo: "123456789013" }, "sConfirmAccountNo", B.confirm],
    [{ sIFSC: "" }, "sIFSC", B.ifscEmpty],
    [{ sIFSC: "SBIN1001234" }, "sIFSC", B.ifsc],
    [{ sIFSC: "SBI00012345" }, "sIFSC", B.ifsc],
  ])("%o -> %s: %s", (change, field, message) => expect(validateBank({ ...bank, ...change })[field]).toBe(message));

  it("accepts valid details", () => expect(validateBank(bank)).toEqual({}));
});

describe("KYC and agent messages", () => {
  it.each([
    ["", K.panEmpty],
    ["ABCDE1234", K.pan],
    ["ABCD12345F", K.pan],
    ["ABCDE1234F", null],
  ])("PAN %j -> %s", (pan, message) => expect(panError(pan)).toBe(message));

  it.each([
    ["", K.aadhaarEmpty],
    ["123456789012", K.aadhaar],
    ["23456789012", K.aadhaar],
    ["234567890123", null],
  ])("Aadhaar %j -> %s", (aadhaar, message) => expect(aadhaarError(aadhaar)).toBe(message));

  it.each([
    ["12345", K.otp],
    ["123456", null],
  ])("OTP %j -> %s", (otp, message) => expect(otpError(otp)).toBe(message));

  it.each([
    ["AB12C", K.agent],
    ["AB12CD", null],
  ])("agent %j -> %s", (agent, message) => expect(agentError(agent)).toBe(message));

  it("cleans what is typed and formats what is shown", () => {
    expect(cleanPan("abcde 1234f9")).toBe("ABCDE1234F");
    expect(cleanAadhaar("2345 6789 0123 99")).toBe("234567890123");
    expect(cleanAgent("ab-12cd9")).toBe("AB12CD");
    expect(dobDayFirst("1990-05-17")).toBe("17-05-1990");
    expect(maskedAadhaar("234567890123")).toBe("XXXX XXXX 0123");
  });
});

const pw = (current: string, next: string, repeat: string): PasswordValues => ({ current, next, repeat });

describe("change password messages", () => {
  it.each<[PasswordValues, keyof PasswordValues, string]>([
    [pw("", "Secret@12", "Secret@12"), "current", P.current],
    [pw("Old@1234", "", ""), "next", P.newEmpty],
    [pw("Old@1234", "Secret@12", ""), "repeat", P.repeatEmpty],
    [pw("Old@1234", "Se@1", "Se@1"), "next", P.rule],
    [pw("Old@1234", "secret@12", "secret@12"), "next", P.rule],
    [pw("Old@1234", "SECRET@12", "SECRET@12"), "next", P.rule],
    [pw("Old@1234", "Secret@ab", "Secret@ab"), "next", P.rule],
    [pw("Old@1234", "Secret123", "Secret123"), "next", P.rule],
    [pw("Old@1234", "Secret@12345678x", "Secret@12345678x"), "next", P.shortRule],
    [pw("Old@1234", "Secret@123456", "Secret@123456"), "next", P.shortRule],
    [pw("Secret@12", "Secret@12", "Secret@12"), "next", P.same],
    [pw("Old@1234", "Secret@12", "Secret@13"), "repeat", P.mismatch],
  ])("%o -> %s: %s", (values, field, message) => expect(validatePasswords(values)[field]).toBe(message));

  it("enables Submit only when all three are filled and valid", () => {
    expect(canSubmitPasswords(pw("Old@1234", "Secret@12", "Secret@12"))).toBe(true);
    expect(canSubmitPasswords(pw("", "Secret@12", "Secret@12"))).toBe(false);
    expect(canSubmitPasswords(pw("Old@1234", "Secret@12", "Secret@1"))).toBe(false);
  });
});
