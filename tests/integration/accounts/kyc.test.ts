import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { queryRows } from "@rummy/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerPlayer, type TestPlayer } from "../../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { REPO_ROOT } from "../../support/server-process.ts";
import { dbOf, one } from "./support.ts";

/**
 * KYC through the sandbox provider, whose outcomes follow the input (game-server/ACCOUNTS.md
 * "KYC sandbox rules"): PAN ending in F fails; Aadhaar ending in 0 does not exist, 9 belongs to
 * another person, 1 denies DigiLocker consent; the Aadhaar OTP is 123456.
 */

let platform: TestPlatform;
beforeAll(async () => {
  platform = await bootTestPlatform("account_kyc");
});
afterAll(async () => platform?.close());

interface KycView {
  eState: string;
  sRejectReason: string;
  sPanNumber: string;
  sAdharNumber: string;
  bPanVerified: boolean;
  bAadhaarVerified: boolean;
  bSuspended: boolean;
}

async function kycOf(p: TestPlayer): Promise<KycView> {
  return (await p.client.get<{ oKYC: KycView }>("/profile")).body.data.oKYC;
}

async function readyPlayer(): Promise<TestPlayer> {
  const p = await registerPlayer(platform.url);
  await p.client.post("/profile", { sFullName: "Meera Iyer", dDob: "07-21-1991" });
  return p;
}

/** A fresh, well-formed PAN: a verified PAN can belong to one account only. */
function freshPan(last = "G"): string {
  const letters = "ABCDEGHJKLMNPQRSTUVWXYZ";
  const pick = () => letters[randomInt(letters.length)] ?? "A";
  return `${pick()}${pick()}${pick()}${pick()}${pick()}${String(randomInt(10_000)).padStart(4, "0")}${last}`;
}

const pan = (p: TestPlayer, number: string) => p.client.post<{ request_id: string; eState: string }>("/profile/zoop/kyc", { sPanNumber: number, dDOB: "21-07-1991" });
const sendOtp = (p: TestPlayer, aadhaar: string) => p.client.post<{ request_id: string; eState: string }>("/profile/zoop/adhaar/sendOtp", { sAdharNumber: aadhaar });
const verifyOtp = (p: TestPlayer, aadhaar: string, requestId: string, otp = "123456") =>
  p.client.post<{ eState: string }>("/profile/zoop/adhaar/verifyOtp", { sAdharNumber: aadhaar, nOTP: otp, sRequestId: requestId });

