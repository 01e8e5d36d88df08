/**
 * GST on deposits, shown inclusive (DESIGN.md): the amount a player pays contains the tax. With
 * rate r the tax is amount × r / (1 + r), rounded half up to the paisa, and the rest is credited
 * to the deposit account. At 28%, ₹100.00 splits into ₹21.88 GST (2187.5 paise, rounded up) and
 * ₹78.12 credited.
 */
export interface DepositSplit {
  readonly amountPaise: bigint;
  readonly gstPaise: bigint;
  readonly creditedPaise: bigint;
  readonly rateBp: number;
}

export function splitDeposit(amountPaise: bigint, rateBp: number): DepositSplit {
  if (amountPaise <= 0n) throw new RangeError(`deposit must be positive, got ${amountPaise}`);
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000) throw new RangeError(`bad GST rate ${rateBp}`);
  const denominator = 10_000n + BigInt(rateBp);
  // Half up in integers: floor((2·a·r + d) / 2d).
  const gstPaise = (2n * amountPaise * BigInt(rateBp) + denominator) / (2n * denominator);
  return { amountPaise, gstPaise, creditedPaise: amountPaise - gstPaise, rateBp };
}
