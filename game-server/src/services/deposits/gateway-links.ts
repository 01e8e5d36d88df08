import { createHash, randomBytes } from "node:crypto";
import { after, type DepositPorts } from "./ports.ts";
import { newTranId } from "../withdrawals/service.ts";
import { amountPaiseOf } from "./amounts.ts";
import { assertDepositAllowed } from "./gates.ts";
import { assertRealMoneyProvider } from "./sandbox-guard.ts";
import { assertPurchaseRange, DEPOSIT_MESSAGES } from "./service.ts";
import { paymentSettings } from "./settings.ts";
import { depositRefusal, GATEWAY_LINK_MESSAGES } from "./errors.ts";
import { gatewayTokenByHash, insertGatewayToken, useGatewayToken } from "./repository.ts";


/**
 * The payment gateway page's link (`/payment-gateway?token=&amount=`, SPEC.md section 2). Its
 * token used to be the 30-day session token, which then sat in browser history, proxy logs and the
 * request log. Now the deposit screen asks for a link first: a random token that pays one
 * bank-debit deposit (this player, this amount, a reference fixed now) once, within
 * `GATEWAY_LINK_TTL_MS`. It is not a session: no other call takes it.
 */
export const GATEWAY_LINK_TTL_MS = 15 * 60_000;
const PREFIX = "pgt_";

export { GATEWAY_LINK_MESSAGES };

export interface GatewayLink {
  readonly token: string;
  readonly userId: string;
  readonly custRefNum: string;
  readonly amountPaise: bigint;
  readonly expiresAt: Date;
}

/** A gateway link's token, told apart from a session token (a JWT) by its prefix. */
export function isGatewayToken(token: string): boolean {
  return token.startsWith(PREFIX);
}

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Issued by the deposit screen in bank mode: the same range and gates as any deposit, checked now. */
export async function issueGatewayLink(ports: DepositPorts, userId: string, amount: unknown): Promise<GatewayLink> {
  const { db } = ports;
  assertRealMoneyProvider(ports, "payouts");
  const settings = await paymentSettings(db);
  const amountPaise = amountPaiseOf(amount, { required: DEPOSIT_MESSAGES.amountRequired, invalid: DEPOSIT_MESSAGES.amountInvalid });
  assertPurchaseRange(amountPaise, settings);
  await assertDepositAllowed(db, userId, settings, ports.clock.now());
  const token = `${PREFIX}${randomBytes(32).toString("base64url")}`;
  const link = { token, userId, custRefNum: newTranId("DD"), amountPaise, expiresAt: after(ports, GATEWAY_LINK_TTL_MS) };
  await insertGatewayToken(db, { userId, tokenHash: hashOf(token), custRefNum: link.custRefNum, amountPaise, expiresAt: link.expiresAt });
  return link;
}

/**
 * Spends a link for a payment of `amountPaise`: 401 when unknown, used or expired, 400 (and the
 * link kept) when the amount is not the link's. Of two requests racing with one link, the
 * conditional update lets exactly one through.
 */
export async function spendGatewayLink(ports: Pick<DepositPorts, "db" | "clock">, token: string, amountPaise: bigint): Promise<Omit<GatewayLink, "token">> {
  const { db } = ports;
  const now = ports.clock.now();
  const spent = () => depositRefusal("deposit/gateway_link_spent");
  const row = await gatewayTokenByHash(db, hashOf(token));
  if (!row || row.usedAt || row.expiresAt <= now) throw spent();
  if (row.amountPaise !== amountPaise) throw depositRefusal("deposit/gateway_link_amount", row.amountPaise);
  if (!(await useGatewayToken(db, row.id, now))) throw spent();
  return { userId: row.userId, custRefNum: row.custRefNum, amountPaise: row.amountPaise, expiresAt: row.expiresAt };
}
