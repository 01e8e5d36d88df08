import { Grid } from "./matrix.ts";
import { penaltyScore } from "./penalty.ts";
import { rsDivisor, rsRemainder } from "./reed-solomon.ts";
import { byteCapacity, byteCountBits, dataCodewords, ECC_CODEWORDS_PER_BLOCK, ERROR_CORRECTION_BLOCKS, MAX_VERSION, MIN_VERSION, rawDataModules, type EccLevel } from "./tables.ts";

/**
 * A QR code encoder for text in byte mode (UTF-8), enough for a `upi://pay?...` intent: picks the
 * smallest version that holds the text at the requested error correction level, and the mask
 * with the lowest penalty. Follows ISO/IEC 18004; checked against its published vectors and by
 * decoding the output with an independent reader (see qr-encode.test.ts).
 */
export interface QrCode {
  readonly version: number;
  readonly ecc: EccLevel;
  readonly mask: number;
  readonly size: number;
  /** modules[y][x]: true is dark. */
  readonly modules: readonly (readonly boolean[])[];
}

export interface QrOptions {
  readonly ecc?: EccLevel;
  /** A fixed mask 0-7 (tests); by default the lowest-penalty mask. */
  readonly mask?: number;
  readonly minVersion?: number;
  readonly maxVersion?: number;
}

export class QrTooLongError extends Error {
  constructor(bytes: number, ecc: EccLevel) {
    super(`${bytes} bytes do not fit in a QR code at level ${ecc}`);
    this.name = "QrTooLongError";
  }
}

/** The smallest version from min to max that holds this many bytes, or null. */
export function chooseVersion(bytes: number, ecc: EccLevel, min = MIN_VERSION, max = MAX_VERSION): number | null {
  for (let v = Math.max(MIN_VERSION, min); v <= Math.min(MAX_VERSION, max); v++) {
    if (bytes <= byteCapacity(v, ecc)) return v;
  }
  return null;
}

/** Mode, count, data, terminator and pad bytes 0xEC 0x11, as data codewords. */
export function dataCodewordsFor(bytes: Uint8Array, version: number, ecc: EccLevel): number[] {
  const capacityBits = dataCodewords(version, ecc) * 8;
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, byteCountBits(version));
  bytes.forEach((b) => push(b, 8));
  if (bits.length > capacityBits) throw new QrTooLongError(bytes.length, ecc);
  push(0, Math.min(4, capacityBits - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((acc, b) => (acc << 1) | b, 0));
  for (let pad = 0xec; codewords.length < capacityBits / 8; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/** Splits data into blocks, appends each block's error correction, and interleaves them. */
export function addErrorCorrection(data: readonly number[], version: number, ecc: EccLevel): number[] {
  const blockCount = ERROR_CORRECTION_BLOCKS[ecc][version] ?? 0;
  const eccLength = ECC_CODEWORDS_PER_BLOCK[ecc][version] ?? 0;
  const raw = Math.floor(rawDataModules(version) / 8);
  if (data.length !== dataCodewords(version, ecc)) throw new Error("data length does not match the version");
  const shortBlocks = blockCount - (raw % blockCount);
  const shortLength = Math.floor(raw / blockCount);
  const divisor = rsDivisor(eccLength);
  const blocks: number[][] = [];
  for (let i = 0, k = 0; i < blockCount; i++) {
    const block = data.slice(k, k + shortLength - eccLength + (i < shortBlocks ? 0 : 1));
    k += block.length;
    const ecBytes = rsRemainder(block, divisor);
    // A placeholder keeps short and long blocks the same length while interleaving.
    if (i < shortBlocks) block.push(0);
    blocks.push([...block, ...ecBytes]);
  }
  const result: number[] = [];
  const width = blocks[0]?.length ?? 0;
  for (let i = 0; i < width; i++) {
    blocks.forEach((block, j) => {
      if (i !== shortLength - eccLength || j >= shortBlocks) result.push(block[i] ?? 0);
    });
  }
  return result;
}

export function encodeText(text: string, options: QrOptions = {}): QrCode {
  const ecc = options.ecc ?? "M";
  const bytes = new TextEncoder().encode(text);
  const version = chooseVersion(bytes.length, ecc, options.minVersion, options.maxVersion);
  if (version === null) throw new QrTooLongError(bytes.length, ecc);
  const codewords = addErrorCorrection(dataCodewordsFor(bytes, version, ecc), version, ecc);
  const grid = new Grid(version);
  grid.drawFunctionPatterns();
  grid.drawCodewords(codewords);
  let mask = options.mask ?? -1;
  if (mask < 0) {
    let best = Infinity;
    for (let m = 0; m < 8; m++) {
      grid.applyMask(m);
      grid.drawFormat(ecc, m);
      const score = penaltyScore(grid.dark);
      if (score < best) {
        best = score;
        mask = m;
      }
      grid.applyMask(m);
    }
  }
  grid.applyMask(mask);
  grid.drawFormat(ecc, mask);
  return { version, ecc, mask, size: grid.size, modules: grid.dark.map((row) => [...row]) };
}
