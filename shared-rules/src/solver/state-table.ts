/**
 * The search memo: an open-addressing hash table from a state (a card mask and a small packed
 * rest, both int32) to an int32 value. A `Map` keyed by one double would box a number on every
 * lookup of a large hand; this table allocates only when it grows.
 */
const EMPTY = -1;
/** Most 13-card hands need a few dozen states. */
const INITIAL_CAPACITY = 64;

export class StateTable {
  private masks = new Int32Array(INITIAL_CAPACITY);
  private rests = new Int32Array(INITIAL_CAPACITY).fill(EMPTY);
  private values = new Int32Array(INITIAL_CAPACITY);
  private slotsMask = INITIAL_CAPACITY - 1;
  size = 0;

  private slot(mask: number, rest: number): number {
    let i = (Math.imul(mask, 0x9e3779b1) ^ Math.imul(rest + 0x7f4a7c15, 0x85ebca77)) & this.slotsMask;
    while (this.rests[i] !== EMPTY && (this.masks[i] !== mask || this.rests[i] !== rest)) i = (i + 1) & this.slotsMask;
    return i;
  }

  /** The value stored for the state, or -1. `rest` must be >= 0. */
  get(mask: number, rest: number): number {
    const i = this.slot(mask, rest);
    return this.rests[i] === EMPTY ? -1 : this.values[i]!;
  }

  set(mask: number, rest: number, value: number): void {
    if ((this.size + 1) * 2 > this.rests.length) this.grow();
    const i = this.slot(mask, rest);
    if (this.rests[i] === EMPTY) this.size++;
    this.masks[i] = mask;
    this.rests[i] = rest;
    this.values[i] = value;
  }

  private grow(): void {
    const { masks, rests, values } = this;
    const capacity = rests.length * 2;
    this.masks = new Int32Array(capacity);
    this.rests = new Int32Array(capacity).fill(EMPTY);
    this.values = new Int32Array(capacity);
    this.slotsMask = capacity - 1;
    for (let i = 0; i < rests.length; i++) {
      if (rests[i] === EMPTY) continue;
      const j = this.slot(masks[i]!, rests[i]!);
      this.masks[j] = masks[i]!;
      this.rests[j] = rests[i]!;
      this.values[j] = values[i]!;
    }
  }
}
