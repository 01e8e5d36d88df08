import { profileResponse } from "@rummy/shared-rules/contract/profile-replies";
import { afterAll, beforeAll, expect, it } from "vitest";
import { registerPlayer } from "../../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";

/**
 * One player's whole account journey, start to end: the quick check that the account API hangs
 * together. Each step is covered in depth by the other files of this folder.
 */

let platform: TestPlatform;
beforeAll(async () => {
  platform = await bootTestPlatform("smoke");
});
afterAll(async () => platform?.close());

it("register, profile, settings, KYC, bank, location, report, logout", async () => {
  const p = await registerPlayer(platform.url);
  expect(p.client.token).toBeTruthy();

  const profile = await p.client.get<{ sUserName: string; nChips: number; isMobileVerified: boolean }>("/profile");
  expect(profile.status).toBe(200);
  expect(profile.body.data).toMatchObject({ sUserName: p.userName, nChips: 0, isMobileVerified: true });
  // Written by a serializer compiled from the contract's schema: the bytes read back as exactly what the schema parses.
  expect(profileResponse.parse(profile.body)).toEqual(profile.body);

  const settings = await p.client.get<{ oPurchaseRange: { nMinimum: number } }>("/setting");
  expect(settings.status).toBe(200);
  expect(settings.body.data.oPurchaseRange.nMinimum).toBe(99);

  const updated = await p.client.post<{ sFullName: string; dDob: string; oAddress: { sState: string; nPinCode: number } }>("/profile", {
    sFullName: "Ravi Kumar",
    dDob: "01-15-1990",
    nPinCode: 110001,
    sState: "delhi",
  });
  expect(updated.status).toBe(200);
  expect(updated.body.data).toMatchObject({ sFullName: "Ravi Kumar", dDob: "01-15-1990", oAddress: { sState: "Delhi", nPinCode: 110001 } });

  const pan = await p.client.post<{ eState: string }>("/profile/zoop/kyc", { sPanNumber: "SMOKE1234K", dDOB: "15-01-1990" });
  expect(pan.status).toBe(200);
  expect(pan.body.data.eState).toBe("pending");
  const otp = await p.client.post<{ request_id: string }>("/profile/zoop/adhaar/sendOtp", { sAdharNumber: "234567890123" });
  const aadhaar = await p.client.post<{ eState: string }>("/profile/zoop/adhaar/verifyOtp", { sAdharNumber: "234567890123", nOTP: "123456", sRequestId: otp.body.data.request_id });
  expect(aadhaar.body).toMatchObject({ message: "Aadhaar KYC status updated", data: { eState: "approved" } });

  const bank = await p.client.post<{ oBanking: { bLocked: boolean } }>("/profile/bank", { sBankName: "State Bank", sAccountNo: "12345678901", sIFSC: "sbin0001234", sAccountHolderName: "Kumar Ravi" });
  expect(bank.status).toBe(200);
  expect(bank.body.data.oBanking.bLocked).toBe(true);

  const here = await p.client.post<{ sState: string }>("/location/check", { nLatitude: 28.61, nLongitude: 77.21 });
  expect(here.body.data.sState).toBe("Delhi");

  const form = new FormData();
  form.append("eCategory", "Other");
  form.append("sDescription", "Smoke test report");
  expect((await p.client.upload("/support/addTicket", form)).status).toBe(200);

  expect((await p.client.get("/profile/logout")).status).toBe(200);
  const after = await p.client.get("/profile");
  expect(after.status).toBe(401);
  expect(after.body.message).toBe("Authentication Error, Please try logging again");
});
