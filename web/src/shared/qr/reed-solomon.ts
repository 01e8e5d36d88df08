/**
 * Reed-Solomon error correction over GF(2^8) with the QR code polynomial x^8+x^4+x^3+x^2+1
 * (0x11D), as ISO/IEC 18004 section 7.5.2 defines it.
 */

/** Product of two field elements (Russian-peasant multiplication, reduced by 0x11D). */
export function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

/** The generator polynomial of the given degree, highest coefficient (always 1) dropped. */
export function rsDivisor(degree: number): number[] {
  if (degree < 1 || degree > 255) throw new RangeError(`degree ${degree} out of range`);
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < result.length; j++) {
      result[j] = gfMultiply(result[j] ?? 0, root);
      if (j + 1 < result.length) result[j] = (result[j] ?? 0) ^ (result[j + 1] ?? 0);
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

/** The error correction codewords of one block: the remainder of data * x^degree by the divisor. */
export function rsRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = new Array<number>(divisor.length).fill(0);
  for (const b of data) {
    const factor = b ^ (result.shift() ?? 0);
    result.push(0);
    divisor.forEach((coef, i) => {
      result[i] = (result[i] ?? 0) ^ gfMultiply(coef, factor);
    });
  }
  return result;
}
