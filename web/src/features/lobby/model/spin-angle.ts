/** SPEC.md section 2: the daily bonus wheel has 7 slots. */
export const SPIN_SLOTS = 7;
/** SPEC.md section 9: the wheel closes 4000 ms after the result. */
export const SPIN_CLOSE_MS = 4000;
/** Full turns before the wheel settles, so the spin reads as a spin. */
const TURNS = 6;

export const slotAngle = (slots = SPIN_SLOTS) => 360 / slots;

/**
 * The wheel's final rotation (degrees, clockwise) that brings slot `index` under the pointer at
 * the top, always further round than `current` so the wheel never turns back.
 */
export function spinRotation(index: number, current = 0, slots = SPIN_SLOTS): number {
  if (!Number.isInteger(index) || index < 0 || index >= slots) throw new RangeError(`slot ${index} of ${slots}`);
  const base = Math.ceil(current / 360) * 360 + TURNS * 360;
  return base + ((360 - index * slotAngle(slots)) % 360);
}
