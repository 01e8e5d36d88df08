import { bankAccounts, kycProfiles, users } from "@rummy/db/schema/index";
import { eq, sql } from "drizzle-orm";
import type { Platform } from "../platform/ports.ts";
import { hashPassword } from "../services/auth/passwords.ts";

/**
 * Demo players for `npm start` outside production (game-server/ACCOUNTS.md "Demo logins"). All
 * have verified mobiles and e-mails and the password `Demo@1234`; demo2 also has approved KYC and
 * bank details, so withdrawals can be tried. Existing rows are left as they are.
 */
export const DEMO_PASSWORD = "Demo@1234";

interface DemoPlayer {
  userName: string;
  fullName: string;
  mobile: string;
  email: string;
  dob: string | null;
  referralCode: string;
  kyc?: { pan: string; aadhaarLast4: string; bank: { bankName: string; ifsc: string; accountNo: string } };
}

export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  { userName: "demo1", fullName: "Demo Player One", mobile: "9000000001", email: "demo1@example.com", dob: "1990-01-15", referralCode: "DEMO1" },
  {
    userName: "demo2",
    fullName: "Demo Player Two",
    mobile: "9000000002",
    email: "demo2@example.com",
    dob: "1988-06-30",
    referralCode: "DEMO2",
    kyc: { pan: "DEMOP1234K", aadhaarLast4: "4321", bank: { bankName: "State Bank of India", ifsc: "SBIN0001234", accountNo: "12345678901" } },
  },
  { userName: "demo3", fullName: "", mobile: "9000000003", email: "demo3@example.com", dob: null, referralCode: "DEMO3" },
];

export async function seedDemoPlayers(platform: Platform): Promise<void> {
  const { db } = platform;
  for (const p of DEMO_PLAYERS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, p.mobile)).limit(1);
    if (existing) continue;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const [row] = await db
      .insert(users)
      .values({
        userName: p.userName,
        fullName: p.fullName,
        email: p.email,
        mobile: p.mobile,
        passwordHash,
        dob: p.dob,
        isEmailVerified: true,
        isMobileVerified: true,
        referralCode: p.referralCode,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Another process seeding at the same moment, or a real player holding one of the identifiers.
    if (!row || !p.kyc) continue;
    const name = p.fullName.toUpperCase();
    await db
      .insert(kycProfiles)
      .values({
        userId: row.id,
        state: "approved",
        panNumber: p.kyc.pan,
        panName: name,
        panVerifiedAt: sql`now()`,
        aadhaarLast4: p.kyc.aadhaarLast4,
        aadhaarName: name,
        aadhaarVerifiedAt: sql`now()`,
        reviewedBy: "demo-seed",
      })
      .onConflictDoNothing();
    await db
      .insert(bankAccounts)
      .values({ userId: row.id, accountHolderName: name, ...p.kyc.bank })
      .onConflictDoNothing();
  }
}
