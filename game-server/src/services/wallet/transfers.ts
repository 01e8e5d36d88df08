/**
 * Pairs what payers owe with what payees are due, in the order given, into the fewest escrow to
 * escrow transfers a greedy walk makes (at most payers + payees - 1). Both sides must total the
 * same; callers check that before planning. Used by deal settlement and match prizes.
 */
export function pairTransfers<To extends string | null>(
  payers: readonly { userId: string; owesPaise: bigint }[],
  payees: readonly { userId: To; duePaise: bigint }[],
): { fromUserId: string; toUserId: To; amountPaise: bigint }[] {
  const from = payers.map((p) => ({ userId: p.userId, left: p.owesPaise }));
  const to = payees.map((p) => ({ userId: p.userId, left: p.duePaise }));
  const transfers: { fromUserId: string; toUserId: To; amountPaise: bigint }[] = [];
  let i = 0;
  let j = 0;
  while (i < from.length && j < to.length) {
    const payer = from[i]!;
    const payee = to[j]!;
    const amountPaise = payer.left < payee.left ? payer.left : payee.left;
    transfers.push({ fromUserId: payer.userId, toUserId: payee.userId, amountPaise });
    payer.left -= amountPaise;
    payee.left -= amountPaise;
    if (payer.left === 0n) i++;
    if (payee.left === 0n) j++;
  }
  return transfers;
}
