import { describe, expect, it } from "vitest";
import { addErrorCorrection, chooseVersion, dataCodewordsFor, encodeText } from "./qr-encode.ts";
import { rsDivisor, rsRemainder } from "./reed-solomon.ts";
import { alignmentPositions, byteCapacity, formatBits, versionBits, type EccLevel } from "./tables.ts";

/**
 * Known vectors from ISO/IEC 18004 and its widely used worked examples, plus a golden symbol
 * whose output was decoded by an independent reader (zbarimg) while this encoder was written;
 * across all four levels, every mask and versions 1 to 39, every symbol decoded to its text.
 */

describe("Reed-Solomon", () => {
  it("gives the error correction of the 1-M 'HELLO WORLD' example", () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(rsRemainder(data, rsDivisor(10))).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it("leaves a remainder of zero for a whole codeword (data followed by its EC bytes)", () => {
    const data = [64, 86, 134, 86, 198, 198, 242, 194, 4, 132, 20, 37, 34, 16, 236, 17];
    const ec = rsRemainder(data, rsDivisor(10));
    expect(rsRemainder([...data, ...ec], rsDivisor(10))).toEqual(new Array(10).fill(0));
  });
});

describe("format and version information", () => {
  it.each<[EccLevel, number, string]>([
    ["L", 0, "111011111000100"],
    ["L", 1, "111001011110011"],
    ["L", 7, "110100101110110"],
    ["M", 0, "101010000010010"],
    ["M", 1, "101000100100101"],
    ["M", 7, "100101010100000"],
    ["Q", 0, "011010101011111"],
    ["H", 0, "001011010001001"],
  ])("level %s mask %s is %s", (ecc, mask, bits) => expect(formatBits(ecc, mask).toString(2).padStart(15, "0")).toBe(bits));

  it.each([
    [7, "000111110010010100"],
    [8, "001000010110111100"],
    [40, "101000110001101001"],
  ])("version %s is %s", (version, bits) => expect(versionBits(version).toString(2).padStart(18, "0")).toBe(bits));

  it.each([
    [1, []],
    [2, [6, 18]],
    [7, [6, 22, 38]],
    [10, [6, 28, 50]],
    [32, [6, 34, 60, 86, 112, 138]],
    [40, [6, 30, 58, 86, 114, 142, 170]],
  ])("version %s has alignment patterns at %o", (version, positions) => expect(alignmentPositions(version)).toEqual(positions));
});

describe("capacity and version choice", () => {
  it.each<[number, EccLevel, number]>([
    [1, "L", 17],
    [1, "M", 14],
    [1, "H", 7],
    [6, "M", 106],
    [10, "L", 271],
    [10, "M", 213],
    [40, "L", 2953],
    [40, "H", 1273],
  ])("version %s-%s holds %s bytes", (version, ecc, bytes) => expect(byteCapacity(version, ecc)).toBe(bytes));

  it("takes the smallest version that fits", () => {
    expect(chooseVersion(14, "M")).toBe(1);
    expect(chooseVersion(15, "M")).toBe(2);
    expect(chooseVersion(213, "M")).toBe(10);
    expect(chooseVersion(3000, "L")).toBeNull();
  });

  it("pads data with 0xEC 0x11 after the terminator", () => {
    const words = dataCodewordsFor(new TextEncoder().encode("A"), 1, "M");
    expect(words).toEqual([0x40, 0x14, 0x10, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec]);
  });

  it("interleaves blocks of unequal length (5-Q: 2 blocks of 15 and 2 of 16)", () => {
    const data = Array.from({ length: 62 }, (_, i) => i);
    const all = addErrorCorrection(data, 5, "Q");
    expect(all).toHaveLength(134);
    // Data columns: block 1, 2, 3, 4 in turn; the extra byte of the long blocks comes last.
    expect(all.slice(0, 4)).toEqual([0, 15, 30, 46]);
    expect(all.slice(60, 62)).toEqual([45, 61]);
  });
});

const GOLDEN_HELLO_1L_MASK3 = [
  "#######.##.#..#######",
  "#.....#...##..#.....#",
  "#.###.#.#.##..#.###.#",
  "#.###.#.#.#.#.#.###.#",
  "#.###.#.#...#.#.###.#",
  "#.....#..#....#.....#",
  "#######.#.#.#.#######",
  "...........#.........",
  "####..#.#.#..#..###.#",
  ".#.....####..#..###.#",
  ".....####..#.#.#...##",
  "..####.#.###....##.#.",
  "...#.##.....#.##....#",
  "........#.####..#.#.#",
  "#######.......#.#....",
  "#.....#..##.##.#.###.",
  "#.###.#..#...#.####.#",
  "#.###.#.###.##...##..",
  "#.###.#.#..##.##..#..",
  "#.....#.####.####...#",
  "#######.#..#####..#..",
];

describe("whole symbols", () => {
  it("draws 'Hello, world! 123' at 1-L exactly as the decoded golden symbol", () => {
    const qr = encodeText("Hello, world! 123", { ecc: "L" });
    expect([qr.version, qr.mask, qr.size]).toEqual([1, 3, 21]);
    expect(qr.modules.map((r) => r.map((d) => (d ? "#" : ".")).join(""))).toEqual(GOLDEN_HELLO_1L_MASK3);
  });

  it("fits a UPI intent at level M in a small version", () => {
    const qr = encodeText("upi://pay?pa=rummy.sandbox@okaxis&pn=Rummy%20Sandbox&am=500.00&cu=INR&tr=DEP2025110712345678&tn=Add%20cash");
    expect(qr.version).toBe(6);
    expect(qr.size).toBe(41);
  });

  it("draws the finder, timing and dark module on every symbol", () => {
    const qr = encodeText("x".repeat(300), { ecc: "M" });
    const at = (x: number, y: number) => qr.modules[y]?.[x];
    for (const [cx, cy] of [
      [3, 3],
      [qr.size - 4, 3],
      [3, qr.size - 4],
    ] as const) {
      expect([at(cx, cy), at(cx - 3, cy - 3), at(cx - 2, cy - 2), at(cx + 4 > qr.size - 1 ? cx - 4 : cx + 4, cy)]).toEqual([true, true, false, false]);
    }
    for (let i = 8; i < qr.size - 8; i++) expect(at(i, 6)).toBe(i % 2 === 0);
    expect(at(8, qr.size - 8)).toBe(true);
  });

  it("refuses text that no version holds", () => {
    expect(() => encodeText("x".repeat(3000), { ecc: "L" })).toThrow(/do not fit/);
  });
});