describe("sandbox KYC", () => {
  it("empty, then pending after PAN, then approved after the Aadhaar OTP", async () => {
    const p = await readyPlayer();
    expect((await kycOf(p)).eState).toBe("");
    const number = freshPan();
    const first = await pan(p, number.toLowerCase());
    expect(first.status).toBe(200);
    expect(first.body.data.request_id).toMatch(/^sbx-pan-/);
    expect(first.body.data.eState).toBe("pending");
    expect(await kycOf(p)).toMatchObject({ eState: "pending", sPanNumber: number, bPanVerified: true, bAadhaarVerified: false });

    const otp = await sendOtp(p, "2345 6789 0123");
    expect(otp.status).toBe(200);
    const wrong = await verifyOtp(p, "234567890123", otp.body.data.request_id, "654321");
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Invalid OTP.");
    const done = await verifyOtp(p, "234567890123", otp.body.data.request_id);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Aadhaar KYC status updated");
    expect(done.body.data.eState).toBe("approved");
    expect(await kycOf(p)).toMatchObject({ eState: "approved", sAdharNumber: "XXXX XXXX 0123", bAadhaarVerified: true, sRejectReason: "" });
    const stored = await one<{ aadhaar_last4: string }>(platform, sql`SELECT aadhaar_last4 FROM kyc_profiles WHERE user_id = ${p.id}::uuid`);
    expect(stored?.aadhaar_last4).toBe("0123");
    const again = await pan(p, freshPan());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Your KYC is already verified.");
  });

  it("a failure is rejected with its reason; the second suspends KYC until manual review", async () => {
    const p = await readyPlayer();
    const first = await pan(p, "ABCDE1234F");
    expect(first.status).toBe(400);
    expect(first.body.message).toBe("PAN details do not match the records.");
    expect(await kycOf(p)).toMatchObject({ eState: "rejected", sRejectReason: "PAN details do not match the records", bSuspended: false });
    const second = await sendOtp(p, "234567890120");
    expect(second.status).toBe(400);
    expect(second.body.message).toBe("Aadhaar number does not exist. Your KYC is now under manual review.");
    expect(await kycOf(p)).toMatchObject({ eState: "pending", bSuspended: true });
    const third = await pan(p, freshPan());
    expect(third.status).toBe(403);
    expect(third.body.message).toBe("Your KYC is under manual review after 2 failed attempts. We will update you within 72 hours.");
    expect((await p.client.get("/profile/zoop/kyc/digilocker/adhaar")).status).toBe(403);
  });

  it("DigiLocker: consent denied is not a failed attempt; a completed session verifies Aadhaar", async () => {
    const p = await readyPlayer();
    const start = await p.client.get<{ request_id: string; sUrl: string }>("/profile/zoop/kyc/digilocker/adhaar");
    expect(start.status).toBe(200);
    expect(start.body.data.sUrl).toContain(start.body.data.request_id);
    const denied = await p.client.post("/profile/zoop/kyc/digilocker/adhaar/status", { sAdharNumber: "234567890121", request_id: start.body.data.request_id });
    expect(denied.status).toBe(400);
    expect(denied.body.message).toBe("Consent denied by user");
    expect(await kycOf(p)).toMatchObject({ eState: "", bSuspended: false });

    const retry = await p.client.get<{ request_id: string }>("/profile/zoop/kyc/digilocker/adhaar");
    const ok = await p.client.post<{ eState: string; bPending: boolean }>("/profile/zoop/kyc/digilocker/adhaar/status", {
      sAdharNumber: "234567890122",
      request_id: retry.body.data.request_id,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ eState: "pending", bPending: false });
    expect(await kycOf(p)).toMatchObject({ bAadhaarVerified: true, bPanVerified: false, sAdharNumber: "XXXX XXXX 0122" });
    expect((await pan(p, freshPan())).body.data.eState).toBe("approved");
  });

  it("names that differ between PAN and Aadhaar wait for an operator", async () => {
    const p = await readyPlayer();
    await pan(p, freshPan());
    const otp = await sendOtp(p, "234567890129");
    await verifyOtp(p, "234567890129", otp.body.data.request_id);
    expect(await kycOf(p)).toMatchObject({ eState: "pending", sRejectReason: "The names on PAN and Aadhaar differ. Waiting for manual verification." });
  });

  it("refuses KYC without a full name, with a different date of birth, or with a PAN already linked", async () => {
    const bare = await registerPlayer(platform.url);
    const noName = await pan(bare, freshPan());
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe("Please update your full name in your profile before KYC.");

    const p = await readyPlayer();
    const dob = await p.client.post("/profile/zoop/kyc", { sPanNumber: freshPan(), dDOB: "22-07-1991" });
    expect(dob.body.message).toBe("Date of birth does not match your profile.");

    const owner = await readyPlayer();
    const linked = freshPan();
    expect((await pan(owner, linked)).status).toBe(200);
    const taken = await pan(p, linked);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("This PAN is already linked to another account.");
  });

  it("a request id belongs to the player who started it", async () => {
    const a = await readyPlayer();
    const b = await readyPlayer();
    const otp = await sendOtp(a, "234567890123");
    const stolen = await verifyOtp(b, "234567890123", otp.body.data.request_id);
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe("KYC request not found. Please start again.");
  });
});

describe("operator SQL (db/admin/kyc.sql)", () => {
  const cookbook = readFileSync(resolve(REPO_ROOT, "db/admin/kyc.sql"), "utf8");

  /** The commented statement that follows the line starting with `title`, uncommented and filled in. */
  function statement(title: string, userId: string): string {
    const lines = cookbook.split("\n");
    const start = lines.findIndex((l) => l.startsWith(`-- ${title}`));
    const body: string[] = [];
    for (const line of lines.slice(start + 1)) {
      if (!line.startsWith("-- ")) break;
      const text = line.slice(3);
      if (body.length === 0 && !/^(UPDATE|DELETE|SELECT)/.test(text)) continue;
      body.push(text);
    }
    return body.join("\n").replaceAll("<user id>", userId).replaceAll("<operator name>", "test-operator").replaceAll("<reason shown to the player>", "Photo unreadable");
  }

  it("lists the suspended player and approving clears the suspension", async () => {
    const p = await readyPlayer();
    await pan(p, "ABCDE1234F");
    await pan(p, "ABCDE1234F");
    const queue = cookbook.replace(/^--.*$/gm, "").split(";")[0] ?? "";
    const rows = await queryRows<{ id: string }>(dbOf(platform), sql.raw(queue));
    expect(rows.map((r) => r.id)).toContain(p.id);

    await dbOf(platform).execute(sql.raw(statement("Approve", p.id)));
    expect(await kycOf(p)).toMatchObject({ eState: "approved", bSuspended: false });
  });

  it("rejecting shows the operator's reason and allows another try", async () => {
    const p = await readyPlayer();
    await pan(p, "ABCDE1234F");
    await pan(p, "ABCDE1234F");
    await dbOf(platform).execute(sql.raw(statement("Reject", p.id)));
    expect(await kycOf(p)).toMatchObject({ eState: "rejected", sRejectReason: "Photo unreadable", bSuspended: false });
    expect((await pan(p, freshPan())).status).toBe(200);
  });

  it("the summary query runs", async () => {
    const summary = cookbook.slice(cookbook.lastIndexOf("SELECT coalesce"));
    const rows = await queryRows<{ state: string; players: number }>(dbOf(platform), sql.raw(summary));
    expect(rows.length).toBeGreaterThan(0);
  });
});
