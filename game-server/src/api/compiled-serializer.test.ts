import { profileResponse } from "@rummy/shared-rules/contract/profile-replies";
import { describe, expect, it } from "vitest";
import { compiledSerializer } from "./compiled-serializer.ts";

const write = compiledSerializer(profileResponse)({ schema: profileResponse, method: "GET", url: "/profile", httpStatus: "200" });

const profile = {
  _id: "u1",
  sUserName: "ravi",
  sFullName: "Ravi Kumar",
  sEmail: "ravi@example.com",
  sMobile: "+919876543210",
  dDob: "01-15-1990",
  eGender: "male",
  eLanguage: "hi",
  isEmailVerified: false,
  isMobileVerified: true,
  sAvatar: "",
  nChips: 1500.5,
  nPracticeChips: 10_000,
  nWithdrawable: 0,
  nTds: 0,
  userTickets: [],
  oAddress: { sAddressLine1: "", sAddressLine2: "", sLandMark: "", sCity: "Delhi", sState: "Delhi", nPinCode: null, eState: "" },
  oKYC: { sPanNumber: "", sAdharNumber: "", eState: "", sRejectReason: "", bPanVerified: false, bAadhaarVerified: false, bSuspended: false },
  oBanking: { sBankName: "", sIFSC: "", sAccountHolderName: "", sAccountNo: "", bLocked: false },
  oBonus: { nTotalIB: 0, nTotalLB: 25, nUsedIB: 0, nUsedLB: 0 },
  sReferralCode: "RAVI01",
  sAgentId: "",
  dCreatedDate: "2026-01-01T00:00:00.000Z",
};

describe("a reply written by a serializer compiled from its contract schema", () => {
  it("writes what the zod schema's parse gives, field for field", () => {
    const reply = { message: "success.", data: profile };
    expect(JSON.parse(write(reply))).toEqual(profileResponse.parse(reply));
  });

  it("drops fields the contract does not name, as the zod serializer does", () => {
    const written = JSON.parse(write({ message: "success.", data: { ...profile, passwordHash: "secret" } })) as { data: Record<string, unknown> };
    expect(written.data).not.toHaveProperty("passwordHash");
  });

  it("fails the reply rather than send a profile missing a field", () => {
    const { sUserName: _gone, ...partial } = profile;
    expect(() => write({ message: "success.", data: partial })).toThrow(/sUserName/);
  });
});
