/**
 * The mask penalty of ISO/IEC 18004 section 7.8.3: long runs (N1 = 3), 2x2 blocks (N2 = 3),
 * finder-like 1:1:3:1:1 patterns with four light modules on one side (N3 = 40), and how far the
 * dark share is from half (N4 = 10 per 5%). The mask with the lowest score is used.
 */
const FINDER_LIKE = [true, false, true, true, true, false, true];

function lineScore(line: readonly boolean[]): number {
  let score = 0;
  let run = 1;
  for (let i = 1; i <= line.length; i++) {
    if (i < line.length && line[i] === line[i - 1]) {
      run++;
      continue;
    }
    if (run >= 5) score += 3 + (run - 5);
    run = 1;
  }
  for (let i = 0; i + 7 <= line.length; i++) {
    if (!FINDER_LIKE.every((v, k) => line[i + k] === v)) continue;
    const lightBefore = [1, 2, 3, 4].every((k) => i - k < 0 || line[i - k] === false);
    const lightAfter = [0, 1, 2, 3].every((k) => i + 7 + k >= line.length || line[i + 7 + k] === false);
    // Outside the symbol is the light quiet zone, so the edge counts as light.
    if (lightBefore || lightAfter) score += 40;
  }
  return score;
}

export function penaltyScore(dark: readonly (readonly boolean[])[]): number {
  const size = dark.length;
  let score = 0;
  let darkCount = 0;
  for (let y = 0; y < size; y++) {
    const row = dark[y] ?? [];
    score += lineScore(row);
    score += lineScore(dark.map((r) => r[y] ?? false));
    for (let x = 0; x < size; x++) {
      if (row[x]) darkCount++;
      if (x + 1 < size && y + 1 < size) {
        const c = row[x];
        if (c === row[x + 1] && c === dark[y + 1]?.[x] && c === dark[y + 1]?.[x + 1]) score += 3;
      }
    }
  }
  const percent = (darkCount * 100) / (size * size);
  score += Math.floor(Math.abs(percent - 50) / 5) * 10;
  return score;
}
