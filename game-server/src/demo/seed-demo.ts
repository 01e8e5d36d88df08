import type { Platform } from "../platform/ports.ts";
import { seedDemoPlayers } from "./demo-players.ts";

/**
 * Demo data for `npm start` outside production: each module registers its own seeding step here
 * (demo players, wallets, tables). Every step is idempotent, so restarts keep the data as it is.
 */
export type DemoSeedStep = (platform: Platform) => Promise<void>;

const steps: DemoSeedStep[] = [seedDemoPlayers];

export async function seedDemoData(platform: Platform): Promise<void> {
  for (const step of steps) await step(platform);
}
