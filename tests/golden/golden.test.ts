/**
 * Golden deals and matches. Each file in this folder holds a scenario's inputs (seed, action
 * logs, match decisions) and everything the engine produced from them; the test replays the
 * inputs and expects the same outputs. `UPDATE_GOLDEN=1` regenerates the files (inputs included,
 * from the bots in policy.ts) after an intended rule change; review the diff before committing.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fromNotation, toNotation } from "./notation.ts";
import { SCENARIOS, generate, replay, type ScenarioInput } from "./scenarios.ts";

const UPDATE = process.env.UPDATE_GOLDEN === "1";

function pathOf(name: string): string {
  return fileURLToPath(new URL(`./${name}.json`, import.meta.url));
}

function inputsOf(file: Record<string, unknown>): ScenarioInput {
  const parsed = fromNotation<ScenarioInput & { deals: Record<string, unknown>[] }>(file);
  return {
    scenario: parsed.scenario,
    variant: parsed.variant,
    seed: parsed.seed,
    players: parsed.players,
    split: parsed.split,
    deals: parsed.deals.map((d) => ({
      dealId: d.dealId as string,
      seats: d.seats as number[],
      firstSeat: d.firstSeat as number,
      startAt: d.startAt as number,
      rejoins: d.rejoins as number[],
      log: d.log as ScenarioInput["deals"][number]["log"],
    })),
  };
}

describe("golden deals and matches", () => {
  it.each(SCENARIOS.map((s) => [s.name, s] as const))("%s replays to its golden file", (name, scenario) => {
    const path = pathOf(name);
    if (UPDATE || !existsSync(path)) {
      if (!UPDATE && process.env.CI) throw new Error(`${path} is missing; run with UPDATE_GOLDEN=1`);
      writeFileSync(path, `${JSON.stringify(toNotation(replay(generate(scenario))), null, 1)}\n`);
    }
    const file = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
    expect(toNotation(replay(inputsOf(file)))).toEqual(file);
  });
});
