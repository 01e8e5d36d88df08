import { runOperation } from "@rummy/db/ledger/index";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, outbox, registerPlayer, type TestPlayer } from "../../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { dbOf, setCompliance } from "./support.ts";

/** SPEC.md section 7 "Account": profile, settings, bank, agent, referral. */

let platform: TestPlatform;
beforeAll(async () => {
  platform = await bootTestPlatform("account_profile");
});
afterAll(async () => platform?.close());

/** Test setup only: an operator adjustment into the player's winnings (a ledger transfer). */
async function credit(userId: string, paise: bigint, key: string): Promise<void> {
  const winnings = { id: `p:${userId}:winnings`, kind: "winnings", currency: "INR" as const, ownerUserId: userId, refId: null, allowNegative: false };
  const source = { id: "s:rake_revenue:INR", kind: "rake_revenue", currency: "INR" as const, ownerUserId: null, refId: null, allowNegative: true };
  await runOperation(dbOf(platform), {
    id: key,
    kind: "test.winnings",
    userId,
    request: { amountPaise: paise },
    accounts: [winnings, source],
    plan: (ctx) => {
      ctx.transfer({ leg: "credit", debit: source.id, credit: winnings.id, amountPaise: paise, code: "adjustment" });
      return { ok: true };
    },
  });
}

type Profile = Record<string, unknown> & {
  sUserName: string;
  sFullName: string;
  sEmail: string;
  sMobile: string;
  dDob: string;
  isEmailVerified: boolean;
  nChips: number;
  nWithdrawable: number;
  oAddress: Record<string, unknown>;
  oKYC: Record<string, unknown>;
  oBanking: Record<string, unknown>;
  sAgentId: string;
};

describe("GET /profile", () => {
  it("answers every field of SPEC.md section 3", async () => {
    const p = await registerPlayer(platform.url);
    const res = await p.client.get<Profile>("/profile");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("success.");
    expect(res.body.data).toMatchObject({
      sUserName: p.userName,
      sFullName: "",
      sEmail: p.email,
      sMobile: p.mobile,
      dDob: "",
      isEmailVerified: false,
      isMobileVerified: true,
      sAvatar: "",
      nChips: 0,
      nPracticeChips: expect.any(Number),
      nWithdrawable: 0,
      nTds: 0,
      userTickets: [],
      oAddress: { sAddressLine1: "", sAddressLine2: "", sLandMark: "", sCity: "", sState: "", nPinCode: null, eState: "" },
      oKYC: { sPanNumber: "", sAdharNumber: "", eState: "", sRejectReason: "" },
      oBanking: { sBankName: "", sIFSC: "", sAccountHolderName: "", sAccountNo: "" },
      oBonus: { nTotalIB: 0, nTotalLB: 0, nUsedIB: 0, nUsedLB: 0 },
    });
  });

  it("balances are the wallet's, fresh after every ledger change", async () => {
    const p = await registerPlayer(platform.url);
    expect((await p.client.get<Profile>("/profile")).body.data.nChips).toBe(0);
    await credit(p.id, 12_345n, `test-credit-1-${p.id}`);
    const first = (await p.client.get<Profile>("/profile")).body.data;
    expect(first).toMatchObject({ nChips: 123.45, nWithdrawable: 123.45 });
    await credit(p.id, 55n, `test-credit-2-${p.id}`);
    expect((await p.client.get<Profile>("/profile")).body.data).toMatchObject({ nChips: 124, nWithdrawable: 124 });
  });

  it("needs a live token", async () => {
    expect((await new ApiClient(platform.url).get("/profile")).status).toBe(401);
    const forged = await new ApiClient(platform.url).get("/profile", { authorization: "Bearer not.a.token" });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe("Authentication Error, Please try logging again");
  });
});

