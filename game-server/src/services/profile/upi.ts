import { randomBytes } from "node:crypto";
import type { Platform } from "../../platform/ports.ts";
import { isProviderError } from "../../providers/errors.ts";
import { normaliseVpa } from "../withdrawals/destination.ts";
import { namesMatch } from "./bank.ts";
import { profileRefusal, UPI_MESSAGES } from "./errors.ts";
import { findKycFacts, upsertVpa, verifiedVpas, vpaHeldByOther, type VpaRow } from "./repository.ts";

/**
 * `POST /profile/upi/verify`: asks the payouts provider who a UPI id (VPA) belongs to and keeps
 * the answer for the player. A UPI withdrawal goes only to a VPA verified here whose registered
 * name matches the PAN name (services/withdrawals/destination.ts). One VPA is the verified
 * destination of one account only, as one PAN is.
 */

export { UPI_MESSAGES };

export interface VerifiedVpa {
  readonly sVpa: string;
  readonly sRegisteredName: string;
  readonly bVerified: boolean;
  readonly dVerifiedAt: string;
}

const view = (row: VpaRow): VerifiedVpa => ({ sVpa: row.vpa, sRegisteredName: row.registeredName, bVerified: row.nameMatchesPan, dVerifiedAt: row.verifiedAt.toISOString() });

const isOwnerConflict = (error: unknown): boolean => {
  const e = ((error as { cause?: unknown })?.cause ?? error) as { code?: string; constraint_name?: string; constraint?: string };
  return e?.code === "23505" && (e.constraint_name ?? e.constraint ?? "") === "payout_vpas_owner";
};

export async function verifyUpiId(ports: Pick<Platform, "db" | "payouts">, userId: string, rawVpa: string): Promise<VerifiedVpa> {
  const { db } = ports;
  const vpa = normaliseVpa(rawVpa);
  const kyc = await findKycFacts(db, userId);
  if (!kyc?.panVerifiedAt || !kyc.panName) throw profileRefusal("upi/pan_required");
  if (await vpaHeldByOther(db, userId, vpa)) throw profileRefusal("upi/taken");

  const provider = ports.payouts;
  let lookup;
  try {
    lookup = await provider.verifyVpa({ vpa, nameHint: kyc.panName, requestId: `VPA${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString("hex").toUpperCase()}` });
  } catch (error) {
    if (!isProviderError(error)) throw error;
    throw profileRefusal("upi/unavailable");
  }
  const registeredName = lookup.exists ? lookup.registeredName.slice(0, 200) : "";
  const matches = lookup.exists && namesMatch(registeredName, kyc.panName);
  // Every answer is kept (audit); only a matching one is a payout destination. One statement:
  // a row is either the latest answer or unchanged, never half-written.
  let row: VpaRow | undefined;
  try {
    row = await upsertVpa(db, { userId, vpa, registeredName, nameMatchesPan: matches, provider: provider.name });
  } catch (error) {
    // Another player verified the same VPA in the meantime.
    if (isOwnerConflict(error)) throw profileRefusal("upi/taken");
    throw error;
  }
  if (!lookup.exists) throw profileRefusal("upi/not_found");
  if (!matches || !row) throw profileRefusal("upi/name_mismatch");
  return view(row);
}

/** The player's verified UPI ids, newest first (the withdraw page offers them). */
export async function verifiedUpiIds(ports: Pick<Platform, "db">, userId: string): Promise<VerifiedVpa[]> {
  const rows = await verifiedVpas(ports.db, userId, 20);
  return rows.map(view);
}
