import { randomInt } from "node:crypto";
import type { Platform } from "../../platform/ports.ts";
import { readCompliance } from "../profile/settings.ts";
import { grantBonus } from "../wallet/bonus.ts";
import { grantPracticeChips } from "../wallet/practice.ts";
import { indiaDate } from "../wallet/fy.ts";
import { ALREADY_SPUN, spinRefusal } from "./errors.ts";
import { deleteSpin, findSpin, insertSpin } from "./repository.ts";

/** What the daily spin needs of the platform: the database and the clock (the IST day, the bonus expiry). */
export type SpinPorts = Pick<Platform, "db" | "clock">;

/**
 * The daily bonus spin (SPEC.md: a wheel of 7 slots, once a day). The day is the Asia/Kolkata
 * calendar day; the `daily_spins` primary key (player, day) makes a second spin impossible even
 * when two requests race. The prize is an instant bonus granted through the wallet, keyed by
 * player and day, expiring after 30 days.
 *
 * With cash play off (the default) bonus rupees would be money a player cannot use, so the prize is
 * practice chips instead: the slot's value in chips, minted into the practice account. `eReward`
 * says which, so the wheel and its message name what was won.
 */
export const SPIN_SLOTS = [
  { _id: "spin-1", nValue: 5, weight: 30 },
  { _id: "spin-2", nValue: 10, weight: 25 },
  { _id: "spin-3", nValue: 20, weight: 18 },
  { _id: "spin-4", nValue: 25, weight: 12 },
  { _id: "spin-5", nValue: 50, weight: 9 },
  { _id: "spin-6", nValue: 75, weight: 4 },
  { _id: "spin-7", nValue: 100, weight: 2 },
] as const;

const BONUS_DAYS = 30;

export { ALREADY_SPUN };

function pickSlot(): number {
  const total = SPIN_SLOTS.reduce((n, s) => n + s.weight, 0);
  let r = randomInt(total);
  for (let i = 0; i < SPIN_SLOTS.length; i++) {
    r -= SPIN_SLOTS[i]?.weight ?? 0;
    if (r < 0) return i;
  }
  return 0;
}

/** Midnight of the next Asia/Kolkata day, as an instant. */
function nextIndiaMidnight(now: Date): Date {
  const day = indiaDate(now);
  return new Date(new Date(`${day}T00:00:00+05:30`).getTime() + 24 * 3_600_000);
}

export type SpinReward = "chips" | "bonus";

/** Bonus rupees only while cash play is on; practice chips otherwise. */
export async function spinReward(ports: SpinPorts): Promise<SpinReward> {
  return (await readCompliance(ports.db)).moneyGamesEnabled ? "bonus" : "chips";
}

export async function spinStatus(ports: SpinPorts, userId: string, now = ports.clock.now()) {
  const day = indiaDate(now);
  const done = await findSpin(ports.db, userId, day);
  return {
    aDailyBonus: SPIN_SLOTS.map(({ _id, nValue }) => ({ _id, nValue })),
    bCanSpin: !done,
    eReward: await spinReward(ports),
    dNextSpinAt: done ? nextIndiaMidnight(now).toISOString() : now.toISOString(),
  };
}

export async function spin(ports: SpinPorts, userId: string, now = ports.clock.now()): Promise<{ _id: string; nValue: number; nIndex: number; eReward: SpinReward }> {
  const day = indiaDate(now);
  const index = pickSlot();
  const slot = SPIN_SLOTS[index] ?? SPIN_SLOTS[0];
  const valuePaise = BigInt(slot.nValue) * 100n;
  if (!(await insertSpin(ports.db, { userId, day, slotIndex: index, valuePaise }))) throw spinRefusal("spin/already_spun");
  const reward = await spinReward(ports);
  try {
    if (reward === "chips") {
      await grantPracticeChips(ports.db, { key: `spin:${userId}:${day}`, userId, chips: BigInt(slot.nValue) });
    } else {
      await grantBonus(ports.db, {
        key: `spin:${userId}:${day}`,
        userId,
        amountPaise: valuePaise,
        bucket: "instant",
        source: "spin",
        expiresAt: new Date(now.getTime() + BONUS_DAYS * 24 * 3_600_000),
      });
    }
  } catch (error) {
    // No bonus, no spin: the player may try again today.
    await deleteSpin(ports.db, userId, day);
    throw error;
  }
  return { _id: slot._id, nValue: slot.nValue, nIndex: index, eReward: reward };
}