describe("POST /profile", () => {
  let p: TestPlayer;
  beforeAll(async () => {
    p = await registerPlayer(platform.url);
  });

  it("saves only the non-empty fields, dates as MM-DD-YYYY", async () => {
    const res = await p.client.post<Profile>("/profile", {
      sFullName: "  Ravi   Kumar ",
      dDob: "01-15-1990",
      sAddressLine1: "12 MG Road",
      sCity: "",
      sState: "delhi",
      nPinCode: 110001,
      sLandMark: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Profile updated successfully.");
    expect(res.body.data).toMatchObject({
      sFullName: "Ravi Kumar",
      dDob: "01-15-1990",
      oAddress: { sAddressLine1: "12 MG Road", sCity: "", sLandMark: "", sState: "Delhi", nPinCode: 110001 },
    });
    const again = await p.client.post<Profile>("/profile", { sCity: "New Delhi", sFullName: "" });
    expect(again.body.data).toMatchObject({ sFullName: "Ravi Kumar", oAddress: { sCity: "New Delhi", sAddressLine1: "12 MG Road" } });
  });

  it("remembers the interface language (issue 21): none until chosen, then en or hi, nothing else", async () => {
    const q = await registerPlayer(platform.url);
    expect((await q.client.get<Profile>("/profile")).body.data["eLanguage"]).toBe("");
    const hindi = await q.client.post<Profile>("/profile", { eLanguage: "hi" });
    expect(hindi.status).toBe(200);
    expect(hindi.body.data["eLanguage"]).toBe("hi");
    expect((await q.client.get<Profile>("/profile")).body.data["eLanguage"]).toBe("hi");
    const bad = await q.client.post<Profile>("/profile", { eLanguage: "fr" });
    expect(bad.status).toBe(400);
    // The account chose Hindi, so SPEC.md's validation message comes in Hindi.
    expect(bad.body.message).toBe("कृपया सही भाषा चुनें");
    expect((await q.client.get<Profile>("/profile")).body.data["eLanguage"]).toBe("hi");
    expect((await q.client.post<Profile>("/profile", { eLanguage: "en" })).body.data["eLanguage"]).toBe("en");
    expect((await q.client.post<Profile>("/profile", { eLanguage: "fr" })).body.message).toBe("Please select a valid language");
  });

  it("the verified mobile cannot change; the same number is accepted", async () => {
    expect((await p.client.post("/profile", { sMobile: p.mobile })).status).toBe(200);
    const other = await p.client.post("/profile", { sMobile: "+919123456780" });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe("Mobile number cannot be changed once verified.");
  });

  it("a user name another player has is refused", async () => {
    const q = await registerPlayer(platform.url);
    const res = await p.client.post("/profile", { sUserName: q.userName.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This username is already taken.");
    const mine = await p.client.post<Profile>("/profile", { sUserName: "Ravi99" });
    expect(mine.body.data.sUserName).toBe("Ravi99");
  });

  it("an e-mail change needs the password, resets verification and mails a link", async () => {
    const email = `new-${p.id.slice(0, 8)}@example.com`;
    const none = await p.client.post("/profile", { sEmail: email });
    expect(none.body.message).toBe("Must contain minimum 6 characters");
    const wrong = await p.client.post("/profile", { sEmail: email, sPassword: "Wrong@1234" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Invalid credentials");
    const ok = await p.client.post<Profile>("/profile", { sEmail: email.toUpperCase(), sPassword: p.password });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ sEmail: email, isEmailVerified: false });
    const [mail] = await outbox(platform.url, email);
    expect(mail?.sBody).toContain("/api/v1/auth/email/verify?verification=");
  });
});

describe("GET /setting", () => {
  it("is public and carries SPEC.md's account data and the compliance policy", async () => {
    const res = await new ApiClient(platform.url).get<Record<string, unknown>>("/setting");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      oMaintenance: { eMode: "disabled" },
      aPrivateTableRange: expect.arrayContaining([{ nTablePoint: 0.05 }]),
      aRestrictedState: expect.arrayContaining(["Tamil Nadu", "Telangana"]),
      oPurchaseRange: { nMinimum: 99, nMaximum: 49_999 },
      aAddCashPack: expect.any(Array),
      aReportDropDown: expect.arrayContaining(["Other"]),
      eUPIPaymentMode: expect.any(String),
      oCompliance: { moneyGamesEnabled: false, withdrawalsEnabled: true, minimumAge: 18, restrictedStates: expect.arrayContaining(["Assam"]) },
    });
  });

  it("shows an operator's SQL edit", async () => {
    await setCompliance(platform, { moneyGamesEnabled: true });
    const res = await new ApiClient(platform.url).get<{ oCompliance: { moneyGamesEnabled: boolean } }>("/setting");
    expect(res.body.data.oCompliance.moneyGamesEnabled).toBe(true);
    await setCompliance(platform, { moneyGamesEnabled: false });
  });
});

describe("bank details", () => {
  const bank = { sBankName: "State Bank", sAccountNo: "12345678901", sConfirmAccountNo: "12345678901", sIFSC: "sbin0001234" };

  it("need a verified PAN whose name matches the holder, then lock", async () => {
    const p = await registerPlayer(platform.url);
    const early = await p.client.post("/profile/bank", { ...bank, sAccountHolderName: "Ravi Kumar" });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe("Please verify your PAN before adding bank details.");
    await p.client.post("/profile", { sFullName: "Ravi Kumar", dDob: "01-15-1990" });
    expect((await p.client.post("/profile/zoop/kyc", { sPanNumber: "ABCDE1234G", dDOB: "15-01-1990" })).status).toBe(200);
    const mismatch = await p.client.post("/profile/bank", { ...bank, sAccountHolderName: "Someone Else" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe("Account holder name must match the name on your PAN.");
    const saved = await p.client.post<Profile>("/profile/bank", { ...bank, sAccountHolderName: "KUMAR  Ravi" });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Bank details saved successfully.");
    expect(saved.body.data.oBanking).toMatchObject({ sBankName: "State Bank", sIFSC: "SBIN0001234", sAccountNo: "12345678901", bLocked: true });
    const again = await p.client.post("/profile/bank", { ...bank, sAccountHolderName: "Ravi Kumar" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Bank details are already saved and cannot be changed.");
  });
});

describe("agent and referral", () => {
  it("an agent is joined once", async () => {
    const p = await registerPlayer(platform.url);
    const res = await p.client.post("/profile/setAgent", { sAgentId: "ag12cd" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Agent joined successfully.");
    expect((await p.client.get<Profile>("/profile")).body.data.sAgentId).toBe("AG12CD");
    const again = await p.client.post("/profile/setAgent", { sAgentId: "ZZ99ZZ" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You have already joined an agent.");
  });

  it("the referral code and an invite link that carries it", async () => {
    const p = await registerPlayer(platform.url);
    const res = await p.client.post<{ sReferralCode: string; sReferralLink: string }>("/profile/generate/referral", {});
    expect(res.status).toBe(200);
    expect(res.body.data.sReferralCode).toMatch(/^[A-Z2-9]{8}$/);
    const link = new URL(res.body.data.sReferralLink);
    expect(link.searchParams.get("sReferralCode")).toBe(res.body.data.sReferralCode);
    const check = await new ApiClient(platform.url).post<{ iReferredBy: string }>("/auth/verify/referral", { sReferralCode: res.body.data.sReferralCode });
    expect(check.body.data.iReferredBy).toBe(p.id);
  });
});

describe("after KYC approval", () => {
  it("the KYC-verified fields are locked, others are not", async () => {
    const p = await registerPlayer(platform.url);
    await p.client.post("/profile", { sFullName: "Asha Rao", dDob: "03-04-1992", sCity: "Pune" });
    await dbOf(platform).execute(sql`INSERT INTO kyc_profiles (user_id, state) VALUES (${p.id}::uuid, 'approved')`);
    const locked = await p.client.post("/profile", { sCity: "Mumbai" });
    expect(locked.status).toBe(400);
    expect(locked.body.message).toBe("Profile details cannot be changed after your KYC is approved.");
    expect((await p.client.post("/profile", { sCity: "Pune", sUserName: "asharao" })).status).toBe(200);
  });
});
