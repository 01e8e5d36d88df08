import { schema, type Db } from "@rummy/db";
import { runOperation } from "@rummy/db/ledger/index";
import { eq, sql } from "drizzle-orm";
import { signWebhook } from "@rummy/game-server/providers/payments/webhook-signature";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { registerPlayer, type TestPlayer } from "../../support/accounts.ts";

/** Payments suites: the real platform with money games switched on, and players set up for cash. */
export const SANDBOX_SECRET = "payments-suite-sandbox-webhook-secret";

export async function bootPayments(label: string, env: Record<string, string> = {}, options: Parameters<typeof bootTestPlatform>[2] = {}): Promise<TestPlatform> {
  const platform = await bootTestPlatform(label, { SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET, PAYMENT_POLL_INTERVAL_MS: "600000", ...env }, options);
  await setCompliance(platform.running.platform.db, { moneyGamesEnabled: true });
  return platform;
}

/** Merges keys into the `compliance` settings row (operators do this in SQL). */
export async function setCompliance(db: Db, patch: Record<string, unknown>): Promise<void> {
  await db.execute(sql`UPDATE settings SET value = value || ${JSON.stringify(patch)}::jsonb WHERE key = 'compliance'`);
}

/** Merges keys into the `payments` policy row; `withdrawal` is merged one level deeper. */
export async function setPaymentsPolicy(db: Db, patch: { withdrawal?: Record<string, number>; [key: string]: unknown }): Promise<void> {
  const { withdrawal, ...rest } = patch;
  if (withdrawal) {
    await db.execute(sql`UPDATE settings SET value = jsonb_set(value, '{withdrawal}', (value->'withdrawal') || ${JSON.stringify(withdrawal)}::jsonb) WHERE key = 'payments'`);
  }
  if (Object.keys(rest).length > 0) await db.execute(sql`UPDATE settings SET value = value || ${JSON.stringify(rest)}::jsonb WHERE key = 'payments'`);
}

export const db = (p: TestPlatform): Db => p.running.platform.db;

/**
 * A registered adult with basic KYC (a verified PAN); with `kyc` full KYC (PAN + Aadhaar approved).
 * Unless `located` is false, a location check from Maharashtra is on record as just made (the
 * deposit and cash gates need one; tests/security/location.test.ts makes its own).
 */
export async function cashPlayer(p: TestPlatform, options: { kyc?: boolean; located?: boolean } = {}): Promise<TestPlayer> {
  const player = await registerPlayer(p.url);
  const location = options.located === false ? {} : { lastKnownState: "Maharashtra", lastLocationAt: new Date() };
  await db(p).update(schema.users).set({ dob: "1990-01-15", state: "Maharashtra", ...location }).where(eq(schema.users.id, player.id));
  if (options.kyc) await approveKyc(db(p), player.id);
  else await db(p).insert(schema.kycProfiles).values({ userId: player.id, state: "pending", panNumber: "ABCDE1234F", panName: "TEST PLAYER", panVerifiedAt: new Date() });
  return player;
}

export async function approveKyc(database: Db, userId: string): Promise<void> {
  const now = new Date();
  await database
    .insert(schema.kycProfiles)
    .values({ userId, state: "approved", panNumber: "ABCDE1234F", panName: "TEST PLAYER", panVerifiedAt: now, aadhaarLast4: "1234", aadhaarVerifiedAt: now })
    .onConflictDoUpdate({ target: schema.kycProfiles.userId, set: { state: "approved", panVerifiedAt: now, aadhaarVerifiedAt: now } });
}

/**
 * Test setup only: puts winnings in a player's account as an operator adjustment from the rake
 * revenue account (a system account), so withdrawal tests need no table play.
 */
export async function giveWinnings(database: Db, userId: string, paise: bigint, key: string): Promise<void> {
  const winnings = { id: `p:${userId}:winnings`, kind: "winnings", currency: "INR" as const, ownerUserId: userId, refId: null, allowNegative: false };
  const source = { id: "s:rake_revenue:INR", kind: "rake_revenue", currency: "INR" as const, ownerUserId: null, refId: null, allowNegative: true };
  await runOperation(database, {
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

/** A Razorpay-format webhook for a sandbox order, signed like the sandbox (and Razorpay) sign them. */
export function webhookFor(event: string, orderId: string, paymentId: string, amountPaise: number, eventId: string, secret = SANDBOX_SECRET) {
  const status = event === "payment.failed" ? "failed" : "captured";
  const body = JSON.stringify({
    entity: "event",
    event,
    contains: ["payment"],
    payload: { payment: { entity: { id: paymentId, entity: "payment", amount: amountPaise, currency: "INR", status, order_id: orderId } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  return { body, headers: { "content-type": "application/json", "x-razorpay-signature": signWebhook(body, secret), "x-razorpay-event-id": eventId } };
}

export async function postWebhook(baseUrl: string, hook: { body: string; headers: Record<string, string> }, provider = "sandbox"): Promise<number> {
  const res = await fetch(`${baseUrl}/api/v1/transaction/webhook/${provider}`, { method: "POST", headers: hook.headers, body: hook.body });
  await res.text();
  return res.status;
}

export async function balances(database: Db, userId: string): Promise<Record<string, bigint>> {
  const rows = (await database.execute(
    sql`SELECT kind, credits_posted_paise - debits_posted_paise - debits_pending_paise AS available FROM ledger_accounts WHERE owner_user_id = ${userId}::uuid`,
  )) as unknown as { kind: string; available: string }[];
  const list = Array.isArray(rows) ? rows : ((rows as unknown as { rows: { kind: string; available: string }[] }).rows ?? []);
  return Object.fromEntries(list.map((r) => [r.kind, BigInt(r.available)]));
}

/** The holder name saved with `ownBankAccount`: the PAN name of `cashPlayer`/`approveKyc`, as a person writes it. */
export const OWN_HOLDER_NAME = "Test Player";

/**
 * Saves the player's payout bank account through `POST /profile/bank` (the PAN must be verified):
 * withdrawals to a bank go only to this account (PAYMENTS.md "Payout destinations"). The sandbox
 * bank picks a payout's outcome from the account number's last digits.
 */
export async function ownBankAccount(player: TestPlayer, accountNo: string, ifsc = "HDFC0001234"): Promise<void> {
  const res = await player.client.post("/profile/bank", { sBankName: "HDFC Bank", sAccountNo: accountNo, sIFSC: ifsc, sAccountHolderName: OWN_HOLDER_NAME });
  if (res.status !== 200) throw new Error(`saving the bank account failed: ${res.status} ${res.body.message}`);
}

/** Verifies a UPI id for the player through `POST /profile/upi/verify`: UPI withdrawals go only to such ids. */
export async function ownUpiId(player: TestPlayer, vpa: string): Promise<void> {
  const res = await player.client.post("/profile/upi/verify", { sVpa: vpa });
  if (res.status !== 200) throw new Error(`verifying the UPI id failed: ${res.status} ${res.body.message}`);
}
