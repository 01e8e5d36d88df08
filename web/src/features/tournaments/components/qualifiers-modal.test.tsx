import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Qualifiers } from "../api/tournaments-api.ts";
import { QualifiersModal } from "./qualifiers-modal.tsx";

const reply = vi.hoisted(() => ({ current: null as Qualifiers | null }));
vi.mock("../api/tournaments-api.ts", () => ({ fetchQualifiers: () => Promise.resolve(reply.current) }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the qualifiers popup", () => {
  it("says No Qualifiers Found. while nobody qualified", async () => {
    reply.current = { message: "No Qualifiers Found.", rows: [], nTotalQualifier: 0, nTournamentRound: 0, nStrategicDuration: 0 };
    render(<QualifiersModal tournamentId="t1" onClose={() => undefined} />);
    expect(await screen.findByText("No Qualifiers Found.")).toBeTruthy();
  });

  it("lists qualifiers with scoreboards and counts down to the next round in mm:ss", async () => {
    // The clock stands still (only Date is faked), so the countdown reads exactly 90 seconds.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T12:00:00Z"));
    reply.current = { message: "success.", rows: [{ sUserName: "asha", aScoreBoard: [0, 12] }], nTotalQualifier: 1, nTournamentRound: 1, nStrategicDuration: 90_000 };
    render(<QualifiersModal tournamentId="t1" onClose={() => undefined} />);
    expect(await screen.findByText("asha: 0, 12")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("Next round in 01:30");
  });
});
