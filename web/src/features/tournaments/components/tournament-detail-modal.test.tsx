import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toTournament, type Tournament } from "../model/tournament.ts";
import { tournamentReply } from "../model/tournament-fixture.ts";
import { TournamentDetailModal } from "./tournament-detail-modal.tsx";

const reply = vi.hoisted(() => ({ current: null as Tournament | null }));
vi.mock("../api/tournaments-api.ts", () => ({ fetchTournament: () => Promise.resolve(reply.current) }));

afterEach(cleanup);

const practice = (over: Parameters<typeof tournamentReply>[0]) =>
  toTournament(tournamentReply({ _id: "t1", sName: "Practice Knock-out", eState: "upcoming", oEntryFee: { nAmount: 0, eCurrency: "PRACTICE" }, nJoined: 1, nTotalSeat: 6, nWaitlist: 0, aRoundInfo: [], ...over }));

function open(initial: Tournament) {
  render(<TournamentDetailModal initial={initial} version={0} onPress={() => undefined} onClose={() => undefined} onQualifiers={() => undefined} />);
}

describe("the tournament detail: bots among the entries", () => {
  it("shows how many of the joined are bots, from the fresh view, and that bots fill the practice tournament", async () => {
    reply.current = practice({ nJoined: 4, nBots: 3, nBotFillTo: 4 });
    open(practice({}));
    await waitFor(() => expect(screen.getByTestId("tournament-detail-joined").textContent).toBe("4/6 (3 bots) (Waitlist: 0)"));
    expect(screen.getByTestId("tournament-detail-bots").textContent).toContain("up to 4 players");
  });

  it("says nothing of bots where there are none", async () => {
    reply.current = practice({ nJoined: 2, eState: "upcoming" });
    open(practice({}));
    await waitFor(() => expect(screen.getByTestId("tournament-detail-joined").textContent).toBe("2/6 (Waitlist: 0)"));
    expect(screen.queryByTestId("tournament-detail-bots")).toBeNull();
  });
});
